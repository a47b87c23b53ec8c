import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { addToOutbox, requestPush } from '#lib/sync/index.ts';
import { notificationMarkKey } from './notification-marks.ts';

/**
 * Marks one notification read (§4: it leaves the list): removed from the device and queued for
 * the server in one transaction (DESIGN.md "Offline writes"), so it works offline and is never
 * lost; the push loop sends it.
 */
export async function markNotificationRead(id: number): Promise<void> {
  try {
    await myPwaDb.transaction('rw', myPwaDb.notifications, myPwaDb.outbox, async () => {
      await myPwaDb.notifications.delete(id);
      await addToOutbox({ call: 'notifications.markAsRead', uuid: notificationMarkKey(id), body: { id } });
    });
  } catch (error) {
    throw toStorageError(error);
  }
  requestPush();
}
