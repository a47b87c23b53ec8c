import { Component, type ReactNode } from 'react';

interface ChartBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * Shows `fallback` when the chart cannot load (its chunk is fetched on first use and is not in
 * the precache, so offline before any online visit it fails) or throws: the figures shown beside
 * it stay (the report's days, the manager's table view).
 */
export class ChartBoundary extends Component<ChartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
