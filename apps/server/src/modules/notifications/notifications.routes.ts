import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { markAllRead, markRead, unreadNotifications } from './notifications.service.ts';

/**
 * §7 Notifications: the seller's unread list (their own and the company's), and marking read;
 * a read notification leaves the list (§4). Company-wide ones are read once per company (see
 * `notifications.repository.ts`).
 */
export function notificationsRoutes({ db }: AppDeps) {
  return [
    bind(api.notifications.list, async ({ auth }) => ({ data: await unreadNotifications(db, auth) })),
    bind(api.notifications.markAsRead, async ({ auth, body, now }) => ({
      data: await markRead(db, auth, body.id, now),
    })),
    bind(api.notifications.markAllRead, async ({ auth, now }) => ({
      data: await markAllRead(db, auth, now),
    })),
  ];
}
