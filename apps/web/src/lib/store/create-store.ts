/** Called after every change, with the new state. */
export type StoreListener<S> = (state: S) => void;

/** What every store reads and is watched by: `useStore` and plain subscribers alike. */
export interface ReadableStore<S> {
  getState(): S;
  subscribe(listener: StoreListener<S>): () => void;
}

/** A store's own handle: only the module that owns the state holds `setState`. */
export interface Store<S> extends ReadableStore<S> {
  /** Replaces the state; the same value (`Object.is`) notifies nobody. */
  setState(next: S): void;
}

/**
 * The one store primitive of the web app: a value, its setter and its subscribers, the shape of
 * zustand's vanilla store (`getState`, `setState`, `subscribe`) in a few lines. A module keeps
 * the `Store` to itself and exports a `ReadableStore` plus the actions that may change it, so a
 * store's rules (what a logout clears, what a push round records) stay in one file. React reads
 * it through `useStore`.
 */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<StoreListener<S>>();
  return {
    getState: () => state,
    setState(next) {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener(state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
