import type { RealtimeEvent } from '@rota/contract';

/**
 * The socket.io rooms of DESIGN.md "Realtime": every socket joins its company's room and its
 * seller's room. Seller ids are unique across companies, so a seller room never mixes tenants.
 * Sockets whose profile has `canAccessBakery` also join the company's bakery room: the bakery's
 * stamps change many times a minute at dawn, and sellers' phones have no use for them. Sockets
 * whose profile has `canApproveSales` join the company's approvals room, where a sale that
 * begins to wait for a supervisor or is decided is announced (docs/domain.md "Approval").
 */
export const realtimeRooms = {
  company: (companyId: number) => `company:${companyId}`,
  seller: (sellerId: number) => `seller:${sellerId}`,
  bakery: (companyId: number) => `bakery:${companyId}`,
  approvals: (companyId: number) => `approvals:${companyId}`,
  /**
   * Where an event goes: `bakery.changed` to the company's bakery room, `sale.approval` to its
   * approvals room; any other to its seller's room, or the whole company's when `seller_id` is
   * null.
   */
  of: (event: RealtimeEvent) => {
    if (event.type === 'bakery.changed') return realtimeRooms.bakery(event.company_id);
    if (event.type === 'sale.approval') return realtimeRooms.approvals(event.company_id);
    return event.seller_id === null
      ? realtimeRooms.company(event.company_id)
      : realtimeRooms.seller(event.seller_id);
  },
} as const;
