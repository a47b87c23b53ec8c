import type { api, CallBody } from '@rota/contract';
import type { Sale } from '@rota/domain';
import { myPwaDb } from '../../../lib/db/my-pwa-db.ts';
import { toStorageError } from '../../../lib/db/storage-error.ts';
import { requestPush, saveAndFold } from '../../../lib/sync/index.ts';

const CALL = 'sales.create' as const;

/** The sale as `POST sales` takes it: the cart's own fields (no local stamps). */
export function saleBody(cart: Sale): CallBody<typeof api.sales.create> {
  const { status } = cart;
  if (status !== 'Aberto' && status !== 'Aguardando Finalizar' && status !== 'Finalizado')
    throw new Error(`A venda ${cart.uuid} está ${status} e não é mais do vendedor`);
  return {
    uuid: cart.uuid,
    company_id: cart.company_id,
    seller_id: cart.seller_id,
    client_uuid: cart.client_uuid,
    client: cart.client,
    status,
    items: cart.items,
    payments: cart.payments,
    created_at: cart.created_at,
    code_erp: cart.code_erp,
    competence_at: cart.competence_at,
    pre_sale: cart.pre_sale,
    reason_canceled: cart.reason_canceled,
    type: cart.type,
    delivery_address: cart.delivery_address,
    notes: cart.notes,
    failure_message: cart.failure_message,
    finality_code_erp: cart.finality_code_erp,
    channel_code_erp: cart.channel_code_erp,
  };
}

/**
 * Queues the sale whole for `POST sales` and keeps it on the device, in one transaction
 * (DESIGN.md "Offline writes"). The sale's unsent `sales.create` entries fold into one
 * (`saveAndFold`): a cart finished later, edited and finished again leaves the device once, as it
 * is at the end; an entry being sent is left alone and this one follows it (the server upserts by
 * uuid while the sale is still the seller's).
 */
export async function queueSale(sale: Sale): Promise<void> {
  await saveAndFold(
    myPwaDb.sales,
    sale,
    { call: CALL, uuid: sale.uuid, body: saleBody(sale) },
    (entry) => entry.call === CALL,
  );
  requestPush();
}

/**
 * Keeps a change of the cart. An Aberto cart lives on the device only (§4 "The cart persists
 * across reloads"): it is the seller's draft and nobody else needs it. A cart already handed to
 * the server as Aguardando Finalizar goes back in line with each change, so the server never
 * keeps an older version of a sale the seller went on editing.
 */
export async function storeCart(cart: Sale): Promise<void> {
  if (cart.status === 'Aberto') {
    try {
      await myPwaDb.sales.put(cart);
    } catch (error) {
      throw toStorageError(error);
    }
    return;
  }
  await queueSale(cart);
}
