import { useForm } from '@mantine/form';
import { type OpenVisit, type VisitOutcome, visitOutcomeSchema } from '@rota/domain';
import { useCallback, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { readPhonePosition } from '#lib/device/read-position.ts';
import { registerVisit } from '../api/register-visit.ts';
import { messages } from '../messages.ts';
import { useSaveNotice } from './use-save-notice.ts';
import { useVisitPhotos } from './use-visit-photos.ts';

export interface VisitFormValues {
  outcome: 'sale' | 'no_sale';
  reason: string;
  note: string;
}

const INITIAL: VisitFormValues = { outcome: 'sale', reason: '', note: '' };

/** The check-out: a GPS fix up to 10 s, or one a minute old (the seller has not moved far since). */
const LEAVING: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 };

/** What the seller chose, as the domain reads a visit's outcome (blank note → null). */
function outcomeOf(values: VisitFormValues): unknown {
  const note = values.note.trim() === '' ? null : values.note.trim();
  return values.outcome === 'sale'
    ? { outcome: 'sale', note }
    : // An empty reason reads "Escolha o motivo da visita sem venda" (the schema's own wording).
      { outcome: 'no_sale', reason: values.reason, note };
}

/**
 * "Encerrar visita": with a sale, or without one and its reason (`NO_SALE_REASONS`; "Outro"
 * needs a note), checked by `visitOutcomeSchema`; saving takes the check-out position (or why
 * there was none), queues the visit with the started one's check-in and moves the client's last
 * visit at once (`registerVisit`), with the photos taken (`useVisitPhotos`). `saved` is the
 * outcome just registered.
 */
export function useVisitForm(client: ClientRow | undefined, open: OpenVisit | null) {
  const form = useForm<VisitFormValues>({ mode: 'controlled', initialValues: INITIAL });
  const announce = useSaveNotice();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<VisitOutcome | null>(null);
  const photos = useVisitPhotos();

  const submit = useCallback(
    async (event?: React.FormEvent) => {
      event?.preventDefault();
      if (!client || saving || photos.preparing) return;
      const parsed = visitOutcomeSchema.safeParse(outcomeOf(form.getValues()));
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'reason')] ??= issue.message;
        form.setErrors(errors);
        return;
      }
      setSaving(true);
      try {
        const checkOut = open ? await readPhonePosition(LEAVING) : null;
        const entryId = await registerVisit(client, parsed.data, { open, checkOut }, photos.photos);
        announce(messages.visitSaved, entryId);
        setSaved(parsed.data);
      } finally {
        setSaving(false);
      }
    },
    [client, open, saving, form, announce, photos.preparing, photos.photos],
  );

  const reset = useCallback(() => {
    form.setValues(INITIAL);
    form.clearErrors();
    setSaved(null);
    photos.clear();
  }, [form, photos.clear]);

  return { form, submit, saving, saved, reset, photos };
}
