import { randomUUID } from 'node:crypto';
import { SALE_STATUSES, type SaleStatus, SELLER_PERMISSIONS } from '@rota/domain';
import { seededRandom } from '@rota/domain/testing';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import type { Executor } from '../../db/database.ts';
import {
  saleItems,
  salePayments,
  sales,
  salesRollup,
  salesRollupChanges,
  salesRollupMonths,
  salesRollupState,
} from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { addSeller, createTenant, type TestTenant } from '../../testing/tenant.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { refreshSalesRollup } from './sales-rollup-refresh.ts';

/**
 * The rollup followed sale by sale (docs/server.md "The sales rollup") must hold exactly what a
 * build from nothing sums at the same horizon. Seeded rounds of random writes — new sales in every
 * status, the ERP's moves, cancellations and approvals, tombstones, a day moved, lines replaced
 * before or after the sale's update, chains of these on one sale between two refreshes, a refresh
 * running while they commit — are each followed by a refresh, whose daily and monthly rows are
 * compared with a fresh build's.
 */

// Labels are fixed per key, as a catalogue's are: a label is not a figure the sum can check.
const PRODUCTS = ['Pão francês', 'Bolo de milho', 'Torta de frango', 'Queijo (kg)'].map((description) => ({
  uuid: randomUUID(),
  description,
}));
const CLIENTS = ['Padaria Central', 'Mercado Bom Preço', 'Empório Sul'].map((name) => ({
  uuid: randomUUID(),
  name,
}));
const FORMS = [
  { id: 11, description: 'Dinheiro' },
  { id: 12, description: 'Boleto' },
];
const CONDITIONS = [
  { id: 21, description: 'À vista' },
  { id: 22, description: '30 dias' },
];
// Two months, so a move crosses one; São Paulo's evening is the next UTC day.
const RECEIVED = [
  '2025-03-30T14:00:00Z',
  '2025-03-31T23:30:00Z',
  '2025-04-01T12:00:00Z',
  '2025-04-15T02:00:00Z',
];
const COMPETENCES = [null, null, '2025-03-31', '2025-04-20'];

