import type { UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import type { ClientFormValues } from '../model/client-form-values.ts';
import { LOOKUP_FIELDS, type LookupValues } from '../model/lookup-changes.ts';
import { cepToLookUp, cnpjToLookUp, pickLookupFields } from '../model/lookup-fields.ts';
import { digitsOf } from '../model/masks.ts';
import type { CityList } from './use-city-list.ts';
import { useClientLookups } from './use-client-lookups.ts';
import { useLookupAutofill } from './use-lookup-autofill.ts';
import { type LookupReviewItem, useLookupReviews } from './use-lookup-reviews.ts';

/**
 * The client form's lookups: the CNPJ of a new company (as soon as it is valid) and the CEP (as
 * soon as it is complete) fill the form; answers of lookups queued earlier for this client are
 * offered for review ("Aplicar" fills the form, the seller then saves).
 */
export function useClientAutofill(
  form: UseFormReturnType<ClientFormValues>,
  mode: 'create' | 'edit',
  ready: boolean,
  cities: CityList | null,
) {
  const values = form.getValues();
  const current = useCallback(() => pickLookupFields(form.getValues()), [form]);
  const fillFields = useCallback(
    (filled: LookupValues) => {
      for (const field of LOOKUP_FIELDS) {
        const value = filled[field];
        if (value !== undefined) form.setFieldValue(field, value);
      }
    },
    [form],
  );
  const target = { client_uuid: values.uuid };
  const cep = useLookupAutofill({
    kind: 'cep',
    value: cepToLookUp(values.cep),
    enabled: ready,
    target,
    current,
    fill: fillFields,
    cities,
  });
  const skipCep = cep.skip;
  const cnpj = useLookupAutofill({
    kind: 'cnpj',
    value: mode === 'create' ? cnpjToLookUp(values) : null,
    enabled: ready,
    target,
    current,
    fill: (filled) => {
      // The CEP the registry gave is not looked up again.
      if (filled.cep) skipCep(digitsOf(filled.cep));
      fillFields(filled);
    },
    cities,
  });

  const { lookups, discard } = useClientLookups(ready ? values.uuid : undefined);
  const reviews = useLookupReviews(lookups, null, pickLookupFields(values), cities);
  const applyReview = useCallback(
    (item: LookupReviewItem) => {
      fillFields(Object.fromEntries(item.changes.map((change) => [change.field, change.to])));
      if (item.row.id !== undefined) void discard(item.row.id);
    },
    [fillFields, discard],
  );
  const discardReview = useCallback(
    (item: LookupReviewItem) => {
      if (item.row.id !== undefined) void discard(item.row.id);
    },
    [discard],
  );
  return { cep, cnpj, reviews, applyReview, discardReview };
}
