import { useSyncExternalStore } from 'react';

/** Whether a new app version waits to be activated, and which offer is on screen. */
export interface UpdateOfferState {
  /** A new service worker waits and the notice is visible. */
  visible: boolean;
  /** Grows on every offer, so the notice restarts its 10 s timer for a new one. */
  offerId: number;
  /** The user clicked 'Atualizar' and the new version is being activated. */
  activating: boolean;
}

type Listener = () => void;

let state: UpdateOfferState = { visible: false, offerId: 0, activating: false };
let activateWaiting: (() => Promise<void>) | null = null;
const listeners = new Set<Listener>();

function update(next: UpdateOfferState): void {
  state = next;
  for (const listener of listeners) listener();
}

/**
 * The "new version available" offer (§1). The service worker registration offers an update
 * with the function that activates the waiting worker; the notice shows it for a while and
 * calls `activate()` when the user clicks 'Atualizar'.
 */
export const updateStore = {
  getState: (): UpdateOfferState => state,
  offer(activate: () => Promise<void>): void {
    activateWaiting = activate;
    update({ visible: true, offerId: state.offerId + 1, activating: false });
  },
  dismiss(): void {
    if (state.visible) update({ ...state, visible: false });
  },
  async activate(): Promise<void> {
    if (!activateWaiting) return;
    update({ ...state, activating: true });
    try {
      await activateWaiting();
    } catch (error) {
      update({ ...state, activating: false });
      throw error;
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current update offer, re-rendering on every change. */
export function useUpdateOffer(): UpdateOfferState {
  return useSyncExternalStore(updateStore.subscribe, updateStore.getState, updateStore.getState);
}
