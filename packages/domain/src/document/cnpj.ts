import { formatCnpj as libFormatCnpj, isValidCnpj as libIsValidCnpj } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';
import { stripPastedSeparators } from './pasted-text.ts';

/**
 * CNPJ rules. Since July 2026 (IN RFB 2.229/2024) a CNPJ may be alphanumeric
 * (`12.ABC.345/01DE-35`), so a CNPJ is always a 14-character string, never a number,
 * and both forms are accepted everywhere (`version: 2` of @brazilian-utils).
 */
const CNPJ_VERSION = { version: 2 } as const;

/**
 * Strips the mask and whatever a paste brings (no-break spaces, en dashes, zero-width
 * characters: `stripPastedSeparators`) and upper-cases: `12.abc.345/01de–35` -> `12ABC34501DE35`.
 */
export function normalizeCnpj(value: string): string {
  return stripPastedSeparators(value).toUpperCase();
}

export function isValidCnpj(value: string): boolean {
  return libIsValidCnpj(value, CNPJ_VERSION);
}

/** `12ABC34501DE35` -> `12.ABC.345/01DE-35`; partial input is masked as far as it goes. */
export function formatCnpj(value: string): string {
  return libFormatCnpj(normalizeCnpj(value), CNPJ_VERSION);
}

/** Wire form: 14 characters, no mask, upper case, valid check digits. */
export const cnpjSchema = z
  .string()
  .regex(/^[0-9A-Z]{12}\d{2}$/, { error: fieldError(messages.invalidCnpj), abort: true })
  .refine(isValidCnpj, { error: fieldError(messages.invalidCnpj) });

/** What a person types: masked or not, any case; parsed to the wire form. */
export const cnpjInputSchema = z
  .string()
  .trim()
  .min(1, { error: fieldError(messages.required) })
  .transform(normalizeCnpj)
  .pipe(cnpjSchema);
