import { isActiveSaleStatus } from '@rota/domain';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';

/** Whose cart: the logged-in seller of the company. */
export interface CartOwner {
  companyId: number;
  sellerId: number;
}

/**
 * The client's active cart of this seller (§4: Aberto or Aguardando Finalizar), from
 * `MyPWA_DB.sales` (index `client_uuid`); the newest when, by a sync from another device, there
 * are two. Undefined when there is none: the checkout then shows a new cart, stored with its
 * first change (an opened screen alone leaves nothing behind).
 */
export async function findActiveCart(clientUuid: string, owner: CartOwner): Promise<SaleRow | undefined> {
  const sales = await myPwaDb.sales.where('client_uuid').equals(clientUuid).toArray();
  return sales
    .filter(
      (sale) =>
        sale.company_id === owner.companyId &&
        sale.seller_id === owner.sellerId &&
        isActiveSaleStatus(sale.status),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}
