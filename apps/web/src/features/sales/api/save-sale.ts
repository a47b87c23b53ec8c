import { isActiveSaleStatus } from '@rota/domain';
import type { SaleRow } from '#lib/db/my-pwa-db.ts';
import { queueSale } from '#lib/sales/index.ts';

/**
 * Saves a cart changed on this screen (its items, or cleared) and queues it whole as
 * `sales.create` (`queueSale`, lib/sales: its unsent entries fold into one, so only its newest
 * version is sent; the local row keeps its sync stamps). Only a cart (Aberto, Aguardando
 * Finalizar) may be sent again: the server answers 409 to any other (`saleEditBlock` stops the
 * screen before).
 */
export async function saveSale(row: SaleRow): Promise<number> {
  if (!isActiveSaleStatus(row.status))
    throw new Error(`a venda está ${row.status} e não pode mais ser alterada`);
  return queueSale(row);
}
