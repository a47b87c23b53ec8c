import {
  type ApprovalReferences,
  type ClientCredit,
  cartTotals,
  creditOpen,
  type Sale,
  type StockFigures,
} from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { readPromotionReferences } from '#lib/promotions/index.ts';
import { readStockBook } from '#lib/stock/index.ts';

type CheckedCart = Pick<
  Sale,
  'uuid' | 'client_uuid' | 'company_id' | 'items' | 'client' | 'channel_code_erp'
>;

/** What the device knows for the approval rule; the stock's age is dated by the screen's clock. */
export type DeviceApprovalReferences = Pick<ApprovalReferences, 'credit' | 'products' | 'promotions'> & {
  /** Each line's product stock on this device, by product uuid (absent: the ERP sends none). */
  stockByProduct: ReadonlyMap<string, StockFigures>;
};

/** The references as the approval rule takes them, the stock dated by `now` (its age in the sentences). */
export function approvalReferencesAt(
  refs: DeviceApprovalReferences,
  now: Date,
): Pick<ApprovalReferences, 'credit' | 'products' | 'stock' | 'promotions' | 'now'> {
  return {
    credit: refs.credit ?? null,
    ...(refs.promotions ? { promotions: refs.promotions } : {}),
    now,
    ...(refs.products ? { products: refs.products } : {}),
    stock: { byProduct: refs.stockByProduct, scope: 'device', now },
  };
}

/**
 * What the approval rule reads beyond the discount limits, from what the device has synced
 * (docs/domain.md "Credit", "Minimum prices", "Stock"): each line's product minimum price and
 * stock (less what this device's orders on their way reserve), and the client's credit with what
 * it owes before this cart — its open titles and the seller's orders sent and not invoiced. The
 * server counts every seller's orders again when the sale arrives. Null credit: the client has no
 * limit and no block (or is not on the device). Read live, so a title, a limit or a stock that
 * arrives in a sync updates the warning at once.
 */
export function useApprovalReferences(cart: CheckedCart | undefined): DeviceApprovalReferences | undefined {
  const clientUuid = cart?.client_uuid ?? null;
  const saleUuid = cart?.uuid ?? null;
  const companyId = cart?.company_id ?? null;
  const productKey = cart ? [...new Set(cart.items.map((item) => item.product_uuid))].sort().join(',') : '';
  const clientCode = cart?.client?.code_erp ?? null;
  const channelCode = cart?.channel_code_erp ?? null;
  return useLiveQuery(async () => {
    const productUuids = productKey ? productKey.split(',') : [];
    const [client, products] = await Promise.all([
      clientUuid ? myPwaDb.clients.get(clientUuid) : undefined,
      myPwaDb.products.bulkGet(productUuids),
    ]);
    const known = products.flatMap((product) => (product ? [product] : []));
    const minimums = new Map(
      known.map((product) => [product.uuid, { min_price: product.min_price ?? null }]),
    );
    const book =
      companyId === null || known.length === 0
        ? null
        : await readStockBook(companyId, {
            exceptSaleUuid: saleUuid ?? '',
            codes: known.map((product) => product.code_erp),
          });
    const stockByProduct = new Map(
      known.flatMap((product) => {
        const figures = book?.figuresOf(product);
        return figures ? [[product.uuid, figures] as const] : [];
      }),
    );
    const promotions =
      companyId === null
        ? undefined
        : await readPromotionReferences({
            company_id: companyId,
            client: clientCode === null ? null : { uuid: clientUuid ?? '', name: '', code_erp: clientCode },
            channel_code_erp: channelCode,
            items: known.map(
              (product) =>
                ({ product_uuid: product.uuid, code_erp_product: product.code_erp }) as Sale['items'][number],
            ),
          });
    const limit = client?.credit_limit ?? null;
    const blocked = client?.credit_blocked ?? false;
    if (!client || (limit === null && !blocked))
      return { credit: null, products: minimums, stockByProduct, ...(promotions ? { promotions } : {}) };
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
    return { credit, products: minimums, stockByProduct, ...(promotions ? { promotions } : {}) };
  }, [clientUuid, saleUuid, companyId, productKey, clientCode, channelCode]);
}
