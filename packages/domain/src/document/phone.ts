import { z } from 'zod';
import { fieldError } from '../shared/messages.ts';

/**
 * A Brazilian phone as stored: area code and number, digits only (10 or 11). What people paste
 * is read to it: the mask (`(11) 98765-4321`), the country code (`+55 11 98765-4321`,
 * `0055…`), the trunk zero before the area code (`(011) 3456-7890`), any spaces and dashes.
 * The country code goes only from a number that is too long without it (12 or 13 digits), since
 * 55 is also an area code (Santa Maria, RS).
 */
export function normalizePhone(text: string): string {
  const digits = text.normalize('NFKC').replace(/\D/g, '').replace(/^0+/, '');
  return (digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** Wire form of a phone: 10 or 11 digits; a pasted number is read to it first (`normalizePhone`). */
export const phoneSchema = z
  .string()
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\d{10,11}$/, { error: fieldError('Telefone inválido') }));
