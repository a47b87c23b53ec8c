import { api } from '@rota/contract';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

/**
 * The outbox key of "mark this notification read". The server marks by id and a replay answers
 * the same (the first read time is kept), so the notification's id is its idempotency key.
 */
export const notificationMarkKey = (id: number) => `notification-${id}`;

/**
 * The outbox key of "mark all read": one per seller (the entry carries its owner). A replay
 * marks nothing more than the first send did and answers `{ count: 0 }`.
 */
export const MARK_ALL_NOTIFICATIONS_KEY = 'notifications-all';

/** What the seller marked read and the server may not know yet (entries still in the outbox). */
export interface NotificationMarks {
  ids: ReadonlySet<number>;
  /** When the latest "mark all read" was pressed (ms since epoch); null when none waits. */
  allUntil: number | null;
}

/**
 * The seller's queued marks, failed ones included: the seller asked for them, and the list
 * keeps to that until the entry is sent or discarded on "Pendências de envio".
 */
export async function pendingNotificationMarks(owner: string): Promise<NotificationMarks> {
  const entries = await myPwaDb.outbox
    .where('call')
    .anyOf('notifications.markAsRead', 'notifications.markAllRead')
    .filter((entry) => entry.owner === owner)
    .toArray();
  const ids = new Set<number>();
  let allUntil: number | null = null;
  for (const entry of entries) {
    if (entry.call === 'notifications.markAllRead') {
      allUntil = Math.max(allUntil ?? 0, Date.parse(entry.created_at));
    } else {
      const marked = api.notifications.markAsRead.body.safeParse(entry.body);
      if (marked.success) ids.add(marked.data.id);
    }
  }
  return { ids, allUntil };
}

/** Both sets of marks at once. */
export function mergeMarks(a: NotificationMarks, b: NotificationMarks): NotificationMarks {
  const allUntil = a.allUntil === null ? b.allUntil : Math.max(a.allUntil, b.allUntil ?? 0);
  return { ids: new Set([...a.ids, ...b.ids]), allUntil };
}

/**
 * Whether a notification the server still lists as unread was marked read on the device.
 * "Mark all" covers what existed when it was pressed (device clock against server time: a
 * skew of a few seconds only moves the edge).
 */
export function isMarkedRead(marks: NotificationMarks, row: { id: number; created_at: string }): boolean {
  return marks.ids.has(row.id) || (marks.allUntil !== null && Date.parse(row.created_at) <= marks.allUntil);
}
