import type { api, CallBody } from '@rota/contract';
import type { Sale } from '@rota/domain';
import { myPwaDb, type OutboxRow } from '../db/my-pwa-db.ts';
import { requestPush } from '../sync/push-loop.ts';
import { saveAndFold } from '../sync/save-and-queue.ts';
import { keepNumbered } from './order-number.ts';

export type SaleBody = CallBody<typeof api.sales.create>;

/**
 * The body `POST sales` takes for a sale kept on the device: the §3 sale's own fields, without the
 * sync stamps the server adds. Null for a status a seller may not send (the server owns the sale
 * from Finalizado on, once it has it; only a cart, or a sale the seller just finalised, goes).
 */
export function saleBody(sale: Sale): SaleBody | null {
  const { status } = sale;
  if (status !== 'Aberto' && status !== 'Aguardando Finalizar' && status !== 'Finalizado') return null;
  return {
    uuid: sale.uuid,
    company_id: sale.company_id,
    seller_id: sale.seller_id,
    client_uuid: sale.client_uuid,
    client: sale.client,
    status,
    items: sale.items,
    payments: sale.payments,
    created_at: sale.created_at,
    code_erp: sale.code_erp,
    competence_at: sale.competence_at,
    pre_sale: sale.pre_sale,
    reason_canceled: sale.reason_canceled,
    type: sale.type,
    delivery_address: sale.delivery_address,
    notes: sale.notes,
    failure_message: sale.failure_message,
    finality_code_erp: sale.finality_code_erp,
    channel_code_erp: sale.channel_code_erp,
    number: sale.number,
  };
}

const isSaleCreate = (entry: OutboxRow) => entry.call === 'sales.create';

/**
 * Keeps the sale on the device and queues it whole for `POST sales` (`sales.create`, idempotent by
 * uuid), in one transaction (docs/offline-writes.md), then asks for a push. The sale's unsent
 * `sales.create` entries fold into one (`saveAndFold`): a cart finished, edited and finished
 * again, or edited twice on "Editar itens", leaves the device once, as it is at the end; an entry
 * being sent is left alone and this one follows it (the server upserts by uuid while the sale is
 * still the seller's). The row keeps its sync stamps. A sale the device never stored takes its
 * order number here (`keepNumbered`). Used by the checkout and the sales screens; answers the id
 * of the entry that carries it.
 */
export async function queueSale(sale: Sale): Promise<number> {
  const id = await keepNumbered(sale, (numbered) => {
    const body = saleBody(numbered);
    if (!body) throw new Error(`A venda ${sale.uuid} está ${sale.status} e não é mais do vendedor`);
    return saveAndFold(
      myPwaDb.sales,
      numbered,
      { call: 'sales.create', uuid: sale.uuid, body },
      isSaleCreate,
    );
  });
  requestPush();
  return id;
}
