import type { StateAbbreviation } from '../../city/states.ts';
import { descendingWeights, weightedSum } from './check-digit.ts';
import { hasShape, type StateRule } from './state-rule.ts';

/**
 * Amapá: 9 digits starting with 03. The sum starts from a constant that depends on where the
 * first 8 digits fall (03000001–03017000: 5, and a remainder of 0 gives 0; 03017001–03019022: 9,
 * and it gives 1; later ones: 0 and 0).
 */
const amapa: StateRule = (value) => {
  if (!hasShape(value, 9, ['03'])) return false;
  const base = Number(value.slice(0, 8));
  const [start, onEleven] = base <= 3017000 ? [5, 0] : base <= 3019022 ? [9, 1] : [0, 0];
  const digit = 11 - ((start + weightedSum(value, descendingWeights(8))) % 11);
  return (digit === 11 ? onEleven : digit === 10 ? 0 : digit) === Number(value[8]);
};

/**
 * Goiás: 9 digits starting with 10, 11 or 15, or 20 to 29 (the series opened in 2023,
 * IN 1.535/2022). A remainder of 1 gives 1 only for 10103105–10119997, 0 elsewhere; 11094402 may
 * end in 0 or 1.
 */
const goias: StateRule = (value) => {
  if (!hasShape(value, 9, ['10', '11', '15', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29']))
    return false;
  const base = Number(value.slice(0, 8));
  const last = Number(value[8]);
  if (base === 11094402) return last === 0 || last === 1;
  const remainder = weightedSum(value, descendingWeights(8)) % 11;
  const digit =
    remainder === 0 ? 0 : remainder === 1 ? (base >= 10103105 && base <= 10119997 ? 1 : 0) : 11 - remainder;
  return digit === last;
};

/** Rondônia's digit: 11 − remainder, minus 10 when that is 10 or 11 (so a remainder of 0 gives 1). */
function rondoniaDigit(digits: string, weights: readonly number[]): number {
  const digit = 11 - (weightedSum(digits, weights) % 11);
  return digit >= 10 ? digit - 10 : digit;
}

/**
 * Rondônia: 14 digits since 2000; the 9-digit ones before it (municipality, 5 digits, check digit,
 * the municipality left out of the sum) are still accepted.
 */
const rondonia: StateRule = (value) => {
  if (hasShape(value, 14))
    return rondoniaDigit(value, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]) === Number(value[13]);
  return hasShape(value, 9) && rondoniaDigit(value.slice(3), [6, 5, 4, 3, 2]) === Number(value[8]);
};

/** Roraima: 9 digits starting with 24; the digit is the sum with weights 1…8, modulo 9. */
const roraima: StateRule = (value) =>
  hasShape(value, 9, ['24']) && weightedSum(value, [1, 2, 3, 4, 5, 6, 7, 8]) % 9 === Number(value[8]);

/** The states with one check digit computed their own way (SINTEGRA table of each). */
export const ownDigitStates = {
  AP: amapa,
  GO: goias,
  RO: rondonia,
  RR: roraima,
} satisfies Partial<Record<StateAbbreviation, StateRule>>;
