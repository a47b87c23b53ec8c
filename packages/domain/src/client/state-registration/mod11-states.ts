import type { StateAbbreviation } from '../../city/states.ts';
import { checkDigit, descendingWeights } from './check-digit.ts';
import { hasShape, type StateRule } from './state-rule.ts';

/** `length` digits, the last one `checkDigit` of the others with `weights` (9…2 by default). */
function lastDigitRule(
  length: number,
  prefixes: readonly string[] = [],
  weights?: readonly number[],
): StateRule {
  const used = weights ?? descendingWeights(length - 1);
  return (value) =>
    hasShape(value, length, prefixes) && checkDigit(value.slice(0, -1), used) === Number(value.at(-1));
}

/** The first rule that accepts the value wins (states with an old and a new format). */
function anyOf(...rules: StateRule[]): StateRule {
  return (value) => rules.some((rule) => rule(value));
}

/**
 * Zero-padded on the left up to `length` first, from `shortest` digits on: people drop the leading
 * zeros of a long number, and some states printed it without them.
 */
function padded(shortest: number, length: number, rule: StateRule): StateRule {
  return (value) => value.length >= shortest && /^\d+$/.test(value) && rule(value.padStart(length, '0'));
}

/**
 * Tocantins before 2002: 11 digits whose 3rd and 4th are the category (01 produtor rural,
 * 02 industry and commerce, 03 empresas rudimentares, 99 special); the check digit leaves them out.
 */
const tocantinsOld: StateRule = (value) =>
  hasShape(value, 11) &&
  ['01', '02', '03', '99'].includes(value.slice(2, 4)) &&
  checkDigit(value.slice(0, 2) + value.slice(4, 10), descendingWeights(8)) === Number(value[10]);

/**
 * The states whose inscrição has one modulo-11 check digit (`checkDigit`: 11 − remainder, 10 and
 * 11 read as 0), by the SINTEGRA table of each state. Alagoas' and Rio Grande do Norte's tables
 * write it as (sum × 10) mod 11, which is the same digit. Prefixes are checked only where the
 * state fixes them, and include the series the states opened later (Pará 75).
 */
export const mod11States = {
  AL: lastDigitRule(9, ['24']),
  AM: lastDigitRule(9),
  CE: lastDigitRule(9),
  ES: lastDigitRule(9),
  MA: lastDigitRule(9, ['12']),
  MS: lastDigitRule(9, ['28']),
  // 11 digits; registrations issued with 9 or 10 are the same numbers without their leading zeros.
  MT: padded(9, 11, lastDigitRule(11, [], [3, 2, 9, 8, 7, 6, 5, 4, 3, 2])),
  PA: lastDigitRule(9, ['15', '75']),
  PB: lastDigitRule(9),
  PI: lastDigitRule(9),
  RJ: lastDigitRule(8, [], [2, 7, 6, 5, 4, 3, 2]),
  // 9 digits (older) or 10 (current), both starting with 20.
  RN: anyOf(lastDigitRule(9, ['20']), lastDigitRule(10, ['20'])),
  // 10 digits: municipality (3) and number. No municipality range: MEIs got registrations
  // starting with 8 in 2024, outside the 001–467 codes.
  RS: lastDigitRule(10, [], [2, 9, 8, 7, 6, 5, 4, 3, 2]),
  SC: lastDigitRule(9),
  SE: lastDigitRule(9),
  // 9 digits since 2002; the 11-digit ones with a category are still in use.
  TO: anyOf(lastDigitRule(9), tocantinsOld),
} satisfies Partial<Record<StateAbbreviation, StateRule>>;
