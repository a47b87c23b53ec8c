import { useEffect } from 'react';
import { createStore } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';

/**
 * A title a screen gives itself in place of its route's, while it is shown: one route may show
 * two things (the sale screen edits a cart's items, or only shows a sale the ERP processed), and
 * the header must name the one on display.
 */
const override = createStore<string | null>(null);

/** Names the screen `title` (the header and `<title> | Rota`) while mounted; null keeps the route's. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    override.setState(title);
    return () => override.setState(null);
  }, [title]);
}

/** The title a mounted screen gave itself, if any. */
export function usePageTitleOverride(): string | null {
  return useStore(override);
}
