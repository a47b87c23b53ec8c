import { useCallback, useState } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import type { OutboxRow } from '#lib/db/my-pwa-db.ts';
import { discardOutboxEntry, pushNow } from '#lib/sync/index.ts';
import { downloadFile, outboxExportFile } from '../api/outbox-export.ts';
import { resendOutboxEntry } from '../api/resend-outbox-entry.ts';

export interface OutboxActions {
  resend: (id: number) => Promise<void>;
  discard: (id: number) => Promise<void>;
  /** "Enviar agora": one push round now. */
  sendNow: () => void;
  sending: boolean;
  exportEntries: (rows: readonly OutboxRow[]) => void;
  /** The device could not change an entry (a full disk, a closed database). */
  failed: 'action' | 'export' | null;
}

/** What "Pendências de envio" can do to the outbox; the list itself updates by its live query. */
export function useOutboxActions(): OutboxActions {
  const { session } = useAuth();
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<OutboxActions['failed']>(null);

  const attempt = useCallback(async (change: () => Promise<void>) => {
    try {
      await change();
      setFailed(null);
    } catch (error) {
      console.error('[rota] pendência não alterada:', error);
      setFailed('action');
    }
  }, []);
  const resend = useCallback((id: number) => attempt(() => resendOutboxEntry(id)), [attempt]);
  const discard = useCallback((id: number) => attempt(() => discardOutboxEntry(id)), [attempt]);

  const sendNow = useCallback(() => {
    setSending(true);
    pushNow()
      .catch((error: unknown) => console.warn('[rota] envio das pendências falhou:', error))
      .finally(() => setSending(false));
  }, []);

  const exportEntries = useCallback(
    (rows: readonly OutboxRow[]) => {
      try {
        downloadFile(outboxExportFile(rows, new Date(), session));
        setFailed(null);
      } catch (error) {
        console.error('[rota] exportação das pendências:', error);
        setFailed('export');
      }
    },
    [session],
  );

  return { resend, discard, sendNow, sending, exportEntries, failed };
}
