import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Client } from '@rota/domain';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { draftKey, readDraft, removeDraft, saveDraft } from '../api/client-draft.ts';
import { findDuplicateClient } from '../api/find-duplicate-client.ts';
import { saveClient } from '../api/save-client.ts';
import {
  CLIENT_FORM_FIELDS,
  type ClientBase,
  type ClientFormValues,
  clientToValues,
  emptyClientValues,
  newClientBase,
} from '../model/client-form-values.ts';
import { documentOf } from '../model/masks.ts';
import { type ClientFormErrors, toFormErrors, validateClient } from '../model/validate-client.ts';
import { useClientOutbox } from './use-client-outbox.ts';
import { useClientRow } from './use-client-row.ts';
import { useSessionOwner } from './use-session-owner.ts';

export type ClientFormMode = 'create' | 'edit';

/** How long typing waits before the draft is written (and at once when the form closes). */
const DRAFT_DELAY_MS = 300;

export interface ClientFormState {
  form: UseFormReturnType<ClientFormValues>;
  /** The form has its values (draft, stored client or blank). */
  ready: boolean;
  /** Edit: the database answered and the client is not on the device. */
  missing: boolean;
  /** The client being edited, as stored. */
  stored: ClientRow | undefined;
  draftRestored: boolean;
  discardDraft: () => void;
  /** The server refused this client's last write: its message and the errors the form has no field for. */
  refused: { message: string; other: string[] } | null;
  /** Problems on fields the form does not show, found when saving. */
  otherErrors: string[];
  saving: boolean;
  saveFailed: boolean;
  submit: (event?: FormEvent) => Promise<void>;
}

const sameValues = (a: ClientFormValues, b: ClientFormValues) =>
  a.uuid === b.uuid && CLIENT_FORM_FIELDS.every((field) => a[field] === b[field]);

/** The stored client without what only the device keeps (search text, sync stamps). */
function storedBase(stored: ClientRow): ClientBase {
  const { search: _search, updated_at: _updated, deleted_at: _deleted, ...client } = stored;
  return client;
}

/**
 * The client form (create or edit) with @mantine/form: its values start from the seller's draft,
 * else the stored client, else blank; every change is kept as a draft in `MyPWA_DB.drafts`
 * (nothing typed is lost on an error, a reload or going offline); a refused write's field errors
 * are put on their fields; saving checks the form like the server (`validateClient`), focuses
 * the first error, saves and queues (`saveClient`) and removes the draft.
 */
export function useClientForm(
  mode: ClientFormMode,
  uuid: string | undefined,
  onSaved: (client: Client, entryId: number) => void,
): ClientFormState {
  const session = useSessionOwner();
  const { loaded, client: stored } = useClientRow(mode === 'edit' ? uuid : undefined);
  const { refusedClient } = useClientOutbox(mode === 'edit' ? uuid : undefined);
  const key = draftKey(mode === 'edit' ? (uuid ?? null) : null);

  const [ready, setReady] = useState(false);
  const [draftRestored, setDraftRestored] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const pristine = useRef<ClientFormValues | null>(null);
  const pendingDraft = useRef<ClientFormValues | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shownRefusal = useRef<number | null>(null);

  const writeDraft = useCallback(() => {
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    const values = pendingDraft.current;
    pendingDraft.current = null;
    if (!values || !pristine.current) return;
    const write = sameValues(values, pristine.current) ? removeDraft(key) : saveDraft(key, values);
    write.catch((error: unknown) => console.error('[rota] rascunho não guardado:', error));
  }, [key]);

  const form = useForm<ClientFormValues>({
    mode: 'controlled',
    initialValues: emptyClientValues(''),
    onValuesChange: (values) => {
      if (!pristine.current) return;
      pendingDraft.current = values;
      if (draftTimer.current) clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(writeDraft, DRAFT_DELAY_MS);
    },
  });

  // Whatever was typed last is written when the form goes away (navigation, reload).
  useEffect(() => writeDraft, [writeDraft]);

  const storedUuid = stored?.uuid;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the values are set once, from the first stored row.
  useEffect(() => {
    if (ready || !session || (mode === 'edit' && (!loaded || !stored))) return;
    let active = true;
    const initial = stored ? clientToValues(stored) : emptyClientValues(crypto.randomUUID());
    readDraft<ClientFormValues>(key)
      .catch(() => null)
      .then((draft) => {
        if (!active) return;
        // A new client's draft keeps its uuid: the same client across reloads.
        const base = draft && mode === 'create' ? { ...initial, uuid: draft.uuid } : initial;
        const values = draft ? { ...base, ...draft, uuid: base.uuid } : base;
        pristine.current = base;
        form.setValues(values);
        form.resetDirty(values);
        setDraftRestored(draft !== null && !sameValues(values, base));
        setReady(true);
      });
    return () => {
      active = false;
    };
  }, [ready, session, mode, loaded, storedUuid, key]);

  // A refused write's field errors go on their fields, once per refusal.
  useEffect(() => {
    if (!ready || !refusedClient || shownRefusal.current === refusedClient.id) return;
    shownRefusal.current = refusedClient.id ?? null;
    form.setErrors(toFormErrors(refusedClient.errors ?? {}).errors);
  }, [ready, refusedClient, form]);

  const discardDraft = useCallback(() => {
    if (!pristine.current) return;
    pendingDraft.current = null;
    if (draftTimer.current) clearTimeout(draftTimer.current);
    form.setValues(pristine.current);
    form.clearErrors();
    setDraftRestored(false);
    void removeDraft(key);
  }, [form, key]);

  const focusFirst = useCallback(
    (errors: ClientFormErrors) => {
      const field = CLIENT_FORM_FIELDS.find((name) => errors[name]);
      if (field) form.getInputNode(field)?.focus();
    },
    [form],
  );

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (!session || saving || !ready) return;
      const values = form.getValues();
      const base = stored
        ? storedBase(stored)
        : newClientBase(values.uuid, session.companyId, session.sellerCode);
      const document = documentOf(values.personType, values.document);
      const duplicate = document ? await findDuplicateClient(document, values.uuid) : null;
      const result = validateClient(values, base, duplicate);
      setOtherErrors(result.other);
      if (!result.client) {
        form.setErrors(result.errors);
        focusFirst(result.errors);
        return;
      }
      setSaving(true);
      setSaveFailed(false);
      try {
        const entryId = await saveClient(result.client, stored);
        pendingDraft.current = null;
        if (draftTimer.current) clearTimeout(draftTimer.current);
        await removeDraft(key);
        onSaved(result.client, entryId);
      } catch (error) {
        console.error('[rota] cliente não salvo:', error);
        setSaveFailed(true);
      } finally {
        setSaving(false);
      }
    },
    [session, saving, ready, form, stored, key, focusFirst, onSaved],
  );

  const refused = refusedClient
    ? {
        message: refusedClient.last_error ?? '',
        other: toFormErrors(refusedClient.errors ?? {}).other,
      }
    : null;

  return {
    form,
    ready,
    missing: mode === 'edit' && loaded && !stored,
    stored,
    draftRestored,
    discardDraft,
    refused,
    otherErrors,
    saving,
    saveFailed,
    submit,
  };
}
