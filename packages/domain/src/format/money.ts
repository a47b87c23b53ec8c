import { LOCALE, PRICE_DECIMALS, QUANTITY_DECIMALS, UNIT_PRICE_DECIMALS } from '../constants.ts';
import { MAX_QUANTITY_DECIMALS, unitLabel } from '../quantity/quantity-unit.ts';

/*
 * Money in Rota is an integer: centavos for prices and totals, ten-thousandths of a real for unit
 * prices (§9: unit price 4 decimals). Amounts never pass through `amount / 100`: the integer is
 * turned into an exact decimal string and Intl formats that string, so even the largest safe
 * integer prints every digit it has.
 *
 * Spacing: Intl puts a no-break space (U+00A0) between 'R$' and the digits. We replace it with a
 * plain space, so the text is the same whether it is shown, typed back, searched or compared in a
 * test. Where 'R$' must not wrap away from the number, the UI says so in CSS (`white-space: nowrap`).
 */

const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function currencyFormat(decimals: number, minimumDecimals = decimals): Intl.NumberFormat {
  return numberFormat({
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: decimals,
  });
}

/** Any space-like character Intl may emit (U+00A0, U+202F) becomes a plain space. */
function plainSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

function requireSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a safe integer, got ${value}`);
  }
}

/** Exact decimal text of an integer in units of 10^-decimals (decimals >= 1): (-12345, 2) -> '-123.45'. */
function scaledToDecimal(amount: number, decimals: number): Intl.StringNumericLiteral {
  const digits = Math.abs(amount)
    .toString()
    .padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${whole}.${fraction}` as Intl.StringNumericLiteral;
}

/**
 * A money amount in integer centavos as pt-BR currency: 123456 -> 'R$ 1.234,56', -5 -> '-R$ 0,05'.
 * A non-integer amount is a bug upstream (a float crept into money arithmetic), so it throws.
 */
export function formatMoney(cents: number): string {
  requireSafeInteger(cents, 'formatMoney: cents');
  return plainSpaces(currencyFormat(PRICE_DECIMALS).format(scaledToDecimal(cents, PRICE_DECIMALS)));
}

/**
 * A unit price in integer ten-thousandths of a real, with the decimals it has — at least the
 * centavos, at most 4: 120000 -> 'R$ 12,00', 123450 -> 'R$ 12,345', 12345 -> 'R$ 1,2345'. A
 * price quoted in centavos reads as money always does; the third and fourth decimals some
 * distributors quote show only when the price has them.
 */
export function formatUnitPrice(tenThousandths: number): string {
  requireSafeInteger(tenThousandths, 'formatUnitPrice: tenThousandths');
  return plainSpaces(
    currencyFormat(UNIT_PRICE_DECIMALS, PRICE_DECIMALS).format(
      scaledToDecimal(tenThousandths, UNIT_PRICE_DECIMALS),
    ),
  );
}

/**
 * A unit price as a field edits it: `formatUnitPrice`'s digits without the currency sign
 * ('12,345', '1.234,50'), every decimal kept, so editing a stored price and saving it keeps it.
 * `parseUnitPriceInput` reads it back to the same ten-thousandths.
 */
export function unitPriceInputText(tenThousandths: number): string {
  return formatUnitPrice(tenThousandths).replace('R$ ', '');
}

/** An amount in centavos as a field edits it ('29,90'); `parseMoneyInput` reads it back. */
export function moneyInputText(cents: number): string {
  return formatMoney(cents).replace('R$ ', '');
}

/**
 * A quantity with thousands separators and the decimals it has, up to 3 (measured goods):
 * 1234567 -> '1.234.567', 2.5 -> '2,5', 0.375 -> '0,375'. Past 3 decimals it is rounded half away
 * from zero, and a negative that rounds to zero shows '0', never '-0'.
 */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) {
    throw new RangeError(`formatQuantity: quantity must be finite, got ${quantity}`);
  }
  return numberFormat({
    minimumFractionDigits: QUANTITY_DECIMALS,
    maximumFractionDigits: MAX_QUANTITY_DECIMALS,
    signDisplay: 'negative',
  }).format(quantity);
}

/** A quantity with its unit as a person reads it: (2.5, 'KG') -> '2,5 kg', (12, 'PCT') -> '12 PCT'. */
export function formatQuantityWithUnit(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${unitLabel(unit)}`;
}

/**
 * A plain number (not money) with a fixed number of decimals, pt-BR separators:
 * (1234.5, 2) -> '1.234,50'. Rounds half away from zero on the number's binary value.
 */
export function formatDecimal(value: number, decimals: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatDecimal: value must be finite, got ${value}`);
  }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`formatDecimal: decimals must be an integer from 0 to 20, got ${decimals}`);
  }
  return numberFormat({
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: 'negative',
  }).format(value);
}

/** A percentage with up to 2 decimals, pt-BR: 10 -> '10%', 7.5 -> '7,5%', 12.345 -> '12,35%'. */
export function formatPercent(percent: number): string {
  return `${formatDecimal(percent, 2).replace(/,?0+$/, '')}%`;
}

/*
 * What a seller types for an amount: optional minus, optional 'R$', digits with '.' between groups
 * of three (or no grouping at all), optional ',' and decimals. '10.5' is refused rather than read
 * as 10,50: with '.' as the thousands separator, '1.234' means one thousand, and guessing the
 * other meaning for shorter tails would make one extra digit change the amount a thousandfold.
 */
const AMOUNT_INPUT = /^([-−]?)\s*(?:R\$)?\s*([-−]?)\s*(\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d+))?$/i;
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function parseScaledInput(text: string, decimals: number): number | null {
  const match = AMOUNT_INPUT.exec(text.trim());
  if (!match) return null;
  const [, signBefore = '', signAfter = '', whole = '', fraction = ''] = match;
  if ((signBefore && signAfter) || fraction.length > decimals) return null;
  const scale = 10n ** BigInt(decimals);
  const amount = BigInt(whole.replaceAll('.', '')) * scale + BigInt(fraction.padEnd(decimals, '0'));
  if (amount > MAX_SAFE) return null;
  const value = Number(amount);
  return (signBefore || signAfter) && value !== 0 ? -value : value;
}

/**
 * Integer centavos from what a seller types: '1.234,56' -> 123456, '1234,5' -> 123450,
 * 'R$ 10' -> 1000, '-R$ 0,29' -> -29; null when the text is not an amount. More than 2
 * decimals ('1,005') gives null instead of rounding: the seller must see the amount that is kept.
 * Reads every string `formatMoney` writes.
 */
export function parseMoneyInput(text: string): number | null {
  return parseScaledInput(text, PRICE_DECIMALS);
}

/**
 * Integer ten-thousandths of a real from a typed unit price: '1,2345' -> 12345, 'R$ 2,5' -> 25000;
 * null past 4 decimals or when the text is not an amount. Reads every string `formatUnitPrice` writes.
 */
export function parseUnitPriceInput(text: string): number | null {
  return parseScaledInput(text, UNIT_PRICE_DECIMALS);
}
