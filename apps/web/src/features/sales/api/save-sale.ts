import { isActiveSaleStatus } from '@rota/domain';
import { myPwaDb, type OutboxRow, type SaleRow } from '../../../lib/db/my-pwa-db.ts';
import { saveAndFold } from '../../../lib/sync/index.ts';
import { requestPush } from '../../../lib/sync/push-loop.ts';
import { saleBody } from './sale-body.ts';

const isSaleCreate = (entry: OutboxRow) => entry.call === 'sales.create';

/**
 * Saves a cart changed on this screen (its items, or cleared) and queues it whole as
 * `sales.create`, idempotent by uuid (docs/offline-writes.md): the sale's unsent `sales.create`
 * entries fold into the first of them, so only its newest version is sent. The local row keeps
 * its sync stamps. Only a cart (Aberto, Aguardando Finalizar) may be sent again: the server
 * answers 409 to any other (`saleEditBlock` stops the screen before).
 */
export async function saveSale(row: SaleRow): Promise<number> {
  const body = isActiveSaleStatus(row.status) ? saleBody(row) : null;
  if (!body) throw new Error(`a venda está ${row.status} e não pode mais ser alterada`);
  const id = await saveAndFold(
    myPwaDb.sales,
    row,
    { call: 'sales.create', uuid: row.uuid, body },
    isSaleCreate,
  );
  requestPush();
  return id;
}
