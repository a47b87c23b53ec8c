/**
 * Whether a unit of sale is counted or measured, and so how many decimals its quantities take.
 *
 * Counted units (UN, CX, PCT, DZ, …) are sold whole: §9's quantity with 0 decimals. Measured
 * units (KG, L, M, …) are weighed or measured: up to 3 decimals (2,5 kg; 0,375 l; 1,125 m²).
 * A unit not in either list is counted: a fraction of an unknown unit is refused rather than
 * guessed. The ERP may say otherwise per product (`quantity_decimals`), which wins over the unit.
 */

/** The most decimals a quantity ever has: thousandths (grams of a kilo, millilitres of a litre). */
export const MAX_QUANTITY_DECIMALS = 3;

/**
 * Units whose quantities are measured, as ERPs and NF-e write them (upper case, no dots). Keys
 * are the stored spelling; values the label shown beside a quantity ("2,5 kg").
 */
export const MEASURED_UNITS: Readonly<Record<string, string>> = {
  KG: 'kg',
  G: 'g',
  GR: 'g',
  MG: 'mg',
  T: 't',
  TON: 't',
  L: 'l',
  LT: 'l',
  ML: 'ml',
  M: 'm',
  MT: 'm',
  CM: 'cm',
  MM: 'mm',
  KM: 'km',
  M2: 'm²',
  M3: 'm³',
};

/**
 * Counted units commonly sent by ERPs, written down so the list is reviewable; any unit not in
 * `MEASURED_UNITS` is counted, listed here or not.
 */
export const COUNTED_UNITS: readonly string[] = [
  'UN',
  'UND',
  'UNID',
  'PC',
  'PCT',
  'PAC',
  'CX',
  'DZ',
  'FD',
  'FR',
  'GF',
  'LATA',
  'BD',
  'SC',
  'KIT',
  'PAR',
  'RL',
  'BL',
];

function unitKey(unit: string): string {
  return unit.trim().toUpperCase().replace(/[.\s]/g, '').replace('²', '2').replace('³', '3');
}

/** Whether quantities of this unit are weighed or measured (take decimals). */
export function isMeasuredUnit(unit: string): boolean {
  return Object.hasOwn(MEASURED_UNITS, unitKey(unit));
}

/** Decimals a quantity of this unit takes: 3 measured, 0 counted. */
export function unitQuantityDecimals(unit: string): number {
  return isMeasuredUnit(unit) ? MAX_QUANTITY_DECIMALS : 0;
}

/**
 * Decimals a product's quantities take: the ERP's `quantity_decimals` when it sent one, else
 * what the unit says.
 */
export function quantityDecimalsFor(product: { unit: string; quantity_decimals?: number | null }): number {
  const fromErp = product.quantity_decimals;
  if (fromErp !== undefined && fromErp !== null) return fromErp;
  return unitQuantityDecimals(product.unit);
}

/** The unit as shown beside a quantity: measured units in their symbol ("kg", "m²"), others as stored ("PCT"). */
export function unitLabel(unit: string): string {
  return MEASURED_UNITS[unitKey(unit)] ?? unit.trim();
}
