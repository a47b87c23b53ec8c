/** Month names in pt-BR, January first: `MONTHS[0]` is 'Janeiro'. */
export const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const;

export type Month = (typeof MONTHS)[number];

/**
 * Name of a month numbered as people and the chart calls number it, 1 = Janeiro … 12 = Dezembro.
 * Any other number is a bug in the caller, so it throws rather than label a chart 'undefined'.
 */
export function monthName(month: number): Month {
  const name = Number.isInteger(month) ? MONTHS[month - 1] : undefined;
  if (name === undefined) {
    throw new RangeError(`monthName expects 1 to 12, got ${month}`);
  }
  return name;
}
