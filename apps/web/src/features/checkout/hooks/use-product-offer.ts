import { type OfferedListPrice, offeredListPrices, zonedDayStart } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useToday } from '#lib/clock/use-today.ts';
import { myPwaDb, type PriceListRow } from '#lib/db/my-pwa-db.ts';

/**
 * The price lists offered today for a product (§5, domain `offeredListPrices`: active, allowed by
 * the company, valid today or later in São Paulo, price above 0), cheapest first; read live.
 * Undefined while reading.
 */
export function useProductOffer(
  codeErp: string | null,
  allowed: readonly string[],
): OfferedListPrice<PriceListRow>[] | undefined {
  const today = useToday();
  const read = useLiveQuery(async () => {
    if (!codeErp) return { codeErp, offered: [] };
    const record = await myPwaDb.productPrices.get(codeErp);
    // Validity is today's in São Paulo (`useToday`, renewed at its midnight).
    const offered = offeredListPrices(record?.lists ?? [], {
      productCodeErp: codeErp,
      allowed,
      now: zonedDayStart(today),
    });
    return { codeErp, offered };
  }, [codeErp, allowed.join('|'), today]);
  // `useLiveQuery` keeps the last answer while the next product's is read: not this product's.
  return read && read.codeErp === codeErp ? read.offered : undefined;
}

/** The description of a list by uuid among a product's rows (to name the cart's list). */
export function useListDescription(
  codeErp: string | null,
  listUuid: string | null,
): string | null | undefined {
  return useLiveQuery(async () => {
    if (!codeErp || !listUuid) return null;
    const record = await myPwaDb.productPrices.get(codeErp);
    return record?.lists.find((list) => list.uuid === listUuid)?.description ?? null;
  }, [codeErp, listUuid]);
}

/** The list of the cart's first item (its code carries to the next items), or null. */
export function useCarriedList(
  first: { code_erp_product: string; price_list_uuid: string | null } | undefined,
): { code_erp: string; description: string } | null | undefined {
  const code = first?.code_erp_product ?? null;
  const uuid = first?.price_list_uuid ?? null;
  return useLiveQuery(async () => {
    if (!code || !uuid) return null;
    const list = (await myPwaDb.productPrices.get(code))?.lists.find((row) => row.uuid === uuid);
    return list ? { code_erp: list.code_erp, description: list.description } : null;
  }, [code, uuid]);
}
