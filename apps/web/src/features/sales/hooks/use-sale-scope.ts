import { useMemo } from 'react';
import { useAuth, useCan } from '#lib/auth/index.ts';
import type { SaleScope } from '../api/sale-list.ts';

/** Whose sales the logged-in seller sees here (the same object while it holds); null when nobody is logged in. */
export function useSaleScope(): SaleScope | null {
  const { session } = useAuth();
  const all = useCan('canViewAllSales');
  const companyId = session?.seller.company_id ?? null;
  const sellerId = session?.seller.id ?? null;
  return useMemo(
    () => (companyId === null || sellerId === null ? null : { companyId, sellerId, all }),
    [companyId, sellerId, all],
  );
}
