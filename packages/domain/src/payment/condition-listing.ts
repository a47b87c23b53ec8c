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
