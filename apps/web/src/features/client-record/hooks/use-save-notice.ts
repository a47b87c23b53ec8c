import { notifications } from '@mantine/notifications';
import { useCallback } from 'react';
import { sendNow } from '../api/send-now.ts';
import { messages } from '../messages.ts';

const outcomeText = {
  sent: messages.savedSent,
  waiting: messages.savedQueued,
  offline: messages.savedWaiting,
  refused: messages.savedRefused,
} as const;

/**
 * Says a write was saved ("Cliente salvo") and, once the push had its chance, whether it was
 * sent or waits ("Será enviado quando houver conexão"). The notice outlives a navigation.
 */
export function useSaveNotice(): (title: string, entryId: number | null) => void {
  return useCallback((title: string, entryId: number | null) => {
    const id = `client-record-saved-${Date.now()}`;
    const offline = globalThis.navigator?.onLine === false;
    notifications.show({
      id,
      title,
      message: offline || entryId === null ? messages.savedWaiting : messages.sending,
      loading: !offline && entryId !== null,
      color: 'teal',
      autoClose: offline ? 5_000 : false,
    });
    if (offline || entryId === null) return;
    void sendNow(entryId).then((outcome) =>
      notifications.update({
        id,
        title,
        message: outcomeText[outcome],
        loading: false,
        color: outcome === 'refused' ? 'red' : 'teal',
        autoClose: 5_000,
      }),
    );
  }, []);
}
