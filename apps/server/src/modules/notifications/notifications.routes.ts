import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { bind } from '../../http/bind-call.ts';
import {
  listUnreadNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationReader,
} from './notifications.repository.ts';

const reader = (auth: SessionAuth): NotificationReader => ({
  companyId: auth.companyId,
  sellerId: auth.seller.id,
});

/**
 * §7 Notifications: the seller's unread list (their own and the company's), and marking read;
 * a read notification leaves the list (§4). Company-wide ones are read once per company (see
 * `notifications.repository.ts`).
 */
export function notificationsRoutes({ db }: AppDeps) {
  return [
    bind(api.notifications.list, async ({ auth }) => ({
      data: await listUnreadNotifications(db, reader(auth)),
    })),
    bind(api.notifications.markAsRead, async ({ auth, body, now }) => {
      const notification = await markNotificationRead(db, reader(auth), body.id, now);
      if (!notification) throw notFound('Notificação não encontrada');
      return { data: { id: notification.id } };
    }),
    bind(api.notifications.markAllRead, async ({ auth, now }) => ({
      data: { count: await markAllNotificationsRead(db, reader(auth), now) },
    })),
  ];
}
