import { addItem, type Client, newCart, type Sale } from '@rota/domain';
import { makeClient, makeItem, testUuid } from '@rota/domain/testing';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { addToOutbox, saveAndQueue } from '#lib/sync/index.ts';

/**
 * Outbox entries for the feature's tests, queued through the app's own functions (so they carry
 * the logged-in seller as owner, as a screen's save would).
 */
export const queueTestEntries = {
  async client(name: string, now = new Date()): Promise<{ id: number; client: Client }> {
    const client = makeClient({ uuid: testUuid(), id: null, name });
    const id = await saveAndQueue(
      myPwaDb.clients,
      client,
      { call: 'clients.create', uuid: client.uuid, body: client },
      now,
    );
    return { id, client };
  },

  /** A sale of `quantity` units at R$ 10,00 each, for `clientName`. */
  async sale(clientName: string, quantity: number, now = new Date()): Promise<{ id: number; sale: Sale }> {
    const cart = newCart({
      uuid: testUuid(),
      company_id: 1,
      seller_id: 7,
      now: now.toISOString(),
      client: { uuid: testUuid(), name: clientName, code_erp: null },
    });
    const sale = {
      ...addItem(cart, makeItem({ quantity, unit_price: 100_000 })),
      status: 'Finalizado' as const,
    };
    const id = await saveAndQueue(
      myPwaDb.sales,
      sale,
      { call: 'sales.create', uuid: sale.uuid, body: sale },
      now,
    );
    return { id, sale };
  },

  async visit(client: Client, visitedAt: string, now = new Date()): Promise<number> {
    const uuid = testUuid();
    return addToOutbox(
      {
        call: 'clients.visited',
        uuid,
        params: { id: client.uuid },
        body: { uuid, visited_at: visitedAt, outcome: { outcome: 'sale', note: null } },
      },
      now,
    );
  },

  /** One part of a visit's photo, as "Encerrar visita" queues it: `bytes` bytes from `offset`. */
  async photoPart(
    client: Client,
    photo: { visit: string; uuid: string; size: number },
    offset: number,
    bytes: number,
    now = new Date(),
  ): Promise<number> {
    return addToOutbox(
      {
        call: 'visits.photoPart',
        uuid: client.uuid,
        params: { visit: photo.visit, uuid: photo.uuid },
        body: { offset, total_size: photo.size, data: btoa('x'.repeat(bytes)) },
      },
      now,
    );
  },

  async markAllRead(now = new Date()): Promise<number> {
    return addToOutbox(
      { call: 'notifications.markAllRead', uuid: 'notifications-all', body: undefined },
      now,
    );
  },

  /** The server refused it (a 409/422): failed with its pt-BR message, as the push leaves it. */
  async refuse(id: number, message: string): Promise<void> {
    await myPwaDb.outbox.update(id, { status: 'failed', last_error: message });
  },
};
