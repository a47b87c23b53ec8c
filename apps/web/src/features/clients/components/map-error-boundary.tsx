import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { messages } from '../messages.ts';

interface State {
  failed: boolean;
}

/** The map's chunk or Leaflet failed: say so and offer another try; the list stays usable. */
export class MapErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[rota] o mapa falhou:', error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" title={messages.mapFailed}>
        <Button
          size="xs"
          variant="light"
          onClick={() => {
            this.props.onRetry();
            this.setState({ failed: false });
          }}
        >
          {messages.tryAgain}
        </Button>
      </Alert>
    );
  }
}
