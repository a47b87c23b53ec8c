import type { ConditionPayment } from './condition-payment.schema.ts';

export interface ConditionFilter {
  /** Most installments the sale allows. */
  maxParcels: number;
  /** Most days the last installment may fall after the sale. */
  maxDays: number;
  /** Only conditions of type 1. */
  onlyType1?: boolean;
}

/** Days of the condition's last installment; a condition without itens is cash (0 days). */
export function largestParcelDays(condition: Pick<ConditionPayment, 'itens'>): number {
  return condition.itens.reduce((max, item) => Math.max(max, item.days), 0);
}

/** Days of the condition's first installment; a condition without itens is cash (0 days). */
function firstParcelDays(condition: Pick<ConditionPayment, 'itens'>): number {
  return condition.itens.length === 0 ? 0 : Math.min(...condition.itens.map((item) => item.days));
}

/**
 * The order a seller reads payment terms in — "À vista, 7, 28, 28/56, 30/60, 30/60/90" — not the
 * alphabet's ("14, 28, 30/60, 7, À vista"): by the first installment's days (cash first), then
 * fewer installments, then the last one's days, then the description.
 */
export function comparePaymentTerms(
  a: Pick<ConditionPayment, 'itens' | 'parcels' | 'description'>,
  b: Pick<ConditionPayment, 'itens' | 'parcels' | 'description'>,
): number {
  return (
    firstParcelDays(a) - firstParcelDays(b) ||
    a.parcels - b.parcels ||
    largestParcelDays(a) - largestParcelDays(b) ||
    a.description.localeCompare(b.description, 'pt-BR')
  );
}

/**
 * §5 payment-condition listing: parcels not above `maxParcels`, the largest parcel's days not
 * above `maxDays`, type 1 only when wanted. Inactive conditions are never offered (the spec's
 * active-only rule for forms, applied to conditions too).
 */
export function listConditions<
  T extends Pick<ConditionPayment, 'parcels' | 'itens' | 'type'> & { inative: number },
>(conditions: readonly T[], filter: ConditionFilter): T[] {
  return conditions.filter(
    (condition) =>
      condition.inative === 0 &&
      condition.parcels <= filter.maxParcels &&
      largestParcelDays(condition) <= filter.maxDays &&
      (!filter.onlyType1 || condition.type === 1),
  );
}
