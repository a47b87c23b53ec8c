import { isValidStateRegistration } from '@rota/domain';
import type { Random } from './random.ts';

/**
 * Brazilian document numbers for the demo seed, drawn from the seeded generator with their
 * check digits computed here (the library's `generateCnpj`/`generateCpf` use `Math.random`, so
 * two fresh databases would differ).
 */

/** Modulo-11 check digit over the digits, weighted right to left by `weights`. */
function mod11(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits.charAt(i)) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The 14-digit CNPJ of a 12-digit base (8-digit root + 4-digit branch). */
export function cnpjWithCheckDigits(base: string): string {
  if (!/^\d{12}$/.test(base)) throw new Error(`base de CNPJ inválida: ${base}`);
  const first = mod11(base, CNPJ_WEIGHTS_1);
  const second = mod11(`${base}${first}`, CNPJ_WEIGHTS_2);
  return `${base}${first}${second}`;
}

/** The 11-digit CPF of a 9-digit base. */
export function cpfWithCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new Error(`base de CPF inválida: ${base}`);
  const first = mod11(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = mod11(`${base}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${second}`;
}

/** A numeric CNPJ of a head office (branch 0001) or, now and then, a branch. */
export function randomCnpj(random: Random): string {
  let root = random.digits(8);
  while (/^(\d)\1{7}$/.test(root)) root = random.digits(8);
  const branch = random.chance(0.9) ? '0001' : `000${random.int(2, 9)}`;
  return cnpjWithCheckDigits(`${root}${branch}`);
}

export function randomCpf(random: Random): string {
  let base = random.digits(9);
  while (/^(\d)\1{8}$/.test(base)) base = random.digits(9);
  return cpfWithCheckDigits(base);
}

/** EAN-13 with the GS1 Brasil prefix 789 and its check digit. */
export function ean13(random: Random): string {
  const body = `789${random.digits(9)}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body.charAt(i)) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** Length and fixed prefix of each state's inscrição estadual (the check digits vary by state). */
const IE_SHAPES: Record<string, { length: number; prefix: string }> = {
  AC: { length: 13, prefix: '01' },
  AL: { length: 9, prefix: '24' },
  AM: { length: 9, prefix: '04' },
  AP: { length: 9, prefix: '03' },
  BA: { length: 9, prefix: '' },
  CE: { length: 9, prefix: '06' },
  DF: { length: 13, prefix: '07' },
  ES: { length: 9, prefix: '08' },
  GO: { length: 9, prefix: '10' },
  MA: { length: 9, prefix: '12' },
  MG: { length: 13, prefix: '' },
  MS: { length: 9, prefix: '28' },
  MT: { length: 11, prefix: '' },
  PA: { length: 9, prefix: '15' },
  PB: { length: 9, prefix: '16' },
  PE: { length: 9, prefix: '' },
  PI: { length: 9, prefix: '19' },
  PR: { length: 10, prefix: '' },
  RJ: { length: 8, prefix: '' },
  RN: { length: 9, prefix: '20' },
  RO: { length: 14, prefix: '' },
  RR: { length: 9, prefix: '24' },
  RS: { length: 10, prefix: '0' },
  SC: { length: 9, prefix: '25' },
  SE: { length: 9, prefix: '27' },
  SP: { length: 12, prefix: '' },
  TO: { length: 9, prefix: '29' },
};

/**
 * A state registration (inscrição estadual) valid for the state, found by drawing digits until
 * the state's check digits agree by the rule the device and the server check
 * (`isValidStateRegistration`); null when no draw agrees within the attempts (the field is
 * optional, so a client without one is still a valid client).
 */
export function randomStateRegistration(random: Random, state: string, attempts = 3000): string | null {
  const shape = IE_SHAPES[state];
  if (!shape) return null;
  for (let i = 0; i < attempts; i++) {
    const value = `${shape.prefix}${random.digits(shape.length - shape.prefix.length)}`;
    if (isValidStateRegistration(value, state)) return value;
  }
  return null;
}
