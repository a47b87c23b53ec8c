import { z } from 'zod';

/**
 * The order number a seller says on the phone, "V001-0042" (docs/domain.md "Order numbers"): the
 * series of the device it was made on, then the device's own count. The server gives each device
 * a series of its own in the company at its first login, so two devices (of one seller or of two)
 * never number alike, even offline; the device counts alone, from the highest number the server
 * holds for its series, so a reinstall carries on instead of starting over.
 */
export const orderNumberSchema = z
  .string()
  .regex(/^V\d{3,}-\d{4,}$/, 'O número do pedido deve ser como V001-0042');

const SERIES_DIGITS = 3;
const SEQUENCE_DIGITS = 4;

/** What every number of a series starts with: "V001-" for series 1. */
export function orderNumberPrefix(series: number): string {
  if (!Number.isSafeInteger(series) || series < 1) throw new RangeError(`série inválida: ${series}`);
  return `V${String(series).padStart(SERIES_DIGITS, '0')}-`;
}

/** "V001-0042" for series 1, sequence 42; a series above 999 or a count above 9999 just grows. */
export function formatOrderNumber(series: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`sequência inválida: ${sequence}`);
  return `${orderNumberPrefix(series)}${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The series and sequence of an order number, or null when the text is not one. */
export function parseOrderNumber(text: string): { series: number; sequence: number } | null {
  const match = /^V(\d{3,})-(\d{4,})$/.exec(text.trim().toUpperCase());
  if (!match?.[1] || !match[2]) return null;
  return { series: Number(match[1]), sequence: Number(match[2]) };
}

/**
 * The next sequence of a device's series: one past the highest it numbered itself or the server
 * has seen from it, so neither a lost local count nor a count behind the server repeats a number.
 */
export function nextOrderSequence(localLast: number, serverLast: number): number {
  return Math.max(localLast, serverLast, 0) + 1;
}

/**
 * What names a sale for people: its order number, or (a sale made before numbers existed) the
 * first block of its uuid in capitals.
 */
export function orderLabel(sale: { uuid: string; number?: string | null }): string {
  return sale.number ?? sale.uuid.slice(0, 8).toUpperCase();
}
