import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import { addToOutbox, requestPush } from '#lib/sync/index.ts';
import { MARK_ALL_NOTIFICATIONS_KEY } from './notification-marks.ts';
import { type NotificationReader, readsNotification } from './notification-reader.ts';

/**
 * Marks every notification of the reader read: their rows leave the device and one
 * `notifications.markAllRead` is queued, in one transaction (DESIGN.md "Offline writes").
 */
export async function markAllNotificationsRead(reader: NotificationReader): Promise<void> {
  try {
    await myPwaDb.transaction('rw', myPwaDb.notifications, myPwaDb.outbox, async () => {
      await myPwaDb.notifications.filter((row) => readsNotification(reader, row)).delete();
      await addToOutbox({
        call: 'notifications.markAllRead',
        uuid: MARK_ALL_NOTIFICATIONS_KEY,
        body: undefined,
      });
    });
  } catch (error) {
    throw toStorageError(error);
  }
  requestPush();
}
