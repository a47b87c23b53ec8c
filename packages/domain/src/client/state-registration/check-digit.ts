/** Σ digit × weight, digit by digit from the left (the SINTEGRA tables' "soma dos produtos"). */
export function weightedSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  return sum;
}

/** Weights 9, 8, … 2 for a base of `length` digits (starting from `length + 1`). */
export function descendingWeights(length: number): number[] {
  return Array.from({ length }, (_, i) => length + 1 - i);
}

/**
 * The modulo-11 check digit most states use: 11 − (sum mod 11), where a 10 or 11 becomes 0
 * (written in most tables as "resto 0 ou 1: dígito 0").
 */
export function checkDigit(digits: string, weights: readonly number[]): number {
  const digit = 11 - (weightedSum(digits, weights) % 11);
  return digit >= 10 ? 0 : digit;
}
