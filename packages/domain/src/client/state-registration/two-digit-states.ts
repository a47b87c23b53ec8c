import type { StateAbbreviation } from '../../city/states.ts';
import { checkDigit, descendingWeights, weightedSum } from './check-digit.ts';
import { hasShape, type StateRule } from './state-rule.ts';

/**
 * `length` digits ending in two modulo-11 digits: the first over the base with `first` weights,
 * the second over the base and the first digit with `second` weights.
 */
function twoDigitRule(
  length: number,
  prefixes: readonly string[],
  first: readonly number[],
  second: readonly number[],
): StateRule {
  return (value) => {
    if (!hasShape(value, length, prefixes)) return false;
    const d1 = checkDigit(value.slice(0, length - 2), first);
    return (
      d1 === Number(value[length - 2]) &&
      checkDigit(value.slice(0, length - 1), second) === Number(value[length - 1])
    );
  };
}

const WEIGHTS_13 = [4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_13_SECOND = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const pernambucoEfisco = twoDigitRule(9, [], descendingWeights(7), descendingWeights(8));

/**
 * Pernambuco: the 9-digit eFisco number (two digits, weights 8…2 then 9…2), and the 14-digit
 * one of the old CACEPE, still printed on many documents: one digit, weights 5, 4, 3, 2, 1, 9…2,
 * and 11 − remainder minus 10 when over 9.
 */
const pernambuco: StateRule = (value) => {
  if (hasShape(value, 9)) return pernambucoEfisco(value);
  if (!hasShape(value, 14)) return false;
  const digit = 11 - (weightedSum(value, [5, 4, 3, 2, 1, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
  return (digit > 9 ? digit - 10 : digit) === Number(value[13]);
};

/**
 * Minas Gerais: 13 digits (zero-padded when typed shorter: the municipality code often starts
 * with 0). The first digit: a 0 goes in after the municipality's 3 digits, weights 1, 2, 1, 2…,
 * the digits of the products are added, and the digit is what takes the sum to the next ten. The
 * second: weights 3, 2, 11…2 over the 12 digits, modulo 11.
 */
const minasGerais: StateRule = (typed) => {
  if (!/^\d{11,13}$/.test(typed)) return false;
  const value = typed.padStart(13, '0');
  const spread = `${value.slice(0, 3)}0${value.slice(3, 11)}`;
  let sum = 0;
  for (let i = 0; i < spread.length; i++) {
    const product = Number(spread[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 10) + (product % 10);
  }
  const d1 = (10 - (sum % 10)) % 10;
  if (d1 !== Number(value[11])) return false;
  return checkDigit(value.slice(0, 12), [3, 2, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(value[12]);
};

/**
 * Bahia: 8 digits (6 + 2) or 9 (7 + 2). The digit that decides the modulus is the first of an
 * 8-digit number, the second of a 9-digit one: 0–5 or 8 modulo 10, 6, 7 or 9 modulo 11. The
 * second check digit is computed first, over the base; the first over the base and the second.
 */
const bahia: StateRule = (value) => {
  if (!/^\d{8,9}$/.test(value)) return false;
  const base = value.slice(0, -2);
  const decider = value.length === 8 ? value[0] : value[1];
  const modulus = decider === '6' || decider === '7' || decider === '9' ? 11 : 10;
  const digitOf = (digits: string) => {
    const remainder = weightedSum(digits, descendingWeights(digits.length)) % modulus;
    if (modulus === 10) return remainder === 0 ? 0 : 10 - remainder;
    return remainder <= 1 ? 0 : 11 - remainder;
  };
  const d2 = digitOf(base);
  return d2 === Number(value.at(-1)) && digitOf(base + String(d2)) === Number(value.at(-2));
};

/** São Paulo's digit: the sum modulo 11, its units digit (a remainder of 10 gives 0). */
function saoPauloDigit(digits: string, weights: readonly number[]): number {
  return (weightedSum(digits, weights) % 11) % 10;
}

const SP_FIRST = [1, 3, 4, 5, 6, 7, 8, 10];
const SP_SECOND = [3, 2, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * São Paulo: industry and commerce, 12 digits with check digits 9th and 12th; rural producer,
 * `P` then 0 and 11 digits, with one check digit (the 9th after the P) over the 8 before it.
 */
const saoPaulo: StateRule = (value) => {
  if (/^P0\d{11}$/.test(value)) return saoPauloDigit(value.slice(1), SP_FIRST) === Number(value[9]);
  return (
    hasShape(value, 12) &&
    saoPauloDigit(value, SP_FIRST) === Number(value[8]) &&
    saoPauloDigit(value, SP_SECOND) === Number(value[11])
  );
};

/** The states whose inscrição has two check digits, or a rule of its own (SINTEGRA tables). */
export const twoDigitStates = {
  AC: twoDigitRule(13, ['01'], WEIGHTS_13, WEIGHTS_13_SECOND),
  BA: bahia,
  // 07, and 08 since September 2020 when the 07 series ran out (SEFAZ-DF).
  DF: twoDigitRule(13, ['07', '08'], WEIGHTS_13, WEIGHTS_13_SECOND),
  MG: minasGerais,
  PE: pernambuco,
  PR: twoDigitRule(10, [], [3, 2, 7, 6, 5, 4, 3, 2], [4, 3, 2, 7, 6, 5, 4, 3, 2]),
  SP: saoPaulo,
} satisfies Partial<Record<StateAbbreviation, StateRule>>;
