import type { RealtimeEvent } from '@rota/contract';

/**
 * The socket.io rooms of DESIGN.md "Realtime": every socket joins its company's room and its
 * seller's room. Seller ids are unique across companies, so a seller room never mixes tenants.
 * Sockets whose profile has `canAccessBakery` also join the company's bakery room: the bakery's
 * stamps change many times a minute at dawn, and sellers' phones have no use for them.
 */
export const realtimeRooms = {
  company: (companyId: number) => `company:${companyId}`,
  seller: (sellerId: number) => `seller:${sellerId}`,
  bakery: (companyId: number) => `bakery:${companyId}`,
  /**
   * Where an event goes: `bakery.changed` to the company's bakery room; any other to its
   * seller's room, or the whole company's when `seller_id` is null.
   */
  of: (event: RealtimeEvent) => {
    if (event.type === 'bakery.changed') return realtimeRooms.bakery(event.company_id);
    return event.seller_id === null
      ? realtimeRooms.company(event.company_id)
      : realtimeRooms.seller(event.seller_id);
  },
} as const;
