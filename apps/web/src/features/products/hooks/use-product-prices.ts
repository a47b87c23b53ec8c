import { type OfferedListPrice, offeredListPrices, zonedDayStart } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { readConfig } from '#lib/db/config-db.ts';
import { myPwaDb, type PriceListRow, type ProductRow } from '#lib/db/my-pwa-db.ts';

export interface ProductPrices {
  /** Every price-list row stored for the product (to name the list of a past sale). */
  lists: readonly PriceListRow[];
  /** What the seller is offered (§5, domain `offeredListPrices`), cheapest first. */
  offered: OfferedListPrice<PriceListRow>[];
}

/** The company's allowed lists (`allowed_price_lists`, `db.config`); empty: every list. */
function useAllowedPriceLists(): readonly string[] | undefined {
  const { companyId } = useAuth();
  return useLiveQuery(
    async () => (companyId === null ? [] : ((await readConfig(companyId))?.allowed_price_lists ?? [])),
    [companyId],
  );
}

/**
 * A product's price lists, read live from `MyPWA_DB.productPrices` (its rows kept under its
 * `code_erp`), and the ones offered today by the §5 rule with the company config's allowed lists:
 * active, for the product, allowed, valid today or later in São Paulo, with a price above 0.
 * Undefined while reading.
 */
export function useProductPrices(product: ProductRow | undefined): ProductPrices | undefined {
  const code = product?.code_erp;
  const allowed = useAllowedPriceLists();
  const today = useToday();
  const record = useLiveQuery(
    async () => (code ? ((await myPwaDb.productPrices.get(code)) ?? null) : null),
    [code],
  );
  return useMemo(() => {
    if (!code || record === undefined || allowed === undefined) return undefined;
    const lists = record?.lists ?? [];
    // The validity is today's in São Paulo (`useToday`, renewed at its midnight).
    const now = zonedDayStart(today);
    return { lists, offered: offeredListPrices(lists, { productCodeErp: code, allowed, now }) };
  }, [code, record, allowed, today]);
}
