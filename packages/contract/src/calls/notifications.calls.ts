import { idSchema, notificationSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Notificações';

/** §7 Notifications: the unread list; a read notification leaves it (§4). */
export const notificationsCalls = {
  list: defineCall({
    name: 'notifications.list',
    method: 'GET',
    path: 'notifications',
    summary: 'Notificações não lidas',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(z.array(notificationSchema)),
    }),
  }),
  markAsRead: defineCall({
    name: 'notifications.markAsRead',
    method: 'PUT',
    path: 'notifications/mark-as-read',
    summary: 'Marca uma notificação como lida',
    tag,
    auth: { kind: 'session' },
    errors: { 404: 'Notificação não encontrada (de outra empresa, ou já removida).' },
    schemas: () => ({
      body: z.object({ id: idSchema }),
      response: dataEnvelope(z.object({ id: idSchema })),
    }),
  }),
  markAllRead: defineCall({
    name: 'notifications.markAllRead',
    method: 'PUT',
    path: 'notifications/mark-all-read',
    summary: 'Marca todas as notificações como lidas',
    tag,
    auth: { kind: 'session' },
    schemas: () => ({
      response: dataEnvelope(z.object({ count: z.number().int().min(0) })),
    }),
  }),
} as const;
