import { createStore } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';

/** The global loading indicator of §4: an on/off flag plus an optional text. */
export interface LoadingState {
  loading: boolean;
  text: string | null;
}

const state = createStore<LoadingState>({ loading: false, text: null });

/**
 * The one global loading flag. Setting the flag (on or off) clears the text; the text is set
 * separately, after the flag, e.g. `setLoading(true); setText('Sincronizando clientes…')`.
 */
export const loadingStore = {
  getState: state.getState,
  subscribe: state.subscribe,
  setLoading(on: boolean): void {
    state.setState({ loading: on, text: null });
  },
  setText(text: string | null): void {
    state.setState({ loading: state.getState().loading, text });
  },
};

/** The loading flag and text, re-rendering on every change. */
export function useLoading(): LoadingState {
  return useStore(loadingStore);
}
