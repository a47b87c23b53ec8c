import type { Promotion } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useAuth } from '../auth/index.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';

/** The company's synced promotions a cart may apply: its own, active, not deleted. */
export function companyPromotions(
  promotions: readonly (Promotion & { deleted_at?: string | null })[],
  companyId: number,
) {
  return promotions.filter(
    (promotion) => promotion.company_id === companyId && !promotion.deleted_at && promotion.inative === 0,
  );
}

/** The company's promotions on this device, live (a sync that brings one repaints the screen). */
export function useCompanyPromotions(): Promotion[] | undefined {
  const { companyId } = useAuth();
  return useLiveQuery(
    async () => (companyId === null ? [] : companyPromotions(await myPwaDb.promotions.toArray(), companyId)),
    [companyId],
  );
}
