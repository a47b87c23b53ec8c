import { addItem, describeRepeatChange, newCart, repeatOrder } from '@rota/domain';
import { myPwaDb, type PriceListRow, type ProductRow } from '#lib/db/my-pwa-db.ts';
import { messages } from '../messages.ts';
import { type CartOwner, findActiveCart } from './active-cart.ts';
import { mutateCart } from './cart-mutations.ts';

export type RepeatResult =
  | { ok: true; clientUuid: string; copied: number; notes: string[] }
  | { ok: false; message: string };

/**
 * "Repetir pedido": a past sale's items copied into the client's cart (domain `repeatOrder`:
 * inactive or missing products dropped, each line re-priced from today's valid lists, discounts
 * not copied), every change told in pt-BR (`describeRepeatChange`). The client's empty active
 * cart takes them, or a new one; a cart that already has items is left alone (the seller
 * finishes or clears it first), so nothing they typed is mixed or lost.
 */
export async function repeatIntoCart(
  saleUuid: string,
  owner: CartOwner,
  allowedPriceLists: readonly string[],
  now: Date,
): Promise<RepeatResult> {
  const past = await myPwaDb.sales.get(saleUuid);
  if (!past?.client_uuid || past.company_id !== owner.companyId)
    return { ok: false, message: messages.repeatNotFound };
  const clientUuid = past.client_uuid;
  const active = await findActiveCart(clientUuid, owner);
  if (active && active.items.length > 0) return { ok: false, message: messages.repeatBusy };

  const codes = [...new Set(past.items.map((item) => item.code_erp_product))];
  const [products, prices, client] = await Promise.all([
    myPwaDb.products.bulkGet([...new Set(past.items.map((item) => item.product_uuid))]),
    myPwaDb.productPrices.bulkGet(codes),
    myPwaDb.clients.get(clientUuid),
  ]);
  const listsByProduct = new Map<string, PriceListRow[]>();
  for (const record of prices) if (record) listsByProduct.set(record.code_erp_product, record.lists);
  const { items, changes } = repeatOrder(past.items, {
    products: new Map(
      products
        .filter((row): row is ProductRow => row !== undefined && row.company_id === owner.companyId)
        .map((row) => [row.uuid, row]),
    ),
    priceListsOf: (code) => listsByProduct.get(code) ?? [],
    allowedPriceLists,
    now,
    newUuid: () => crypto.randomUUID(),
  });

  const fresh =
    active ??
    newCart({
      uuid: crypto.randomUUID(),
      company_id: owner.companyId,
      seller_id: owner.sellerId,
      now: now.toISOString(),
      client: client
        ? { uuid: client.uuid, name: client.name, code_erp: client.code_erp }
        : (past.client ?? { uuid: clientUuid, name: 'Cliente', code_erp: null }),
    });
  if (items.length > 0) await mutateCart(fresh, (cart) => items.reduce(addItem, cart));
  return { ok: true, clientUuid, copied: items.length, notes: changes.map(describeRepeatChange) };
}
