import { Component, type ReactNode } from 'react';
import { ChunkErrorView } from './chunk-error-view.tsx';
import { ChunkLoadError } from './chunk-timeout.ts';

interface Props {
  children: ReactNode;
  /** Forget the failed load, so the next render asks for the chunk again. */
  onRetry: () => void;
}

/** Catches a lazy screen's ChunkLoadError (§8) and offers 'Tentar novamente'; other errors go up. */
export class ChunkErrorBoundary extends Component<Props, { error: ChunkLoadError | null }> {
  override state: { error: ChunkLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: ChunkLoadError | null } {
    if (error instanceof ChunkLoadError) return { error };
    throw error;
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ChunkErrorView
        description={this.state.error.message}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: null });
        }}
      />
    );
  }
}
