// Each function's own entry, not the package index (see cpf.ts).
import { formatCep as libFormatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { isValidCep as libIsValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';

/** Digits only, whatever surrounds them (compatibility forms such as full-width digits read as digits). */
export function normalizeCep(value: string): string {
  return value.normalize('NFKC').replace(/\D/g, '');
}

export function isValidCep(value: string): boolean {
  return libIsValidCep(value);
}

/** `01310100` -> `01310-100`. */
export function formatCep(value: string): string {
  return libFormatCep(normalizeCep(value));
}

/** Wire form: 8 digits, no mask. */
export const cepSchema = z
  .string()
  .regex(/^\d{8}$/, { error: fieldError(messages.invalidCep), abort: true })
  .refine(isValidCep, { error: fieldError(messages.invalidCep) });

/** A CEP as typed or pasted (`01310-100`, `01.310 100`): read to the wire form, then checked. */
export const cepInputSchema = z.string().transform(normalizeCep).pipe(cepSchema);
