import type { Client } from '@rota/domain';
import { useCallback, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { saveClient } from '../api/save-client.ts';
import { type ClientFormValues, clientToValues } from '../model/client-form-values.ts';
import { validateClient } from '../model/validate-client.ts';
import { useSaveNotice } from './use-save-notice.ts';

/**
 * Changes a stored client from its page (a lookup's answer, a position): the new values are
 * checked like the form checks them, saved and queued (`saveClient`, same re-queue policy), and
 * the save is announced. Answers false, saving nothing, when the result would not pass: the
 * seller then fixes it on the form.
 */
export function useUpdateStoredClient(client: ClientRow | undefined) {
  const announce = useSaveNotice();
  const [saving, setSaving] = useState(false);
  const update = useCallback(
    async (
      change: (values: ClientFormValues) => ClientFormValues,
      title: string,
      extra: Partial<Pick<Client, 'lat' | 'long'>> = {},
    ): Promise<boolean> => {
      if (!client) return false;
      const { search: _s, updated_at: _u, deleted_at: _d, ...base } = client;
      const result = validateClient(change(clientToValues(client)), { ...base, ...extra }, null);
      if (!result.client) return false;
      setSaving(true);
      try {
        const entryId = await saveClient(result.client, client);
        announce(title, entryId);
        return true;
      } finally {
        setSaving(false);
      }
    },
    [client, announce],
  );
  return { update, saving };
}
