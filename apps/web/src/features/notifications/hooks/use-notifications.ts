import type { Notification } from '@rota/domain';
import { onlineManager, useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { markAllNotificationsRead } from '../api/mark-all-notifications-read.ts';
import { markNotificationRead } from '../api/mark-notification-read.ts';
import { notificationReader, readsNotification } from '../api/notification-reader.ts';
import { notificationsQuery } from '../api/notifications-query.ts';

export interface NotificationsState {
  /** The unread notifications on the device, newest first; undefined until the first read. */
  items: Notification[] | undefined;
  /** Online, the last refresh failed: the list shown is the one on the device. Never offline. */
  refreshFailed: boolean;
  /** The device could not save the last "mark as read" (a full disk, say). */
  markFailed: boolean;
  refresh: () => void;
  markAsRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
}

const subscribeOnline = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * The seller's unread notifications, read live from `MyPWA_DB.notifications` (so they show
 * offline), while `notificationsQuery` refreshes that table from the server when it can.
 * Marking read removes at once and queues the write in the outbox: nothing to roll back, a
 * refusal shows on "Pendências de envio". Offline a failed refresh says nothing (the queries
 * pause); online it says, discreetly, that the list may be behind.
 */
export function useNotifications(): NotificationsState {
  const reader = notificationReader(useAuth());
  const companyId = reader?.companyId ?? null;
  const sellerId = reader?.sellerId ?? null;
  // Newest first; equal times come in IndexedDB's order for them, the higher id first.
  const items = useLiveQuery(
    () =>
      companyId === null || sellerId === null
        ? []
        : myPwaDb.notifications
            .orderBy('created_at')
            .reverse()
            .filter((row) => readsNotification({ companyId, sellerId }, row))
            .toArray(),
    [companyId, sellerId],
  );
  const refresh = useQuery({ ...notificationsQuery, enabled: reader !== null });
  const online = useSyncExternalStore(subscribeOnline, isOnline, isOnline);
  const [markFailed, setMarkFailed] = useState(false);

  const mark = useCallback(async (write: () => Promise<void>) => {
    try {
      await write();
      setMarkFailed(false);
    } catch (error) {
      console.error('[rota] notificação não marcada como lida:', error);
      setMarkFailed(true);
    }
  }, []);
  const markAsRead = useCallback((id: number) => mark(() => markNotificationRead(id)), [mark]);
  const markAllRead = useCallback(async () => {
    if (companyId !== null && sellerId !== null) {
      await mark(() => markAllNotificationsRead({ companyId, sellerId }));
    }
  }, [mark, companyId, sellerId]);
  const { refetch } = refresh;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    items,
    refreshFailed: online && refresh.isError,
    markFailed,
    refresh: retry,
    markAsRead,
    markAllRead,
  };
}
