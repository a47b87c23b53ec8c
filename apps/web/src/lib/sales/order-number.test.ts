import 'fake-indexeddb/auto';
import { newCart } from '@rota/domain';
import { makeSaleItem } from '@rota/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { authStore } from '../auth/auth-store.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { keepNumbered } from './order-number.ts';
import { queueSale } from './sale-writes.ts';

const cart = (sellerId = 7) =>
  newCart({ uuid: crypto.randomUUID(), company_id: 1, seller_id: sellerId, now: '2026-11-28T12:00:00.000Z' });
const put = (sale: ReturnType<typeof cart>) => myPwaDb.sales.put(sale);

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin({ ...makeSession(), order_series: 3, order_last: 0 }, 1);
});

describe('order numbers on the device', () => {
  it("numbers each new cart with the next count of the device's series, and keeps a stored cart's number", async () => {
    const first = cart();
    const second = cart();
    await keepNumbered(first, put);
    await keepNumbered(second, put);
    expect((await myPwaDb.sales.get(first.uuid))?.number).toBe('V003-0001');
    expect((await myPwaDb.sales.get(second.uuid))?.number).toBe('V003-0002');

    // A later change of the first cart, made from a copy read before it was numbered.
    await queueSale({ ...first, status: 'Aguardando Finalizar', items: [makeSaleItem()] });
    expect((await myPwaDb.sales.get(first.uuid))?.number).toBe('V003-0001');
    const [entry] = await myPwaDb.outbox.toArray();
    expect((entry?.body as { number?: string } | undefined)?.number).toBe('V003-0001');
  });

  it('numbers a cart once when two of its changes are stored at the same moment', async () => {
    const sale = cart();
    await Promise.all([keepNumbered(sale, put), keepNumbered({ ...sale, notes: 'outra' }, put)]);
    expect((await myPwaDb.sales.get(sale.uuid))?.number).toBe('V003-0001');
    await keepNumbered(cart(), put);
    expect((await myPwaDb.orderCounts.toArray()).map((row) => row.last)).toEqual([2]);
  });

  it("carries on from the server's count when the device lost its own (a reinstall)", async () => {
    await authStore.setLogin({ ...makeSession(), order_series: 3, order_last: 41 }, 1);
    const sale = cart();
    await keepNumbered(sale, put);
    expect((await myPwaDb.sales.get(sale.uuid))?.number).toBe('V003-0042');
  });

  it("leaves unnumbered a cart of a login from before numbers, and another seller's sale", async () => {
    const mine = cart();
    const theirs = cart(99);
    await keepNumbered(theirs, put);
    await authStore.setLogin({ ...makeSession(), order_series: null }, 1);
    await keepNumbered(mine, put);
    expect((await myPwaDb.sales.get(mine.uuid))?.number).toBeNull();
    expect((await myPwaDb.sales.get(theirs.uuid))?.number).toBeNull();
  });
});
