import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration } from '@rota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBakery, lineOf, stampBakery, type TestBakery } from '../../testing/bakery-builders.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { findStampsOfLine } from './bakery.repository.ts';

const STARTUP_TIMEOUT_MS = 120_000;
const DAY = '2026-11-23';

/**
 * A short delivery (docs/bakery.md "Short deliveries"): a delivery stamp below the order with its
 * reason, recorded once, shown on the line, and read by the ERP by cursor.
 */
describe.each(testDatabaseKinds)('short bakery deliveries on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let bakery: TestBakery;
  let other: TestBakery;
  let saleItems: Map<string, string>;
  /** Bread 16 (P001) and coffee 12 (P002), both separated whole. */
  let bread: number;
  let coffee: number;

  beforeAll(async () => {
    app = await startTestApp(kind);
    bakery = await createBakery(app);
    other = await createBakery(app);
    const sale = await bakery.sell([
      { code: 'P001', quantity: 16 },
      { code: 'P002', quantity: 12 },
    ]);
    saleItems = new Map(sale.items.map((item) => [item.code_erp_product, item.uuid]));
    await other.sell([{ code: 'P002', quantity: 5 }]);
    const day = await read();
    bread = lineOf(day, 'P001').id;
    coffee = lineOf(day, 'P002').id;
    await stamp('production', [{ id: bread, done: 16 }]);
    await stamp('separation', [
      { id: bread, done: 16 },
      { id: coffee, done: 12 },
    ]);
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => app?.close(), 30_000);

  async function read() {
    const answer = await callApi(app.baseUrl, api.bakery.production, {
      token: bakery.bakerToken,
      query: { date: DAY },
    });
    return answer.body.data;
  }
  const stamp = (
    stage: 'production' | 'separation' | 'delivery',
    lines: Parameters<typeof stampBakery>[3]['lines'],
    extra: { uuid?: string; received_by?: string } = {},
  ) => stampBakery(app, bakery.bakerToken, stage, { lines, ...extra });
  const erpDeliveries = (token: string, since?: string) =>
    callApi(app.baseUrl, integration.bakery.deliveries, { token, query: { since } }, INTEGRATION_BASE);

  it('refuses a reason with the whole order, and "outro" without a note, in pt-BR (422 by line)', async () => {
    const whole = await stamp('delivery', [{ id: bread, done: 16, short_reason: 'faltou' }]);
    expect(whole.status).toBe(422);
    expect(whole.body.errors).toEqual({
      'lines.0.short_reason': ['Entrega completa: não há falta a registrar'],
    });
    const bare = await stamp('delivery', [{ id: bread, done: 14, short_reason: 'outro' }]);
    expect(bare.status).toBe(422);
    expect(bare.body.errors).toEqual({ 'lines.0.short_note': ['Descreva o motivo da falta'] });
    expect(lineOf(await read(), 'P001').delivered).toBe(0);
  });

  it('records a short delivery once, with its reason, on the line and in the log; the ERP reads it once', async () => {
    const uuid = randomUUID();
    const lines = [
      { id: bread, done: 14, short_reason: 'avariado' as const, short_note: 'Caixa amassada' },
      // Nothing of the coffee handed: the client refused it. Still a delivery, closed short at 0.
      { id: coffee, done: 0, short_reason: 'recusado' as const },
    ];
    const first = await stamp('delivery', lines, { uuid, received_by: 'Dona Cida' });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual([
      expect.objectContaining({
        id: bread,
        delivered: 14,
        short_reason: 'avariado',
        short_note: 'Caixa amassada',
        received_by: 'Dona Cida',
        delivery_by: bakery.bakerName,
      }),
      expect.objectContaining({
        id: coffee,
        delivered: 0,
        short_reason: 'recusado',
        short_note: null,
        delivery_at: expect.any(String),
      }),
    ]);
    // The device resends it (it never got the answer): nothing applied twice.
    const again = await stamp('delivery', lines, { uuid, received_by: 'Dona Cida' });
    expect(again.body).toEqual(first.body);
    const log = await findStampsOfLine(app.db, bakery.tenant.company.id, bread);
    expect(log.filter((row) => row.stage === 'delivery')).toEqual([
      expect.objectContaining({
        uuid,
        done_before: 0,
        done: 14,
        short_reason: 'avariado',
        short_note: 'Caixa amassada',
      }),
    ]);

    const delivery = await callApi(app.baseUrl, api.bakery.delivery, {
      token: bakery.bakerToken,
      query: { date: DAY },
    });
    expect(lineOf(delivery.body.data, 'P001')).toMatchObject({ delivered: 14, short_reason: 'avariado' });

    const erp = await erpDeliveries(bakery.tenant.integrationKey);
    expect(erp.status).toBe(200);
    expect(erp.body.data).toEqual([
      expect.objectContaining({
        id: bread,
        sale_item_uuid: saleItems.get('P001'),
        code_erp_product: 'P001',
        quantity: 16,
        delivered: 14,
        short_reason: 'avariado',
        short_note: 'Caixa amassada',
        received_by: 'Dona Cida',
        deleted_at: null,
      }),
      expect.objectContaining({
        id: coffee,
        sale_item_uuid: saleItems.get('P002'),
        quantity: 12,
        delivered: 0,
        short_reason: 'recusado',
      }),
    ]);
    expect(erp.body.meta.has_more).toBe(false);
    // Nothing new since: the replay above did not move the cursor.
    const next = await erpDeliveries(bakery.tenant.integrationKey, erp.body.meta.cursor);
    expect(next.body).toEqual({ data: [], meta: { cursor: erp.body.meta.cursor, has_more: false } });
    // Another company's key sees none of it.
    expect((await erpDeliveries(other.tenant.integrationKey)).body.data).toEqual([]);
  });

  it('clears the reason when the rest arrives, and the ERP reads the line again', async () => {
    const { cursor } = (await erpDeliveries(bakery.tenant.integrationKey)).body.meta;
    const whole = await stamp('delivery', [{ id: bread, done: 16 }], { received_by: 'Dona Cida' });
    expect(whole.body.data[0]).toMatchObject({ delivered: 16, short_reason: null, short_note: null });
    const erp = await erpDeliveries(bakery.tenant.integrationKey, cursor);
    expect(erp.body.data.map((row) => [row.id, row.delivered, row.short_reason])).toEqual([
      [bread, 16, null],
    ]);
    // An undo comes too, as nothing delivered.
    await stamp('delivery', [{ id: coffee, done: 0 }]);
    const undone = await erpDeliveries(bakery.tenant.integrationKey, erp.body.meta.cursor);
    expect(undone.body.data).toEqual([
      expect.objectContaining({ id: coffee, delivered: 0, short_reason: null, delivery_at: null }),
    ]);
  });

  it('keeps a partial delivery without a reason open, as before reasons existed', async () => {
    const partial = await stamp('delivery', [{ id: coffee, done: 5 }]);
    expect(partial.status).toBe(200);
    expect(partial.body.data[0]).toMatchObject({ delivered: 5, short_reason: null });
  });
});
