import { z } from 'zod';
import { fieldError, messages } from '../shared/messages.ts';

/** The pt-BR message of a plate that is neither the old pattern nor Mercosul's. */
export const invalidPlateMessage = 'Placa inválida: use o padrão ABC-1234 ou o Mercosul ABC1D23';

/** A Brazilian plate once normalised: three letters, a digit, a letter or digit, two digits. */
const PLATE = /^[A-Z]{3}\d[A-Z0-9]\d{2}$/;

/**
 * A plate as typed (`abc-1234`, `ABC 1D23`) in the one form stored: upper case, without the
 * hyphen or spaces. Covers both patterns in use: the old one (`ABC1234`) and Mercosul's
 * (`ABC1D23`), which differs only in the fifth character being a letter.
 */
export function normalizePlate(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** A plate for display: the old pattern with its hyphen (`ABC-1234`), Mercosul's as it is. */
export function formatPlate(plate: string): string {
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** Wire form of a plate: normalised (`ABC1234`, `ABC1D23`). */
export const plateSchema = z.string().regex(PLATE, { error: fieldError(invalidPlateMessage) });

/** What a person types: hyphen, spaces and any case allowed; parsed to the wire form. */
export const plateInputSchema = z
  .string()
  .trim()
  .min(1, { error: fieldError(messages.required) })
  .transform(normalizePlate)
  .pipe(plateSchema);
