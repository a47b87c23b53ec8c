import type { CnpjLookup } from '@rota/contract';
import { useMemo } from 'react';
import type { LookupRow } from '#lib/db/my-pwa-db.ts';
import { type FieldChange, type LookupValues, lookupChanges, lookupValues } from '../model/lookup-changes.ts';
import type { CityList } from './use-city-list.ts';

/** A lookup of the queue as a screen shows it: waiting, answered (with what it would change), or settled. */
export interface LookupReviewItem {
  row: LookupRow;
  changes: FieldChange[];
  /** A CNPJ answer's registry situation. */
  situation: string | null;
}

/**
 * The lookups of one record (the client: `addressUuid` null; or one delivery address) with what
 * each answer would change in `current` (the form's values, or the stored record's).
 */
export function useLookupReviews(
  lookups: LookupRow[],
  addressUuid: string | null,
  current: LookupValues,
  cities: CityList | null,
): LookupReviewItem[] {
  const key = JSON.stringify(current);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `current`.
  return useMemo(
    () =>
      lookups
        .filter((row) => row.address_uuid === addressUuid)
        .map((row) => {
          if (row.status !== 'ready' || !row.result) return { row, changes: [], situation: null };
          const proposed = lookupValues(row.kind, row.result, cities?.isoOf ?? (() => null), row.purpose);
          return {
            row,
            changes: lookupChanges(current, proposed),
            situation: row.kind === 'cnpj' ? (row.result as CnpjLookup).situation || null : null,
          };
        }),
    [lookups, addressUuid, key, cities],
  );
}
