import { useSyncExternalStore } from 'react';
import type { ReadableStore } from './create-store.ts';

/**
 * A store's state in a component, re-rendering when it changes; with a selector, when what it
 * selects changes (`Object.is`), so the selector must return the same value for the same state.
 */
export function useStore<S>(store: ReadableStore<S>): S;
export function useStore<S, T>(store: ReadableStore<S>, select: (state: S) => T): T;
export function useStore<S, T>(store: ReadableStore<S>, select?: (state: S) => T): S | T {
  const read = () => (select ? select(store.getState()) : store.getState());
  return useSyncExternalStore(store.subscribe, read, read);
}
