import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import {
  createNotification,
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NewNotification,
  type NotificationReader,
} from './notifications.repository.ts';

const reader = (auth: SessionAuth): NotificationReader => ({
  companyId: auth.companyId,
  sellerId: auth.seller.id,
});

/** The seller's unread notifications: their own and the company's. */
export function unreadNotifications(db: Executor, auth: SessionAuth) {
  return listUnreadNotifications(db, reader(auth));
}

/** Marks one read (it leaves the list, §4); one the seller cannot see is a 404. */
export async function markRead(db: Executor, auth: SessionAuth, id: number, now: Date) {
  const notification = await markNotificationRead(db, reader(auth), id, now);
  if (!notification) throw notFound('Notificação não encontrada');
  return { id: notification.id };
}

/** Marks every unread notification of the seller read; answers how many. */
export async function markAllRead(db: Executor, auth: SessionAuth, now: Date) {
  return { count: await markAllNotificationsRead(db, reader(auth), now) };
}

/** Writes a notification inside the caller's transaction (the ERP's sale status moves notify the seller). */
export function addNotification(tx: Executor, input: NewNotification) {
  return createNotification(tx, input);
}
