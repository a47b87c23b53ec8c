// Each function's own entry, not the package index: the login's chunk (CNPJ helpers) stays
// without the CPF ones, which load with the screens that use them.
import { formatCpf as libFormatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';

/** Digits only, whatever surrounds them (compatibility forms such as full-width digits read as digits). */
export function normalizeCpf(value: string): string {
  return value.normalize('NFKC').replace(/\D/g, '');
}

export function isValidCpf(value: string): boolean {
  return libIsValidCpf(value);
}

export function formatCpf(value: string): string {
  return libFormatCpf(normalizeCpf(value));
}

/** Wire form: 11 digits, no mask, valid check digits. */
export const cpfSchema = z
  .string()
  .regex(/^\d{11}$/, { error: fieldError(messages.invalidCpf), abort: true })
  .refine(isValidCpf, { error: fieldError(messages.invalidCpf) });
