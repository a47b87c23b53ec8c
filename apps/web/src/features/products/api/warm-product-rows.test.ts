import 'fake-indexeddb/auto';
import { makeProduct } from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { takeWarmProductRows, WARM_PRODUCT_ROWS_MS, warmProductRows } from './warm-product-rows.ts';

describe('products read ahead', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    takeWarmProductRows();
  });
  afterEach(() => vi.useRealTimers());

  it('gives the rows read ahead once, then nothing', async () => {
    const product = makeProduct({ uuid: crypto.randomUUID() });
    await myPwaDb.products.put(product);
    expect(takeWarmProductRows()).toBeUndefined();
    warmProductRows();
    await vi.waitFor(() => expect(takeWarmProductRows()?.map((row) => row.uuid)).toEqual([product.uuid]));
    expect(takeWarmProductRows()).toBeUndefined();
  });

  it('lets untaken rows go after a while, and reads again when asked again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    await myPwaDb.products.put(makeProduct({ uuid: crypto.randomUUID() }));
    warmProductRows();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    vi.advanceTimersByTime(WARM_PRODUCT_ROWS_MS);
    expect(takeWarmProductRows()).toBeUndefined();
    warmProductRows();
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1));
    expect(takeWarmProductRows()).toHaveLength(1);
  });
});
