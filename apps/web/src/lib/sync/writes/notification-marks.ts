import { api } from '@rota/contract';
import { defineWrite } from './write-declaration.ts';

/**
 * A notification marked read. It left `MyPWA_DB.notifications` when the seller marked it;
 * deleting it again is harmless, and right should a row for it have been stored since.
 */
export const notificationRead = defineWrite({
  call: api.notifications.markAsRead,
  stores: ['notifications'],
  held: null,
  acknowledge:
    ({ id }) =>
    ({ notifications }) =>
      notifications.delete(id),
  label: 'Notificação lida',
  describe: ({ body }) => `Notificação nº ${body.id}`,
});

/**
 * "Mark all read". Nothing to store: the rows shown when the seller pressed it were removed then,
 * and one that arrived since stays until the next refresh says whether the server marked it too
 * (deleting every row here could hide one the server created after this mark).
 */
export const notificationsAllRead = defineWrite({
  call: api.notifications.markAllRead,
  stores: [],
  held: null,
  acknowledge: () => async () => undefined,
  label: 'Todas as notificações lidas',
  describe: () => null,
});
