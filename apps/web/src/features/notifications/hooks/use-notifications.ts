import type { Notification } from '@rota/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { onRealtimeEvent } from '../../../lib/socket/index.ts';
import { notificationsApi } from '../api/notifications-api.ts';
import { messages } from '../messages.ts';

export interface NotificationsState {
  /** The unread notifications, newest first; null until the first answer. */
  items: Notification[] | null;
  error: string | null;
  refetch: () => Promise<void>;
  markAsRead: (id: number) => Promise<void>;
  markAllRead: () => Promise<void>;
}

const newestFirst = (a: Notification, b: Notification) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id;

/**
 * The seller's unread notifications, kept live: fetched on mount, again when the server announces
 * a new notification or a sale status change over the socket, and when the network comes back.
 * Marking read removes the notification at once (§4) and puts it back if the server refuses.
 */
export function useNotifications(): NotificationsState {
  const [items, setItems] = useState<Notification[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);
  const shown = useRef(items);
  shown.current = items;

  const refetch = useCallback(async () => {
    const mine = ++request.current;
    try {
      const rows = await notificationsApi.list();
      if (mine !== request.current) return;
      setItems([...rows].sort(newestFirst));
      setError(null);
    } catch {
      if (mine === request.current) setError(messages.loadFailed);
    }
  }, []);

  useEffect(() => {
    void refetch();
    const live = () => void refetch();
    const unsubscribe = [onRealtimeEvent('notification.created', live), onRealtimeEvent('sale.status', live)];
    window.addEventListener('online', live);
    return () => {
      for (const stop of unsubscribe) stop();
      window.removeEventListener('online', live);
    };
  }, [refetch]);

  const markAsRead = useCallback(async (id: number) => {
    request.current++;
    const before = shown.current;
    setItems(before?.filter((item) => item.id !== id) ?? before);
    try {
      await notificationsApi.markAsRead(id);
      setError(null);
    } catch {
      setItems(before);
      setError(messages.markFailed);
    }
  }, []);

  const markAllRead = useCallback(async () => {
    request.current++;
    const before = shown.current;
    setItems([]);
    try {
      await notificationsApi.markAllRead();
      setError(null);
    } catch {
      setItems(before);
      setError(messages.markFailed);
    }
  }, []);

  return { items, error, refetch, markAsRead, markAllRead };
}
