import { useSyncExternalStore } from 'react';

/** The global loading indicator of §4: an on/off flag plus an optional text. */
export interface LoadingState {
  loading: boolean;
  text: string | null;
}

type Listener = () => void;

let state: LoadingState = { loading: false, text: null };
const listeners = new Set<Listener>();

function update(next: LoadingState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The one global loading flag. Setting the flag (on or off) clears the text; the text is set
 * separately, after the flag, e.g. `setLoading(true); setText('Sincronizando clientes…')`.
 */
export const loadingStore = {
  getState: (): LoadingState => state,
  setLoading(on: boolean): void {
    update({ loading: on, text: null });
  },
  setText(text: string | null): void {
    update({ loading: state.loading, text });
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The loading flag and text, re-rendering on every change. */
export function useLoading(): LoadingState {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.getState, loadingStore.getState);
}
