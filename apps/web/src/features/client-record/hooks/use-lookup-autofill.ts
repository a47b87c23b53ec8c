import type { CnpjLookup } from '@rota/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LookupKind } from '#lib/db/my-pwa-db.ts';
import type { RetryableFailure } from '#lib/lookups/index.ts';
import { type LookupTarget, requestLookup } from '../api/request-lookup.ts';
import {
  type FieldChange,
  type LookupValues,
  lookupValues,
  splitLookupValues,
} from '../model/lookup-changes.ts';
import type { CityList } from './use-city-list.ts';

export type AutofillState =
  | { status: 'idle' }
  | { status: 'looking' }
  /** Empty fields were filled; `conflicts` would overwrite what was typed (asked first). */
  | { status: 'filled'; conflicts: FieldChange[]; situation: string | null }
  | { status: 'queued'; reason: RetryableFailure; retryAt: Date | null }
  | { status: 'not_found' }
  | { status: 'failed'; message: string };

export interface LookupAutofillOptions {
  kind: LookupKind;
  /** The complete, valid CEP or CNPJ to look up (without mask), or null while it is not. */
  value: string | null;
  /** Off until the form has its values: the value it opened with is never looked up again. */
  enabled: boolean;
  target: LookupTarget;
  /** The form's values now (read when the answer arrives). */
  current: () => LookupValues;
  /** Puts values in the form. */
  fill: (values: LookupValues) => void;
  cities: CityList | null;
}

/**
 * Looks up a CEP or CNPJ as soon as it is complete, and fills the form from the answer: empty
 * fields at once, fields already typed only after "Aplicar" (the conflicts, "atual → novo").
 * Offline or with the service busy the lookup is queued (`requestLookup`) and the state says so;
 * the form saves normally meanwhile.
 */
export function useLookupAutofill(options: LookupAutofillOptions) {
  const { kind, value, enabled, target, cities } = options;
  const [state, setState] = useState<AutofillState>({ status: 'idle' });
  const asked = useRef<string | null | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const clientUuid = target.client_uuid;
  const addressUuid = target.address_uuid ?? null;
  const purpose = target.purpose ?? 'autofill';
  useEffect(() => {
    if (!enabled) return;
    if (asked.current === undefined) {
      // The value the form opened with (a stored client's CEP) is not looked up again.
      asked.current = value;
      return;
    }
    if (value === asked.current) return;
    asked.current = value;
    if (value === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'looking' });
    requestLookup(
      kind,
      value,
      { client_uuid: clientUuid, address_uuid: addressUuid, purpose },
      controller.signal,
    )
      .then((answer) => {
        if (controller.signal.aborted) return;
        if (answer.status !== 'ok') {
          setState(answer);
          return;
        }
        const isoOf = latest.current.cities?.isoOf ?? (() => null);
        const proposed = lookupValues(kind, answer.result, isoOf);
        const { fill, conflicts } = splitLookupValues(latest.current.current(), proposed);
        latest.current.fill(fill);
        const situation = kind === 'cnpj' ? (answer.result as CnpjLookup).situation || null : null;
        setState({ status: 'filled', conflicts, situation });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: String(error) });
      });
    return () => controller.abort();
  }, [enabled, value, kind, clientUuid, addressUuid, purpose]);

  const applyConflicts = useCallback(() => {
    setState((previous) => {
      if (previous.status !== 'filled') return previous;
      latest.current.fill(Object.fromEntries(previous.conflicts.map((change) => [change.field, change.to])));
      return { ...previous, conflicts: [] };
    });
  }, []);
  const dismissConflicts = useCallback(
    () => setState((previous) => (previous.status === 'filled' ? { ...previous, conflicts: [] } : previous)),
    [],
  );

  /** Takes `skipped` as already looked up (a CEP a CNPJ answer just filled in). */
  const skip = useCallback((skipped: string) => {
    asked.current = skipped;
  }, []);

  return { state, applyConflicts, dismissConflicts, skip, citiesReady: cities !== null };
}