describe.each(testDatabaseKinds)(
  'the sales rollup followed sale by sale on %s',
  { timeout: 120_000 },
  (kind) => {
    let app: TestApp;
    let tenant: TestTenant;
    let sellerIds: number[];

    beforeAll(async () => {
      app = await startTestApp(kind);
      tenant = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canAccessManager'] });
      const second = await addSeller(app, tenant, SELLER_PERMISSIONS, 'R2');
      sellerIds = [tenant.seller.id, second.seller.id];
    });

    afterAll(async () => {
      await app?.close();
    });

    const companyId = () => tenant.company.id;
    const write = <T>(work: (tx: Executor) => Promise<T>) => companyWrite(app.db, companyId(), work);
    const refresh = async () =>
      refreshSalesRollup(app.db, companyId(), await syncHorizon(app.db, companyId()));

    async function rollupRows() {
      const daily = await app.db
        .select()
        .from(salesRollup)
        .where(eq(salesRollup.company_id, companyId()))
        .orderBy(
          asc(salesRollup.kind),
          asc(salesRollup.day),
          asc(salesRollup.seller_id),
          asc(salesRollup.key),
        );
      const monthly = await app.db
        .select()
        .from(salesRollupMonths)
        .where(eq(salesRollupMonths.company_id, companyId()))
        .orderBy(
          asc(salesRollupMonths.kind),
          asc(salesRollupMonths.month),
          asc(salesRollupMonths.seller_id),
          asc(salesRollupMonths.key),
        );
      return { daily, monthly };
    }

    /** Throws the rollup away and builds it again from the sales: what the followed one must equal. */
    async function rebuilt() {
      const company = companyId();
      await app.db.delete(salesRollup).where(eq(salesRollup.company_id, company));
      await app.db.delete(salesRollupMonths).where(eq(salesRollupMonths.company_id, company));
      await app.db.delete(salesRollupChanges).where(eq(salesRollupChanges.company_id, company));
      await app.db.delete(salesRollupState).where(eq(salesRollupState.company_id, company));
      const build = await refresh();
      expect(build.sales).toBe(0);
      return rollupRows();
    }

    type Pick = <T>(values: readonly T[]) => T;

    function linesOf(saleUuid: string, pick: Pick, random: () => number) {
      const items = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => {
        const product = pick(PRODUCTS);
        return {
          uuid: randomUUID(),
          sale_uuid: saleUuid,
          id: index + 1,
          product_uuid: product.uuid,
          code_erp_product: product.uuid.slice(0, 8),
          description: product.description,
          unit: 'UN',
          quantity: 1 + Math.floor(random() * 4),
          unit_price: 10_000 * (1 + Math.floor(random() * 9)),
          discount: pick([0, 0, 50]),
        };
      });
      const payments = Array.from({ length: 1 + Math.floor(random() * 2) }, (_, position) => {
        const form = pick(FORMS);
        const condition = pick(CONDITIONS);
        return {
          sale_uuid: saleUuid,
          position,
          form_payment: { ...form, code_erp: `F${form.id}` },
          condition_payment: { ...condition, code_erp: `C${condition.id}` },
          form_payment_id: form.id,
          condition_payment_id: condition.id,
          price: 100 * (1 + Math.floor(random() * 50)),
        };
      });
      return { items, payments };
    }

    async function addSale(tx: Executor, pick: Pick, random: () => number): Promise<string> {
      const uuid = randomUUID();
      const client = pick([null, ...CLIENTS]);
      const received = pick(RECEIVED);
      await tx.insert(sales).values({
        uuid,
        company_id: companyId(),
        seller_id: pick(sellerIds),
        client_uuid: client?.uuid ?? null,
        client: client ? { ...client, code_erp: null } : null,
        status: pick(SALE_STATUSES),
        created_at: new Date(received),
        received_at: new Date(received),
        competence_at: pick(COMPETENCES),
        total: 100 * (1 + Math.floor(random() * 90)),
      });
      const { items, payments } = linesOf(uuid, pick, random);
      await tx.insert(saleItems).values(items);
      await tx.insert(salePayments).values(payments);
      return uuid;
    }

    async function replaceLines(tx: Executor, uuid: string, pick: Pick, random: () => number) {
      await tx.delete(saleItems).where(eq(saleItems.sale_uuid, uuid));
      await tx.delete(salePayments).where(eq(salePayments.sale_uuid, uuid));
      const { items, payments } = linesOf(uuid, pick, random);
      await tx.insert(saleItems).values(items);
      await tx.insert(salePayments).values(payments);
    }

    it('holds, after every refresh, what a build from nothing sums', async () => {
      const random = seededRandom(20261129);
      const pick: Pick = (values) => values[Math.floor(random() * values.length)] as (typeof values)[number];
      const stored: string[] = [];
      await write(async (tx) => {
        for (let i = 0; i < 12; i++) stored.push(await addSale(tx, pick, random));
      });
      await refresh();
      const counted = { days: 0, sales: 0 };
      for (let round = 0; round < 40; round++) {
        const writes = 1 + Math.floor(random() * 8);
        // Every other round a refresh runs while the writes commit (on PostgreSQL they interleave
        // with its statements): what it does not see must be left for the next one, never lost
        // or counted twice.
        const racing = random() < 0.5 ? refresh() : null;
        for (let w = 0; w < writes; w++) {
          // A small pool, so one sale often changes several times between two refreshes.
          const uuid = pick(stored.slice(-6));
          // New sales and status moves twice as often as the rest.
          const operation = pick([0, 0, 1, 1, 2, 3, 4, 5]);
          await write(async (tx) => {
            const set = (fields: Partial<typeof sales.$inferInsert>) =>
              tx.update(sales).set(fields).where(eq(sales.uuid, uuid));
            if (operation === 0) stored.push(await addSale(tx, pick, random));
            else if (operation === 1) await set({ status: pick<SaleStatus>(SALE_STATUSES) });
            else if (operation === 2) await set({ deleted_at: random() < 0.5 ? new Date() : null });
            else if (operation === 3) await set({ competence_at: pick(COMPETENCES) });
            else if (operation === 4) {
              // A resend: the sale's row, then its lines (sales.service's order).
              await set({ total: 100 * (1 + Math.floor(random() * 90)), seller_id: pick(sellerIds) });
              await replaceLines(tx, uuid, pick, random);
            } else {
              // The lines first: the change still follows the sale's update.
              await replaceLines(tx, uuid, pick, random);
              await set({ status: pick<SaleStatus>(SALE_STATUSES) });
            }
          });
        }
        for (const done of [await racing, await refresh()]) {
          counted.days += done?.days ?? 0;
          counted.sales += done?.sales ?? 0;
        }
        const followed = await rollupRows();
        expect(followed, `round ${round}`).toEqual(await rebuilt());
      }
      // Both ways were taken: sales followed one by one, and days summed again.
      expect(counted.sales).toBeGreaterThan(10);
      expect(counted.days).toBeGreaterThan(10);
      // The pool's sales are really spread over statuses, days and deletion.
      const [tombstoned] = await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(sales)
        .where(and(eq(sales.company_id, companyId()), isNotNull(sales.deleted_at)));
      expect(tombstoned?.count).toBeGreaterThan(0);
    });
  },
);
