import { type ConditionFilter, listConditions } from './condition-listing.ts';
import type { ConditionPayment } from './condition-payment.schema.ts';
import type { FormPayment } from './form-payment.schema.ts';

/** The limits of a form of payment that the §5 condition rule reads. */
export type FormConditionLimits = Pick<FormPayment, 'max_parcels' | 'max_days' | 'only_type_1'>;

/**
 * The §5 filter a form of payment sets: its `max_parcels` and `max_days` (a null limit is no
 * limit: any number of installments, the last one any number of days out) and `only_type_1`.
 */
export function conditionFilterOf(form: FormConditionLimits): ConditionFilter {
  return {
    maxParcels: form.max_parcels ?? Number.POSITIVE_INFINITY,
    maxDays: form.max_days ?? Number.POSITIVE_INFINITY,
    onlyType1: form.only_type_1,
  };
}

/**
 * The conditions the checkout offers for a form of payment: the §5 listing (`listConditions`,
 * active conditions only) with the form's limits — installments not above `max_parcels`, the
 * last one's days not above `max_days` (both inclusive), type 1 only when `only_type_1`. A form
 * without limits offers every active condition. The server runs the same rule on each payment of
 * a pushed sale (`saleErrors`).
 */
export function conditionsForForm<
  T extends Pick<ConditionPayment, 'parcels' | 'itens' | 'type'> & { inative: number },
>(form: FormConditionLimits, conditions: readonly T[]): T[] {
  return listConditions(conditions, conditionFilterOf(form));
}
