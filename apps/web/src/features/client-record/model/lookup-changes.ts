import type { CepLookup, CnpjLookup } from '@rota/contract';
import { emailSchema, formatCep } from '@rota/domain';
import type { LookupKind } from '#lib/db/my-pwa-db.ts';
import type { AddressValues } from './address-form-values.ts';
import { digitsOf, maskPhone } from './masks.ts';

/**
 * Fields a lookup may fill: the address, and for a CNPJ the names and contacts too. In the order
 * an answer lists them (`cnpjValues`; a CEP's are in the same order), which is the order its
 * changes are shown in.
 */
export const LOOKUP_FIELDS = [
  'name',
  'fantasy_name',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'state',
  'city_iso',
  'phone',
  'email',
] as const satisfies readonly (keyof AddressValues | 'name' | 'fantasy_name' | 'email' | 'phone')[];

export type LookupField = (typeof LOOKUP_FIELDS)[number];

export type LookupValues = Partial<Record<LookupField, string>>;

/** One field a lookup would change: what the form or the client has, and what the answer says. */
export interface FieldChange {
  field: LookupField;
  from: string;
  to: string;
}

/** The municipality's IBGE code from a UF and a city name (the registry sends no code). */
export type CityIsoOf = (state: string, title: string) => string | null;

/** A CEP answer as form values: street, district, UF and city (by its IBGE code). */
export function cepValues(result: CepLookup): LookupValues {
  return {
    cep: formatCep(digitsOf(result.cep)),
    street: result.street,
    district: result.district,
    state: result.state.toUpperCase(),
    city_iso: result.city_iso,
  };
}

/**
 * A CNPJ answer as form values: razão social, fantasia, the address (the city matched by name in
 * its UF), phone and e-mail (each only when it is one). `fantasy` keeps the nome fantasia alone
 * (canRequeryFantasy's "Consultar CNPJ" on a stored client).
 */
export function cnpjValues(
  result: CnpjLookup,
  cityIsoOf: CityIsoOf,
  purpose: 'autofill' | 'fantasy',
): LookupValues {
  if (purpose === 'fantasy') return { fantasy_name: result.fantasy_name };
  const state = result.state.trim().toUpperCase();
  const phone = digitsOf(result.phone).slice(0, 11);
  const email = result.email.trim().toLowerCase();
  return {
    name: result.name,
    fantasy_name: result.fantasy_name,
    cep: formatCep(digitsOf(result.cep)),
    street: result.street,
    number: result.number,
    complement: result.complement,
    district: result.district,
    state,
    city_iso: (state && cityIsoOf(state, result.city)) ?? '',
    phone: phone.length >= 10 ? maskPhone(phone) : '',
    email: emailSchema.safeParse(email).success ? email : '',
  };
}

/** A lookup answer as form values, whatever its kind. */
export function lookupValues(
  kind: LookupKind,
  result: CepLookup | CnpjLookup,
  cityIsoOf: CityIsoOf,
  purpose: 'autofill' | 'fantasy' = 'autofill',
): LookupValues {
  return kind === 'cep'
    ? cepValues(result as CepLookup)
    : cnpjValues(result as CnpjLookup, cityIsoOf, purpose);
}

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('pt-BR') === b.trim().toLocaleLowerCase('pt-BR');

/**
 * Splits what an answer brings into what can be filled at once (the field is empty) and what
 * would overwrite something typed (shown as "atual → novo" for the person to decide). Empty
 * answers and equal values change nothing.
 */
export function splitLookupValues(
  current: Partial<Record<LookupField, string>>,
  proposed: LookupValues,
): { fill: LookupValues; conflicts: FieldChange[] } {
  const fill: LookupValues = {};
  const conflicts: FieldChange[] = [];
  for (const key of LOOKUP_FIELDS) {
    const to = proposed[key]?.trim() ?? '';
    if (to === '') continue;
    const from = current[key] ?? '';
    if (from.trim() === '') fill[key] = to;
    else if (!same(from, to)) conflicts.push({ field: key, from, to });
  }
  return { fill, conflicts };
}

/** Every change an answer would make to a stored record (empty fields filled or values replaced). */
export function lookupChanges(
  current: Partial<Record<LookupField, string>>,
  proposed: LookupValues,
): FieldChange[] {
  const { fill, conflicts } = splitLookupValues(current, proposed);
  const filled = LOOKUP_FIELDS.flatMap((field) => {
    const to = fill[field];
    return to === undefined ? [] : [{ field, from: '', to }];
  });
  return [...filled, ...conflicts];
}

/** The form values after the changes are applied. */
export function applyChanges<V extends Partial<Record<LookupField, string>>>(
  values: V,
  changes: FieldChange[],
): V {
  const next = { ...values };
  for (const change of changes) (next as Record<string, string>)[change.field] = change.to;
  return next;
}

/** Registry situations that must be seen before selling (the company is closed or irregular). */
export const IRREGULAR_SITUATIONS = ['BAIXADA', 'INAPTA', 'SUSPENSA', 'NULA'] as const;

export function isIrregularSituation(situation: string): boolean {
  const folded = situation.trim().toUpperCase();
  return IRREGULAR_SITUATIONS.some((irregular) => irregular === folded);
}
