import type { Notification } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { toStorageError } from '#lib/db/storage-error.ts';
import {
  isMarkedRead,
  mergeMarks,
  type NotificationMarks,
  pendingNotificationMarks,
} from './notification-marks.ts';

/**
 * Replaces `MyPWA_DB.notifications` with the server's unread list in one transaction, leaving
 * out what the seller marked read and the server has not been told yet. The marks are read
 * again inside the transaction and joined to `marksBefore`, read before the request: a mark
 * queued while the request was in flight is in the first, and one the push delivered (and
 * removed from the outbox) after the server had answered is still in the second, so neither
 * comes back on screen. Answers the rows stored.
 */
export async function storeUnreadNotifications(
  rows: Notification[],
  owner: string,
  marksBefore: NotificationMarks,
): Promise<Notification[]> {
  try {
    return await myPwaDb.transaction('rw', myPwaDb.notifications, myPwaDb.outbox, async () => {
      const marks = mergeMarks(marksBefore, await pendingNotificationMarks(owner));
      const unread = rows.filter((row) => !isMarkedRead(marks, row));
      await myPwaDb.notifications.clear();
      await myPwaDb.notifications.bulkPut(unread);
      return unread;
    });
  } catch (error) {
    throw toStorageError(error);
  }
}
