import { createStore } from '../store/create-store.ts';
import { useStore } from '../store/use-store.ts';

/** Whether a new app version waits to be activated, and which offer is on screen. */
export interface UpdateOfferState {
  /** A new service worker waits and the notice is visible. */
  visible: boolean;
  /** Grows on every offer, so the notice restarts its 10 s timer for a new one. */
  offerId: number;
  /** The user clicked 'Atualizar' and the new version is being activated. */
  activating: boolean;
}

const state = createStore<UpdateOfferState>({ visible: false, offerId: 0, activating: false });
let activateWaiting: (() => Promise<void>) | null = null;

const change = (next: Partial<UpdateOfferState>) => state.setState({ ...state.getState(), ...next });

/**
 * The "new version available" offer (§1). The service worker registration offers an update
 * with the function that activates the waiting worker; the notice shows it for a while and
 * calls `activate()` when the user clicks 'Atualizar'.
 */
export const updateStore = {
  getState: state.getState,
  subscribe: state.subscribe,
  offer(activate: () => Promise<void>): void {
    activateWaiting = activate;
    state.setState({ visible: true, offerId: state.getState().offerId + 1, activating: false });
  },
  dismiss(): void {
    if (state.getState().visible) change({ visible: false });
  },
  async activate(): Promise<void> {
    if (!activateWaiting) return;
    change({ activating: true });
    try {
      await activateWaiting();
    } catch (error) {
      change({ activating: false });
      throw error;
    }
  },
};

/** The current update offer, re-rendering on every change. */
export function useUpdateOffer(): UpdateOfferState {
  return useStore(updateStore);
}
