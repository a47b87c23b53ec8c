import { useSyncExternalStore } from 'react';
import { mapMessages } from './map-messages.ts';

function subscribe(onChange: () => void): () => void {
  globalThis.addEventListener('online', onChange);
  globalThis.addEventListener('offline', onChange);
  return () => {
    globalThis.removeEventListener('online', onChange);
    globalThis.removeEventListener('offline', onChange);
  };
}

const offlineNow = () => globalThis.navigator?.onLine === false;

/**
 * Says, over the map's corner, that without a network the tiles are gone and the map shows its
 * offline base (state outlines and city names): a plainer map is expected, not broken.
 */
export function OfflineBaseNotice({ withTiles }: { withTiles: boolean }) {
  const offline = useSyncExternalStore(subscribe, offlineNow, () => false);
  if (!offline || !withTiles) return null;
  return (
    <div className="rota-map-offline" role="status">
      {mapMessages.offlineBase}
    </div>
  );
}
