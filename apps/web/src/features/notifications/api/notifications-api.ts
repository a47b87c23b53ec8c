import { api } from '@rota/contract';
import type { Notification } from '@rota/domain';
import { callApi } from '../../../lib/http/http-client.ts';

/** §7 Notifications: the unread list; a notification marked read leaves it (§4). */
export const notificationsApi = {
  list: (): Promise<Notification[]> => callApi(api.notifications.list),
  markAsRead: async (id: number): Promise<void> => {
    await callApi(api.notifications.markAsRead, { body: { id } });
  },
  markAllRead: async (): Promise<void> => {
    await callApi(api.notifications.markAllRead);
  },
};
