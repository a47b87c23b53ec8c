import { comparePaymentTerms, isActive } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChannelRow, ConditionPaymentRow, FinalityRow, FormPaymentRow } from '#lib/db/my-pwa-db.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

export interface SaleOptions {
  /** Active forms of payment of the company (§5), by description. */
  forms: FormPaymentRow[];
  /** Every condition of the company, À vista first (`comparePaymentTerms`; the form's rule filters them: `conditionsForForm`). */
  conditions: ConditionPaymentRow[];
  finalities: FinalityRow[];
  channels: ChannelRow[];
}

const byDescription = (a: { description: string }, b: { description: string }) =>
  a.description.localeCompare(b.description, 'pt-BR');

/** The synced choices of a sale, read live: forms, conditions, active finalities and channels. */
export function useSaleOptions(companyId: number | null): SaleOptions | undefined {
  return useLiveQuery(async () => {
    const [forms, conditions, finalities, channels] = await Promise.all([
      myPwaDb.formPayments.toArray(),
      myPwaDb.conditionPayments.toArray(),
      myPwaDb.finalities.toArray(),
      myPwaDb.channels.toArray(),
    ]);
    const mine = <T extends { company_id: number }>(rows: T[]) =>
      rows.filter((row) => row.company_id === companyId);
    return {
      forms: mine(forms).filter(isActive).sort(byDescription),
      // À vista, 7, 28, 30/60…: the order terms are read in, not the alphabet's (domain).
      conditions: mine(conditions).sort(comparePaymentTerms),
      finalities: mine(finalities)
        .filter((finality) => finality.status === 1)
        .sort(byDescription),
      channels: mine(channels).filter(isActive).sort(byDescription),
    };
  }, [companyId]);
}
