import { crc16CcittFalse } from './crc16.ts';
import { pixKeyType } from './pix-key.ts';

/** Field limits of the BR Code (Manual do BR Code; Manual de Padrões para Iniciação do Pix). */
export const PIX_LIMITS = {
  merchantName: 25,
  merchantCity: 15,
  txid: 25,
  /** Field 54 holds at most 13 characters: 9999999999.99. */
  amountCents: 999_999_999_999,
} as const;

export interface PixCharge {
  /** The receiver's key, as the DICT stores it (`pixKeyType`). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** In centavos; 0 leaves the amount for the payer to type. */
  amountCents: number;
  /** What the receiver's bank shows beside the payment: letters and digits, up to 25. */
  txid: string;
}

/** Why a charge cannot be written as a BR Code; the screens say it in pt-BR. */
export type PixChargeProblem = 'invalid_key' | 'no_merchant_name' | 'no_merchant_city' | 'invalid_amount';

export class PixChargeError extends Error {
  constructor(readonly problem: PixChargeProblem) {
    super(`Pix charge: ${problem}`);
    this.name = 'PixChargeError';
  }
}

/** One EMV field: its id, its length in two digits, its value. */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * A name or city as the BR Code carries it: accents taken off (the EMV common character set is
 * ASCII), anything else outside printable ASCII dropped, spaces collapsed, cut to the field's
 * limit and never ending in a space.
 */
export function pixText(text: string, limit: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, limit)
    .trimEnd();
}

/** Centavos as field 54 writes them: a dot and always two decimals (`100.50`). */
function pixAmount(cents: number): string {
  const reais = Math.floor(cents / 100);
  return `${reais}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * The static Pix BR Code ("Pix copia e cola", and what the QR code holds) of a charge, field by
 * field as the Banco Central defines it: payload format 01, the merchant account template 26
 * (GUI `br.gov.bcb.pix` and the key), category 0000, currency 986 (real), the amount when there is
 * one, country BR, name and city within their lengths, the txid in template 62 (`***` when none
 * is usable), and the CRC16 of everything before it, `6304` included.
 */
export function pixBrCode(charge: PixCharge): string {
  if (pixKeyType(charge.key) === null) throw new PixChargeError('invalid_key');
  const name = pixText(charge.merchantName, PIX_LIMITS.merchantName);
  if (!name) throw new PixChargeError('no_merchant_name');
  const city = pixText(charge.merchantCity, PIX_LIMITS.merchantCity);
  if (!city) throw new PixChargeError('no_merchant_city');
  const { amountCents } = charge;
  if (!Number.isSafeInteger(amountCents) || amountCents < 0 || amountCents > PIX_LIMITS.amountCents) {
    throw new PixChargeError('invalid_amount');
  }
  const txid = /^[A-Za-z0-9]{1,25}$/.test(charge.txid) ? charge.txid : '***';
  const payload = [
    field('00', '01'),
    field('26', field('00', 'br.gov.bcb.pix') + field('01', charge.key)),
    field('52', '0000'),
    field('53', '986'),
    amountCents > 0 ? field('54', pixAmount(amountCents)) : '',
    field('58', 'BR'),
    field('59', name),
    field('60', city),
    field('62', field('05', txid)),
    '6304',
  ].join('');
  return payload + crc16CcittFalse(payload);
}
