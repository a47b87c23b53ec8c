import { api } from '@rota/contract';
import { cartTotals, formatMoney } from '@rota/domain';
import { defineWrite } from './write-declaration.ts';

/**
 * A sale sent whole, idempotent by uuid (a cart handed to the server, a sale finalised): the
 * sale's unsent ones fold into one (`lib/sales/queue-sale.ts`).
 */
export const saleCreate = defineWrite({
  call: api.sales.create,
  stores: ['sales'],
  held: { table: 'sales', uuid: ({ body }) => body.uuid },
  // After its client's writes (queued under the client's uuid): a client made offline reaches the
  // server first, and a refused one holds its sales; the same client's sales keep their order.
  orderKeys: ({ body }) => (body.client_uuid ? [body.client_uuid] : []),
  acknowledge:
    (sale) =>
    ({ sales }) =>
      sales.put(sale),
  label: 'Venda',
  describe: ({ body }) => (body.client === undefined ? null : (body.client?.name ?? 'Sem cliente')),
  // The total from its lines (the domain's rule), in centavos formatted.
  amount: ({ body }) => formatMoney(cartTotals(body).net),
});
