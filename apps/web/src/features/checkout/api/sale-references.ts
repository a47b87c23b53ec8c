import type { CompanyConfig, PriceList, Sale, SaleReferences } from '@rota/domain';
import { myPwaDb, type ProductRow } from '#lib/db/my-pwa-db.ts';
import { readPromotionReferences } from '#lib/promotions/index.ts';

export interface ReferenceInput {
  config: Pick<CompanyConfig, 'max_discount_percent' | 'approval_discount_percent' | 'allowed_price_lists'>;
  may: SaleReferences['may'];
  now: Date;
}

/**
 * What the domain's `saleErrors` needs to check a cart on the device, read from the synced
 * tables: the client (with its delivery addresses, from the client row and from
 * `deliveryAddresses`), the cart's products and their price-list rows, every form, condition,
 * finality and channel of the company. The server loads the same from PostgreSQL, so a sale the
 * device lets through is one the server accepts unless the catalogue changed in between.
 */
export async function loadSaleReferences(cart: Sale, input: ReferenceInput): Promise<SaleReferences> {
  const productUuids = [...new Set(cart.items.map((item) => item.product_uuid))];
  const codes = [...new Set(cart.items.map((item) => item.code_erp_product))];
  const [client, addresses, products, prices, forms, conditions, finalities, channels] = await Promise.all([
    cart.client_uuid ? myPwaDb.clients.get(cart.client_uuid) : undefined,
    cart.client_uuid ? myPwaDb.deliveryAddresses.where('client_id').equals(cart.client_uuid).toArray() : [],
    myPwaDb.products.bulkGet(productUuids),
    myPwaDb.productPrices.bulkGet(codes),
    myPwaDb.formPayments.toArray(),
    myPwaDb.conditionPayments.toArray(),
    myPwaDb.finalities.toArray(),
    myPwaDb.channels.toArray(),
  ]);
  const mine = <T extends { company_id: number }>(rows: readonly T[]) =>
    rows.filter((row) => row.company_id === cart.company_id);
  const priceLists = new Map<string, PriceList>();
  for (const record of prices) for (const list of record?.lists ?? []) priceLists.set(list.uuid, list);
  return {
    client: client
      ? {
          uuid: client.uuid,
          name: client.name,
          code_erp: client.code_erp,
          deliveryAddressUuids: [
            ...client.delivery_addresses.map((address) => address.uuid),
            ...addresses.map((address) => address.uuid),
          ],
        }
      : null,
    products: new Map(
      products
        .filter((row): row is ProductRow => row !== undefined && row.company_id === cart.company_id)
        .map((row) => [row.uuid, row]),
    ),
    priceLists,
    forms: new Map(mine(forms).map((form) => [form.id, form])),
    conditions: new Map(mine(conditions).map((condition) => [condition.id, condition])),
    finalities: new Map(mine(finalities).map((finality) => [finality.code_erp, finality])),
    channels: new Map(mine(channels).map((channel) => [channel.code_erp, channel])),
    config: input.config,
    promotions: await readPromotionReferences(cart),
    may: input.may,
    now: input.now,
  };
}
