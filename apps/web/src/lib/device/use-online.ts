import { useSyncExternalStore } from 'react';

let online = true;
let listening = 0;

/**
 * The browser's online/offline state: `navigator.onLine` when the first component starts
 * listening, then the `online` and `offline` events (the only change signals browsers give).
 */
function subscribe(onChange: () => void): () => void {
  if (listening === 0) online = globalThis.navigator?.onLine ?? true;
  listening += 1;
  const goOnline = () => {
    online = true;
    onChange();
  };
  const goOffline = () => {
    online = false;
    onChange();
  };
  globalThis.addEventListener('online', goOnline);
  globalThis.addEventListener('offline', goOffline);
  return () => {
    listening -= 1;
    globalThis.removeEventListener('online', goOnline);
    globalThis.removeEventListener('offline', goOffline);
  };
}

const snapshot = () => online;

/** Whether the device says it has a network (it may still not reach the server: see `syncStatus`). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
