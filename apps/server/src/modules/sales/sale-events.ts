import type { RealtimeEvent } from '@rota/contract';
import type { SyncedSale } from './sales.repository.ts';

type EventSale = Pick<SyncedSale, 'uuid' | 'company_id' | 'seller_id' | 'status' | 'approval_status'>;

/** The `sale.status` event of a sale written with this version, to its seller (sent after the commit). */
export function saleStatusEvent(sale: EventSale, version: bigint): RealtimeEvent {
  return {
    type: 'sale.status',
    company_id: sale.company_id,
    seller_id: sale.seller_id,
    sale_uuid: sale.uuid,
    status: sale.status,
    cursor: String(version),
  };
}

/**
 * The `sale.approval` event of a sale that began to wait for a supervisor or was decided, to the
 * company's approvers (the approvals room, `realtime/realtime-rooms.ts`; sent after the commit).
 */
export function saleApprovalEvent(sale: EventSale, version: bigint): RealtimeEvent {
  return {
    type: 'sale.approval',
    company_id: sale.company_id,
    seller_id: null,
    sale_uuid: sale.uuid,
    approval_status: sale.approval_status,
    cursor: String(version),
  };
}
