import type { RealtimeEvent } from '@rota/contract';

/**
 * The socket.io rooms of DESIGN.md "Realtime": every socket joins its company's room and its
 * seller's room. Seller ids are unique across companies, so a seller room never mixes tenants.
 */
export const realtimeRooms = {
  company: (companyId: number) => `company:${companyId}`,
  seller: (sellerId: number) => `seller:${sellerId}`,
  /** Where an event goes: its seller's room, or the whole company's when `seller_id` is null. */
  of: (event: RealtimeEvent) =>
    event.seller_id === null
      ? realtimeRooms.company(event.company_id)
      : realtimeRooms.seller(event.seller_id),
} as const;
