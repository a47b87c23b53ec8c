import { MAX_QUANTITY_DECIMALS } from './quantity-unit.ts';

/**
 * Quantities travel and are stored as decimal numbers of the unit (2.5 kg is `2.5`, 3 UN is `3`)
 * with at most 3 decimals; arithmetic on them (totals, sums, what is left) is done in integer
 * thousandths, so no binary-float error reaches money or a comparison (docs/domain.md
 * "Quantities").
 */

/** The largest quantity of one line: a million units (1.000.000 kg) is beyond any real order. */
export const MAX_QUANTITY = 1_000_000;

const THOUSAND = 10 ** MAX_QUANTITY_DECIMALS;

/** Integer thousandths of a unit: 2.5 → 2500. Exact for every quantity with at most 3 decimals. */
export function toThousandths(quantity: number): number {
  return Math.round(quantity * THOUSAND);
}

/** A quantity from integer thousandths: 2500 → 2.5 (the nearest double, as JSON carries it). */
export function fromThousandths(thousandths: number): number {
  return thousandths / THOUSAND;
}

/** a + b, exact in thousandths: 0,1 kg + 0,2 kg is 0,3 kg, not 0.30000000000000004. */
export function addQuantities(a: number, b: number): number {
  return fromThousandths(toThousandths(a) + toThousandths(b));
}

/** a − b, exact in thousandths (what is left to produce, separate or deliver). */
export function subtractQuantities(a: number, b: number): number {
  return fromThousandths(toThousandths(a) - toThousandths(b));
}

/** Whether `quantity` has at most `decimals` decimals (read in thousandths, so 0.1 + 0.2 counts as 0.3). */
export function hasAtMostDecimals(quantity: number, decimals: number): boolean {
  const thousandths = quantity * THOUSAND;
  const rounded = Math.round(thousandths);
  // A double such as 2.3 × 1000 = 2299.9999999999995: within a millionth of a thousandth is exact.
  if (Math.abs(thousandths - rounded) > 1e-6) return false;
  return rounded % 10 ** (MAX_QUANTITY_DECIMALS - decimals) === 0;
}

/** pt-BR messages of the quantity rule, shared by the device's inputs and the server's 422. */
export const quantityMessages = {
  notANumber: 'Informe a quantidade com números, por exemplo 2 ou 2,5',
  positive: 'A quantidade deve ser maior que zero',
  notNegative: 'A quantidade não pode ser negativa',
  tooLarge: `A quantidade deve ser no máximo ${MAX_QUANTITY.toLocaleString('pt-BR')}`,
  wholeOnly: 'Este produto é vendido por unidade inteira: informe um número sem casas decimais',
  tooManyDecimals: (decimals: number) => `Informe no máximo ${decimals} casas decimais`,
  dotAsDecimal: 'Use vírgula para as casas decimais, por exemplo 2,5',
} as const;

export interface QuantityRule {
  /** Decimals allowed (0 counted, up to 3 measured): `quantityDecimalsFor(product)`. */
  decimals: number;
  /** Whether zero is allowed (an amount produced or delivered; not a sale line). */
  allowZero?: boolean;
}

/** Why a quantity breaks the rule, in pt-BR, or null when it is right. */
export function quantityProblem(quantity: number, rule: QuantityRule): string | null {
  if (!Number.isFinite(quantity)) return quantityMessages.notANumber;
  if (quantity < 0) return rule.allowZero ? quantityMessages.notNegative : quantityMessages.positive;
  if (quantity === 0 && !rule.allowZero) return quantityMessages.positive;
  if (quantity > MAX_QUANTITY) return quantityMessages.tooLarge;
  if (!hasAtMostDecimals(quantity, rule.decimals)) {
    return rule.decimals === 0 ? quantityMessages.wholeOnly : quantityMessages.tooManyDecimals(rule.decimals);
  }
  return null;
}

/*
 * What a person types: digits with '.' between groups of three (or no grouping) and an optional
 * ',' with decimals, as pt-BR writes numbers. '2.5' is refused with a message rather than read
 * as 2,5 or 25: with '.' as the thousands separator either reading could be what was meant.
 */
const QUANTITY_INPUT = /^(\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d*))?$/;
const DOT_DECIMAL = /^\d+\.\d{1,2}$|^\d+\.\d{4,}$|^0\.\d+$/;

export type QuantityInput = { ok: true; quantity: number } | { ok: false; message: string };

/**
 * Reads a typed quantity (pt-BR: '2,5', '1.250', '1.250,750') under the product's rule; never
 * changes what was typed: a fraction of a counted unit, a fourth decimal or an ambiguous '2.5'
 * is refused with a pt-BR message instead of being rounded, truncated or read otherwise.
 */
export function parseQuantityInput(text: string, rule: QuantityRule): QuantityInput {
  const typed = text.trim().replace(/\s/g, '');
  if (typed === '') return { ok: false, message: quantityMessages.notANumber };
  const match = QUANTITY_INPUT.exec(typed);
  if (!match) {
    if (DOT_DECIMAL.test(typed)) return { ok: false, message: quantityMessages.dotAsDecimal };
    if (typed.startsWith('-')) return { ok: false, message: quantityMessages.positive };
    return { ok: false, message: quantityMessages.notANumber };
  }
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > MAX_QUANTITY_DECIMALS || fraction.length > rule.decimals) {
    const significant = fraction.replace(/0+$/, '');
    if (significant.length > rule.decimals || significant.length > MAX_QUANTITY_DECIMALS) {
      return {
        ok: false,
        message:
          rule.decimals === 0 ? quantityMessages.wholeOnly : quantityMessages.tooManyDecimals(rule.decimals),
      };
    }
  }
  const wholeDigits = whole.replaceAll('.', '');
  if (wholeDigits.length > 9) return { ok: false, message: quantityMessages.tooLarge };
  const thousandths =
    Number(wholeDigits) * THOUSAND +
    Number(fraction.slice(0, MAX_QUANTITY_DECIMALS).padEnd(MAX_QUANTITY_DECIMALS, '0'));
  const quantity = fromThousandths(thousandths);
  const problem = quantityProblem(quantity, rule);
  return problem ? { ok: false, message: problem } : { ok: true, quantity };
}
