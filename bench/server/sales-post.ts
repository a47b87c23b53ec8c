import { randomUUID } from 'node:crypto';
import { API_BASE, api, buildCallPath } from '@rota/contract';
import { cartTotals, type Sale, zonedDate } from '@rota/domain';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { SaleFixture } from './bench-data.ts';
import type { DirectDriver } from './direct-driver.ts';

const salesPath = `${API_BASE}${buildCallPath(api.sales.create)}`;

/**
 * How a direct insert orders its row versions against pulls (docs/server.md "Sync"):
 * - `writer`: what `companyWrite({ concurrent: true })` does now — registered as a writer of the
 *   company (`rota_begin_sync_write`), writes of one company side by side, pulls wait for them;
 * - `mutex`: the design before — the company's advisory lock from the start to the commit (what
 *   `companyWrite` still does for writes whose rules span records), sales one after another;
 * - `lockAtEnd`: the alternative measured — the company's lock taken only at the end, around
 *   re-stamping the sale's version and the commit;
 * - `none`: no ordering at all (a pull could skip rows): the reference.
 */
export type InsertMode = 'writer' | 'mutex' | 'lockAtEnd' | 'none';

/** The company's mutex (`rota_begin_sync_write`'s advisory lock 7001, company). */
const COMPANY_MUTEX = 7_001;

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('lista vazia');
  return item;
};

/**
 * A sale a seller sends when closing an order (status Finalizado): a fresh uuid, one of their
 * clients, 1–5 distinct products at the base price (at least the company's minimum order), paid
 * in full by PIX à vista.
 */
export function newSale(fixture: SaleFixture, now = new Date()): Sale {
  const count = 1 + Math.floor(Math.random() * 5);
  const chosen = new Set<SaleFixture['products'][number]>();
  while (chosen.size < count) chosen.add(pick(fixture.products));
  const items = [...chosen].map((product, index) => ({
    uuid: randomUUID(),
    id: index + 1,
    product_uuid: product.uuid,
    code_erp_product: product.code_erp,
    description: product.description,
    unit: product.unit,
    quantity: 1 + Math.floor(Math.random() * 10),
    unit_price: product.price,
    discount: 0,
    price_list_uuid: null,
  }));
  // At least the company's minimum order, as the checkout asks of a seller: more of the first item.
  const [first] = items;
  while (first && first.unit_price > 0 && cartTotals({ items, payments: [] }).net < fixture.minOrderCents)
    first.quantity += 1;
  const client = pick(fixture.clients);
  const net = cartTotals({ items, payments: [] }).net;
  return {
    uuid: randomUUID(),
    company_id: fixture.companyId,
    seller_id: fixture.seller.id,
    client_uuid: client.uuid,
    client,
    status: 'Finalizado',
    items,
    payments: [
      {
        formPayment: fixture.form,
        conditionPayment: fixture.condition,
        form_payment_id: fixture.form.id,
        condition_payment_id: fixture.condition.id,
        price: net,
      },
    ],
    created_at: now.toISOString(),
    code_erp: '',
    competence_at: zonedDate(now),
    pre_sale: false,
    reason_canceled: null,
    type: 'app',
    delivery_address: null,
    notes: null,
    failure_message: null,
    finality_code_erp: null,
    channel_code_erp: null,
    number: null,
  };
}

export type SaleProbe = { ok: true } | { ok: false; status: number; body: string };

/** One sale first, so a missing route or a refused body is reported instead of 10 s of errors. */
export async function probeSalePost(
  baseUrl: string,
  session: string,
  fixture: SaleFixture,
): Promise<SaleProbe> {
  const response = await fetch(new URL(salesPath, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify(newSale(fixture)),
  });
  const body = await response.text();
  return response.status === 200 || response.status === 201
    ? { ok: true }
    : { ok: false, status: response.status, body: body.slice(0, 500) };
}

/** autocannon posting a new sale (fresh uuid, 1–5 items) per request for `duration` seconds. */
export function loadSalePosts(
  baseUrl: string,
  session: string,
  fixture: SaleFixture,
  options: { connections: number; duration: number },
): Promise<AutocannonResult> {
  return autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.duration,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: salesPath,
        headers: { authorization: `Bearer ${session}`, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: JSON.stringify(newSale(fixture)) }),
      },
    ],
  });
}

async function insertSale(driver: DirectDriver, sale: Sale, mode: InsertMode): Promise<void> {
  await driver.transaction(async (query) => {
    if (mode === 'writer' || mode === 'mutex')
      await query('select rota_begin_sync_write($1::int, $2, $3::text)', [
        sale.company_id,
        mode === 'mutex',
        sale.uuid,
      ]);
    // Without registering, only the mark the version trigger checks.
    else await query(`select set_config('rota.sync_company', $1::text, true)`, [sale.company_id]);
    await query(
      `insert into sales (uuid, company_id, seller_id, client_uuid, client, status, created_at, received_at,
         code_erp, competence_at, pre_sale, reason_canceled, type, delivery_address, notes, failure_message, total)
       values ($1, $2, $3, $4, $5, $6, $7, now(), $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        sale.uuid,
        sale.company_id,
        sale.seller_id,
        sale.client_uuid,
        JSON.stringify(sale.client),
        sale.status,
        sale.created_at,
        sale.code_erp,
        sale.competence_at,
        sale.pre_sale,
        sale.reason_canceled,
        sale.type,
        sale.delivery_address,
        sale.notes,
        sale.failure_message,
        cartTotals(sale).net,
      ],
    );
    const itemValues = sale.items.map((_, row) => {
      const at = row * 10;
      return `(${Array.from({ length: 10 }, (__, column) => `$${at + column + 1}`).join(', ')})`;
    });
    await query(
      `insert into sale_items (uuid, sale_uuid, id, product_uuid, code_erp_product, description, unit, quantity,
         unit_price, discount) values ${itemValues.join(', ')}`,
      sale.items.flatMap((item) => [
        item.uuid,
        sale.uuid,
        item.id,
        item.product_uuid,
        item.code_erp_product,
        item.description,
        item.unit,
        item.quantity,
        item.unit_price,
        item.discount,
      ]),
    );
    for (const [position, payment] of sale.payments.entries()) {
      await query(
        `insert into sale_payments (sale_uuid, position, form_payment, condition_payment, form_payment_id,
           condition_payment_id, price) values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          sale.uuid,
          position,
          JSON.stringify(payment.formPayment),
          JSON.stringify(payment.conditionPayment),
          payment.form_payment_id,
          payment.condition_payment_id,
          payment.price,
        ],
      );
    }
    if (mode === 'lockAtEnd') {
      await query('select pg_advisory_xact_lock($1, $2)', [COMPANY_MUTEX, sale.company_id]);
      await query('update sales set version = 0 where uuid = $1', [sale.uuid]);
    }
  });
}

/**
 * The same sales inserted with the driver for `duration` seconds: the sale, its items and its
 * payments, one transaction each, ordered against pulls as `mode` says, from `workers`
 * concurrent loops (PGlite has one connection).
 */
export async function measureDirectInserts(
  driver: DirectDriver,
  fixture: SaleFixture,
  options: { workers: number; duration: number; mode: InsertMode },
): Promise<{ sales: number; seconds: number; perSecond: number }> {
  const started = performance.now();
  const deadline = started + options.duration * 1000;
  let sales = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await insertSale(driver, newSale(fixture), options.mode);
      sales += 1;
    }
  };
  await Promise.all(Array.from({ length: options.workers }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { sales, seconds, perSecond: sales / seconds };
}
