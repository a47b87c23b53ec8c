import { isValidCep, isValidCnpj } from '@rota/domain';
import type { ClientFormValues } from './client-form-values.ts';
import { LOOKUP_FIELDS, type LookupField, type LookupValues } from './lookup-changes.ts';
import { digitsOf, documentOf } from './masks.ts';

/** The fields of a form a lookup may change, as they are now. */
export function pickLookupFields(values: Partial<Record<LookupField, string>>): LookupValues {
  const picked: LookupValues = {};
  for (const field of LOOKUP_FIELDS) if (values[field] !== undefined) picked[field] = values[field];
  return picked;
}

/** The CNPJ to look up: a company's, complete and valid (numeric or alphanumeric); else null. */
export function cnpjToLookUp(values: Pick<ClientFormValues, 'personType' | 'document'>): string | null {
  if (values.personType !== 'PJ') return null;
  const document = documentOf('PJ', values.document);
  return document.length === 14 && isValidCnpj(document) ? document : null;
}

/** The CEP to look up: 8 digits of a valid CEP; else null. */
export function cepToLookUp(cep: string): string | null {
  const digits = digitsOf(cep);
  return digits.length === 8 && isValidCep(digits) ? digits : null;
}
