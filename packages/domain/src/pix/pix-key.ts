import { z } from 'zod';
import { isValidCnpj } from '../document/cnpj.ts';
import { isValidCpf } from '../document/cpf.ts';
import { fieldError } from '../shared/messages.ts';

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'random'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

/** The longest key the DICT holds (an e-mail), and so the longest field 26-01 carries. */
export const PIX_KEY_MAX = 77;

const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE_KEY = /^\+55[1-9]{2}9?\d{8}$/;
const EMAIL_KEY = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/**
 * The type of a Pix key written the way the DICT (the Banco Central's key directory) stores it,
 * or null when it is not one: a CPF or CNPJ as its 11 or 14 characters with valid check digits,
 * a phone as `+55` with area code and number, an e-mail in lower case, a random key (EVP) as a
 * lower-case UUID. An 11-digit text is a CPF, never a phone (a phone key has its `+55`).
 */
export function pixKeyType(key: string): PixKeyType | null {
  if (key.length === 0 || key.length > PIX_KEY_MAX) return null;
  if (/^\d{11}$/.test(key)) return isValidCpf(key) ? 'cpf' : null;
  if (/^[0-9A-Z]{12}\d{2}$/.test(key)) return isValidCnpj(key) ? 'cnpj' : null;
  if (PHONE_KEY.test(key)) return 'phone';
  if (RANDOM_KEY.test(key)) return 'random';
  return EMAIL_KEY.test(key) ? 'email' : null;
}

/** A company's Pix key as stored: trimmed, and one of the DICT's five forms (`pixKeyType`). */
export const pixKeySchema = z
  .string()
  .trim()
  .refine((key) => pixKeyType(key) !== null, {
    error: fieldError(
      'Chave Pix inválida: use CPF ou CNPJ só com números, celular como +5511987654321, e-mail em minúsculas ou chave aleatória',
    ),
  });
