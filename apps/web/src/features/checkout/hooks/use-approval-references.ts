import { type ApprovalReferences, type ClientCredit, cartTotals, creditOpen, type Sale } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

type CheckedCart = Pick<Sale, 'uuid' | 'client_uuid' | 'items'>;

/**
 * What the approval rule reads beyond the discount limits, from what the device has synced
 * (docs/domain.md "Credit", "Minimum prices"): each line's product minimum price, and the
 * client's credit with what it owes before this cart — its open titles and the seller's orders
 * sent and not invoiced. The server counts every seller's orders again when the sale arrives.
 * Null credit: the client has no limit and no block (or is not on the device). Read live, so a
 * title or a limit that arrives in a sync updates the warning at once.
 */
export function useApprovalReferences(
  cart: CheckedCart | undefined,
): Pick<ApprovalReferences, 'credit' | 'products'> | undefined {
  const clientUuid = cart?.client_uuid ?? null;
  const saleUuid = cart?.uuid ?? null;
  const productKey = cart ? [...new Set(cart.items.map((item) => item.product_uuid))].sort().join(',') : '';
  return useLiveQuery(async () => {
    const productUuids = productKey ? productKey.split(',') : [];
    const [client, products] = await Promise.all([
      clientUuid ? myPwaDb.clients.get(clientUuid) : undefined,
      myPwaDb.products.bulkGet(productUuids),
    ]);
    const minimums = new Map(
      products.flatMap((product) =>
        product ? [[product.uuid, { min_price: product.min_price ?? null }]] : [],
      ),
    );
    const limit = client?.credit_limit ?? null;
    const blocked = client?.credit_blocked ?? false;
    if (!client || (limit === null && !blocked)) return { credit: null, products: minimums };
    const [titles, sales] = await Promise.all([
      client.code_erp
        ? myPwaDb.financialTitles.where('code_erp_client').equals(client.code_erp).toArray()
        : [],
      myPwaDb.sales.where('client_uuid').equals(client.uuid).toArray(),
    ]);
    const credit: ClientCredit = {
      credit_limit: limit,
      credit_blocked: blocked,
      credit_blocked_reason: client.credit_blocked_reason ?? null,
      open: creditOpen(
        client,
        titles,
        sales.map((sale) => ({ ...sale, total: cartTotals(sale).net })),
        saleUuid ?? '',
      ),
    };
    return { credit, products: minimums };
  }, [clientUuid, saleUuid, productKey]);
}
