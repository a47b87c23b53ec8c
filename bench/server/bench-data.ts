import { BAKERY_CATEGORIES } from '@rota/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../apps/server/src/app-deps.ts';
import { UNREACHABLE_LOOKUPS } from '../../apps/server/src/config/lookup-settings.ts';
import { companyWrite } from '../../apps/server/src/db/company-write.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import {
  clients,
  conditionPayments,
  formPayments,
  products,
  sellers,
} from '../../apps/server/src/db/schema/index.ts';
import { recordingEventBus } from '../../apps/server/src/events/event-bus.ts';
import { PRODUCT_LINES } from '../../apps/server/src/seed/demo-product-lines.ts';
import { insertInBatches } from '../../apps/server/src/seed/insert-in-batches.ts';
import { Random } from '../../apps/server/src/seed/random.ts';
import { DEMO_MIN_ORDER_CENTS, seedDemo } from '../../apps/server/src/seed/seed-demo.ts';
import type { BenchTarget } from './bench-database.ts';

/** What the load tests send sales with: a seller, their clients, products, a form and condition. */
export interface SaleFixture {
  companyId: number;
  seller: { id: number; token: string };
  clients: { uuid: string; name: string; code_erp: string | null }[];
  products: { uuid: string; code_erp: string; description: string; unit: string; price: number }[];
  form: { id: number; description: string; code_erp: string };
  condition: { id: number; description: string; code_erp: string };
  /** The company's minimum order (centavos): a sale under it is refused (422). */
  minOrderCents: number;
}

export interface PreparedData {
  fixture: SaleFixture;
  productCount: number;
  seedMs: number;
  topUpMs: number;
}

/** The item at `index` modulo the list's length. */
function cycle<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('lista vazia');
  return item;
}

/** Products beyond the demo's, named after the demo's lines, until the company has `total`. */
function extraProducts(companyId: number, from: number, total: number) {
  const random = new Random('rota-bench/products');
  const lines = BAKERY_CATEGORIES.map((category) => {
    const line = PRODUCT_LINES[category.code];
    if (!line) throw new Error(`categoria sem produtos: ${category.code}`);
    return { category: category.code, line };
  });
  return Array.from({ length: total - from }, (_, index) => {
    const n = from + index;
    const { category, line } = cycle(lines, n);
    const [base, cents] = cycle(line.bases, Math.floor(n / lines.length));
    const [suffix, unit, percent] = cycle(line.packs, Math.floor(n / (lines.length * line.bases.length)));
    return {
      uuid: random.uuid(),
      company_id: companyId,
      description: `${base} ${suffix} (sortimento ${n})`,
      code_erp: `B${String(n).padStart(6, '0')}`,
      unit,
      price: cents * percent + random.int(0, 99),
      category,
      barcode: null,
      inative: 0,
    };
  });
}

/**
 * Migrates the target, seeds the demo company (`npm start`'s seed) and tops its catalogue up to
 * `productTotal` products; returns what the sale load needs. The database is closed afterwards,
 * so the server (a child process) can open it.
 */
export async function prepareBenchData(target: BenchTarget, productTotal: number): Promise<PreparedData> {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir ?? '' },
  );
  try {
    const deps: AppDeps = {
      db: database.db,
      clock: () => new Date(),
      events: recordingEventBus(),
      validateResponses: false,
      sessionTtlMs: 86_400_000,
      lookups: UNREACHABLE_LOOKUPS,
    };
    const seedStart = performance.now();
    const summary = await seedDemo(deps);
    const seedMs = performance.now() - seedStart;
    if (!summary) throw new Error('o banco do benchmark não estava vazio');
    const companyId = summary.company.id;
    const db = database.db;

    const topUpStart = performance.now();
    const [existing] = await db
      .select({ n: count() })
      .from(products)
      .where(eq(products.company_id, companyId));
    const have = existing?.n ?? 0;
    if (have < productTotal) {
      await companyWrite(db, companyId, (tx) =>
        insertInBatches(tx, products, extraProducts(companyId, have, productTotal), 1_000),
      );
    }
    const topUpMs = performance.now() - topUpStart;

    const demoSeller = summary.sellers.find((seller) => seller.profile === 'Vendedor');
    if (!demoSeller) throw new Error('a demonstração não tem vendedor');
    const [seller] = await db.select().from(sellers).where(eq(sellers.id, demoSeller.id));
    const wallet = await db
      .select({ uuid: clients.uuid, name: clients.name, code_erp: clients.code_erp })
      .from(clients)
      .where(
        and(
          eq(clients.company_id, companyId),
          eq(clients.code_erp_seller, seller?.code_erp ?? ''),
          eq(clients.inative, 0),
        ),
      )
      .orderBy(asc(clients.id))
      .limit(200);
    const catalogue = await db
      .select({
        uuid: products.uuid,
        code_erp: products.code_erp,
        description: products.description,
        unit: products.unit,
        price: products.price,
      })
      .from(products)
      .where(and(eq(products.company_id, companyId), eq(products.inative, 0)))
      .orderBy(asc(products.id))
      .limit(500);
    const [form] = await db
      .select({ id: formPayments.id, description: formPayments.description, code_erp: formPayments.code_erp })
      .from(formPayments)
      .where(and(eq(formPayments.company_id, companyId), eq(formPayments.description, 'PIX')));
    const [condition] = await db
      .select({
        id: conditionPayments.id,
        description: conditionPayments.description,
        code_erp: conditionPayments.code_erp,
      })
      .from(conditionPayments)
      .where(and(eq(conditionPayments.company_id, companyId), eq(conditionPayments.description, 'À vista')));
    if (!form || !condition || wallet.length === 0 || catalogue.length === 0)
      throw new Error('a demonstração não tem o que uma venda precisa');
    return {
      fixture: {
        companyId,
        seller: { id: demoSeller.id, token: demoSeller.token },
        clients: wallet,
        products: catalogue,
        form,
        condition,
        minOrderCents: DEMO_MIN_ORDER_CENTS,
      },
      productCount: Math.max(have, productTotal),
      seedMs,
      topUpMs,
    };
  } finally {
    await database.close();
  }
}
