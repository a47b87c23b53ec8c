import type { api, CallBody } from '@rota/contract';
import type { SaleRow } from '../../../lib/db/my-pwa-db.ts';

export type SaleBody = CallBody<typeof api.sales.create>;

/**
 * The body `POST sales` takes for a local row: the §3 sale without the sync stamps the server
 * adds. Null for a status a seller may not send (the server owns the sale from Finalizado on;
 * only a cart, or a sale the seller just finalised, goes).
 */
export function saleBody(row: SaleRow): SaleBody | null {
  const { updated_at: _updated, deleted_at: _deleted, status, ...sale } = row;
  if (status !== 'Aberto' && status !== 'Aguardando Finalizar' && status !== 'Finalizado') return null;
  return { ...sale, status };
}
