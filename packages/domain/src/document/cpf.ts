import { formatCpf as libFormatCpf, isValidCpf as libIsValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';

export function normalizeCpf(value: string): string {
  return value.replace(/\D/g, '');
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
