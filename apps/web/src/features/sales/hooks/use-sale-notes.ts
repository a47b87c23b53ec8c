import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { saveSaleNotes } from '../api/save-sale-notes.ts';
import { messages } from '../messages.ts';

const MAX_NOTES = 2000;

/** The notes being typed for a sale, and their save (offline, through the outbox). */
export function useSaleNotes(sale: SaleRow | null) {
  const stored = sale?.notes ?? '';
  const [text, setText] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A sale opened, or its notes changed elsewhere: show what is stored.
  useEffect(() => setText(stored), [stored]);
  const tooLong = text.trim().length > MAX_NOTES;

  const save = async () => {
    if (!sale || tooLong) return;
    setSaving(true);
    try {
      await saveSaleNotes(sale, text);
      setError(null);
      notifications.show({ color: 'teal', message: messages.notesSaved });
    } catch (caught) {
      setError(messages.saveFailed(caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setSaving(false);
    }
  };

  return {
    text,
    setText,
    saving,
    error: tooLong ? messages.notesTooLong : error,
    changed: text.trim() !== stored.trim(),
    save,
  };
}
