import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { companyWrite } from '../db/company-write.ts';
import type { Database, Transaction } from '../db/database.ts';
import {
  appointmentPauses,
  appointments,
  bakeryItems,
  channels,
  checks,
  clients,
  clientVisits,
  companies,
  companyConfigs,
  conditionPayments,
  deliveryAddresses,
  descParameters,
  devices,
  dreLines,
  drivers,
  finalities,
  financialTitles,
  formPayments,
  machines,
  measurements,
  notifications,
  operators,
  payableTitles,
  priceLists,
  productionOrders,
  products,
  purchases,
  saleItems,
  salePayments,
  sales,
  savedCharts,
  sellers,
  situations,
  teams,
  volumes,
} from '../db/schema/index.ts';
import { createCompany, createIntegrationKey, createProfile, createSeller } from '../modules/admin/index.ts';
import { DemoCalendar } from './demo-calendar.ts';
import {
  buildChannels,
  buildConditionPayments,
  buildDescParameters,
  buildFinalities,
  buildFormPayments,
  buildPriceLists,
  buildProducts,
  buildTeams,
  buildVolumes,
  DEMO_CONDITION_PAYMENTS,
  DEMO_PRICE_LISTS,
  type PriceListRow,
  type ProductRow,
} from './demo-catalogue.ts';
import { buildClients } from './demo-clients.ts';
import {
  DEMO_COMPANY,
  DEMO_INTEGRATION_KEY,
  DEMO_PIX_KEY,
  DEMO_PROFILES,
  DEMO_SELLERS,
} from './demo-company.ts';
import { seedDemoCredit } from './demo-credit.ts';
import { buildFinancials } from './demo-financials.ts';
import { DemoGeography } from './demo-geography.ts';
import { seedDemoGoals } from './demo-goals.ts';
import { buildManagerData } from './demo-manager.ts';
import { buildMeasurements } from './demo-measurements.ts';
import { buildNotifications } from './demo-notifications.ts';
import {
  buildBakeryItems,
  buildProduction,
  DEMO_DRIVERS,
  DEMO_MACHINES,
  DEMO_OPERATORS,
  DEMO_SITUATIONS,
  demoDriverCode,
} from './demo-production.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { buildSales, type DemoChoice } from './demo-sales.ts';
import { seedDemoStock } from './demo-stock.ts';
import { type DemoSummary, formatDemoSummary } from './demo-summary.ts';
import { buildVisits } from './demo-visits.ts';
import { insertInBatches } from './insert-in-batches.ts';
import { Random } from './random.ts';

/** Advisory-lock namespace of the seed, so two processes starting together seed once. */
const SEED_LOCK_NAMESPACE = 7_002;

/** Each part draws from its own named stream: changing one part leaves the others' data alone. */
const stream = (part: string) => new Random(`rota-demo/${part}`);

/** The demo company's minimum order: R$ 50,00 (docs/domain.md "Order minimums"). */
export const DEMO_MIN_ORDER_CENTS = 5_000;

/**
 * Creates the deterministic demo company when the database has no company, in one transaction
 * (all or nothing) holding the company's write lock; null when there already is a company.
 */
export async function seedDemo(deps: AppDeps): Promise<DemoSummary | null> {
  const now = deps.clock();
  return deps.db.transaction(async (outer) => {
    await outer.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_NAMESPACE}, 0)`);
    const [existing] = await outer.select({ id: companies.id }).from(companies).limit(1);
    if (existing) return null;
    const db: Database = outer;
    const company = await createCompany(db, DEMO_COMPANY);
    return companyWrite(db, company.id, (tx) => seedCompany(tx, company.id, now));
  });
}

/** `npm start`'s hook: seeds an empty database and prints how to log in (logger and stdout). */
export async function seedDemoIfEmpty(deps: AppDeps, log: FastifyBaseLogger): Promise<void> {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const summary = await seedDemo(deps);
  if (!summary) {
    log.info('o banco já tem empresas; a empresa de demonstração não foi criada');
    return;
  }
  const elapsedMs = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  log.info(
    {
      company: { id: summary.company.id, cnpj: summary.company.cnpj, name: summary.company.name },
      sellers: summary.sellers.map(({ name, profile, token }) => ({ name, profile, token })),
      integrationKey: summary.integrationKey,
      counts: summary.counts,
      elapsedMs,
      /** This process's CPU time: with PGlite, nearly all of the seed's work. */
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    },
    'empresa de demonstração criada',
  );
  console.info(formatDemoSummary(summary, elapsedMs));
}

async function seedCompany(tx: Transaction, companyId: number, now: Date): Promise<DemoSummary> {
  const calendar = new DemoCalendar(now);
  const db: Database = tx;

  // Access: profiles, teams, sellers (tokens stored hashed by the admin service), the ERP key.
  const profileIds = new Map<string, number>();
  for (const profile of DEMO_PROFILES) {
    const created = await createProfile(db, { companyId, ...profile });
    profileIds.set(profile.description, created.id);
  }
  const teamRows = buildTeams(stream('teams'), companyId);
  await insertInBatches(tx, teams, teamRows);
  const teamUuids = new Map(teamRows.map((team) => [team.name, team.uuid]));
  const demoSellers: DemoSummary['sellers'] = [];
  for (const definition of DEMO_SELLERS) {
    const profileId = profileIds.get(definition.profile);
    if (profileId === undefined) throw new Error(`perfil ausente: ${definition.profile}`);
    const { seller, token } = await createSeller(db, {
      companyId,
      name: definition.name,
      profileId,
      code_erp: definition.code_erp,
      email: definition.email,
      token: definition.token,
    });
    const teamUuid = definition.team ? (teamUuids.get(definition.team) ?? null) : null;
    if (teamUuid) await tx.update(sellers).set({ team_uuid: teamUuid }).where(eq(sellers.id, seller.id));
    demoSellers.push({
      id: seller.id,
      name: seller.name,
      profile: definition.profile,
      code_erp: definition.code_erp,
      token,
    });
  }
  const integrationKey = await createIntegrationKey(db, {
    companyId,
    description: 'ERP de demonstração',
    key: DEMO_INTEGRATION_KEY,
  });
  await tx
    .update(companyConfigs)
    .set({
      allowed_price_lists: DEMO_PRICE_LISTS.map((list) => list.code_erp),
      // A seller gives up to 10% alone; up to 15% waits for a supervisor (docs/domain.md "Approval").
      max_discount_basis_points: 1_000,
      approval_discount_basis_points: 1_500,
      // No order under R$ 50,00; the longer terms have their own minimums (docs/demo.md).
      min_order_value: DEMO_MIN_ORDER_CENTS,
      // Over a client's credit, or for a blocked client, the order waits for a supervisor.
      credit_policy: 'approve',
      // A line over the stock known waits too (docs/demo.md "See the stock").
      stock_policy: 'approve',
      allows_pre_sale: 1,
      // A random key (EVP) nobody holds: the order's Pix code is real in form, never a real payee.
      pix_key: DEMO_PIX_KEY,
      pix_merchant_city: 'São Paulo',
    })
    .where(eq(companyConfigs.company_id, companyId));

  // Catalogue.
  const catalogueRandom = stream('catalogue');
  const productRows = buildProducts(catalogueRandom, companyId);
  await insertInBatches(tx, products, productRows);
  const priceListRows = buildPriceLists(catalogueRandom, companyId, productRows, calendar);
  await insertInBatches(tx, priceLists, priceListRows);
  const formRows = await tx
    .insert(formPayments)
    .values(buildFormPayments(catalogueRandom, companyId))
    .returning({
      id: formPayments.id,
      description: formPayments.description,
      code_erp: formPayments.code_erp,
    });
  const conditionRows = await tx
    .insert(conditionPayments)
    .values(buildConditionPayments(catalogueRandom, companyId))
    .returning({
      id: conditionPayments.id,
      description: conditionPayments.description,
      code_erp: conditionPayments.code_erp,
    });
  const channelRows = buildChannels(catalogueRandom, companyId);
  await insertInBatches(tx, channels, channelRows);
  const finalityRows = buildFinalities(catalogueRandom, companyId);
  await insertInBatches(tx, finalities, finalityRows);
  const volumeRows = buildVolumes(companyId);
  await insertInBatches(tx, volumes, volumeRows);
  const descParameterRows = buildDescParameters(companyId);
  await insertInBatches(tx, descParameters, descParameterRows);

  // Clients, spread over the wallets of the sellers who sell.
  const geography = new DemoGeography();
  const wallets = DEMO_SELLERS.filter((seller) => seller.clientShare > 0).map(
    (seller) => [seller.code_erp, seller.clientShare] as const,
  );
  const clientData = buildClients(stream('clients'), {
    companyId,
    geography,
    calendar,
    wallets,
    contacts: stream('client-contacts'),
  });
  // Yesterday's and this morning's check-ins (docs/demo.md "Visits"), each raising its client's
  // last visit as a real one does.
  const visitRows = buildVisits(stream('visits'), {
    companyId,
    calendar,
    now,
    sellers: demoSellers.map((seller) => ({
      id: seller.id,
      clients: clientData.clients.filter((client) => client.code_erp_seller === seller.code_erp),
    })),
  });
  const lastVisits = new Map<string, Date>();
  for (const visit of visitRows) {
    const previous = lastVisits.get(visit.client_uuid);
    if (!previous || visit.visited_at > previous) lastVisits.set(visit.client_uuid, visit.visited_at);
  }
  for (const client of clientData.clients) {
    const visited = lastVisits.get(client.uuid);
    if (visited && (!client.last_visit || visited > client.last_visit)) client.last_visit = visited;
  }
  await insertInBatches(tx, clients, clientData.clients);
  await insertInBatches(tx, deliveryAddresses, clientData.deliveryAddresses);
  await insertInBatches(tx, clientVisits, visitRows);

  // Six months of sales.
  const listPrices = new Map<string, PriceListRow>();
  for (const row of priceListRows) if (row.code_erp === 'TAB01') listPrices.set(row.code_erp_product, row);
  const conditionDays = new Map<string, readonly number[]>(
    DEMO_CONDITION_PAYMENTS.map((condition) => [condition.code_erp, condition.days]),
  );
  const sellingSellers = demoSellers
    .filter((seller) => wallets.some(([code]) => code === seller.code_erp))
    .map((seller) => ({
      id: seller.id,
      code_erp: seller.code_erp,
      clients: clientData.clients.filter(
        (client) => client.code_erp_seller === seller.code_erp && client.inative === 0,
      ),
    }));
  const saleData = buildSales(stream('sales'), {
    companyId,
    now,
    calendar,
    sellers: sellingSellers,
    deliveryAddresses: clientData.deliveryAddresses,
    products: productRows.filter((product) => product.inative === 0),
    listPrices,
    forms: new Map<string, DemoChoice>(formRows.map((form) => [form.code_erp, form])),
    conditions: new Map(
      conditionRows.map((condition) => [
        condition.code_erp,
        { ...condition, days: conditionDays.get(condition.code_erp) ?? [0] },
      ]),
    ),
  });
  // The phone each selling seller made the demo's sales on: its series numbers them ("V001-…"),
  // and a real login afterwards takes the next series (docs/domain.md "Order numbers").
  await tx.insert(devices).values(
    sellingSellers.map((seller, index) => ({
      company_id: companyId,
      seller_id: seller.id,
      device_id: `demo-celular-${seller.code_erp}`,
      order_series: index + 1,
    })),
  );
  await insertInBatches(
    tx,
    sales,
    saleData.sales.map((sale) => sale.row),
  );
  await insertInBatches(tx, saleItems, saleData.items);
  await insertInBatches(tx, salePayments, saleData.payments);

  // What the ERP sends back: receivables and checks; notices for the sellers.
  const financialData = buildFinancials(stream('financials'), { companyId, calendar, sales: saleData.sales });
  await insertInBatches(tx, financialTitles, financialData.titles);
  await insertInBatches(tx, checks, financialData.checks);
  await seedDemoCredit(tx, companyId);
  await seedDemoStock(tx, stream('stock'), { companyId, now, products: productRows });
  const goalCount = await seedDemoGoals(tx, stream('goals'), {
    companyId,
    now,
    sellers: sellingSellers,
    sales: saleData.sales,
    items: saleData.items,
  });
  const promotionCount = await seedDemoPromotions(tx, stream('promotions'), {
    companyId,
    now,
    products: productRows,
  });
  const notificationRows = buildNotifications(stream('notifications'), {
    companyId,
    now,
    sales: saleData.sales,
    sellers: demoSellers.map((seller) => ({
      id: seller.id,
      sells: sellingSellers.some((selling) => selling.id === seller.id),
    })),
  });
  await insertInBatches(tx, notifications, notificationRows);

  // The manager area: the ERP's DRE, purchases and payables, and two saved charts.
  const managerData = buildManagerData(stream('manager'), {
    companyId,
    calendar,
    sales: saleData.sales,
    boletoFormId: formRows.find((form) => form.code_erp === 'FP01')?.id,
  });
  await insertInBatches(tx, dreLines, managerData.dre);
  await insertInBatches(tx, purchases, managerData.purchases);
  await insertInBatches(tx, payableTitles, managerData.payables);
  await insertInBatches(tx, savedCharts, managerData.charts);

  // Bakery and factory.
  const productionCounts = await seedProduction(tx, {
    companyId,
    calendar,
    productRows,
    saleData,
  });
  const measurementRows = await seedMeasurements(tx, {
    companyId,
    calendar,
    sellerIds: demoSellers
      .filter((seller) => DEMO_MEASURING_SELLERS.includes(seller.code_erp))
      .map((seller) => seller.id),
  });

  return {
    company: {
      id: companyId,
      name: DEMO_COMPANY.name,
      trade_name: DEMO_COMPANY.trade_name,
      cnpj: DEMO_COMPANY.cnpj,
    },
    sellers: demoSellers,
    integrationKey,
    counts: {
      clientes: clientData.clients.length,
      'endereços de entrega': clientData.deliveryAddresses.length,
      produtos: productRows.length,
      'preços em tabelas': priceListRows.length,
      vendas: saleData.sales.length,
      'itens de venda': saleData.items.length,
      'títulos financeiros': financialData.titles.length,
      cheques: financialData.checks.length,
      notificações: notificationRows.length,
      metas: goalCount,
      promoções: promotionCount,
      ...productionCounts,
      medições: measurementRows,
      'linhas do DRE': managerData.dre.length,
      compras: managerData.purchases.length,
      'títulos a pagar': managerData.payables.length,
      'gráficos salvos': managerData.charts.length,
    },
  };
}

/** The sellers whose measured loads the demo records (docs/demo.md): Ana and Carla. */
const DEMO_MEASURING_SELLERS: readonly string[] = ['V001', 'V003'];

/** The demo's measured loads against its drivers, in m³ (`buildMeasurements`); answers how many. */
async function seedMeasurements(
  tx: Transaction,
  input: { companyId: number; calendar: DemoCalendar; sellerIds: readonly number[] },
): Promise<number> {
  const driverIds = (
    await tx
      .select({ id: drivers.id })
      .from(drivers)
      .where(eq(drivers.company_id, input.companyId))
      .orderBy(drivers.id)
  ).map((row) => row.id);
  const [volume] = await tx
    .select({ id: volumes.id })
    .from(volumes)
    .where(and(eq(volumes.company_id, input.companyId), eq(volumes.field, 'm³')));
  if (!volume) throw new Error('volume m³ ausente');
  const rows = buildMeasurements(stream('measurements'), { ...input, driverIds, volumeId: volume.id });
  await insertInBatches(tx, measurements, rows);
  return rows.length;
}

async function seedProduction(
  tx: Transaction,
  input: {
    companyId: number;
    calendar: DemoCalendar;
    productRows: readonly ProductRow[];
    saleData: ReturnType<typeof buildSales>;
  },
): Promise<Record<string, number>> {
  const { companyId, calendar } = input;
  const random = stream('production');
  await insertInBatches(
    tx,
    drivers,
    DEMO_DRIVERS.map((name, index) => ({ company_id: companyId, code_erp: demoDriverCode(index), name })),
  );
  const machineRows = await tx
    .insert(machines)
    .values(
      DEMO_MACHINES.map(([code_erp, description, inative]) => ({
        company_id: companyId,
        code_erp,
        description,
        inative,
      })),
    )
    .returning({ id: machines.id, inative: machines.inative });
  const operatorRows = await tx
    .insert(operators)
    .values(
      DEMO_OPERATORS.map(([code_erp, name, inative]) => ({ company_id: companyId, code_erp, name, inative })),
    )
    .returning({ id: operators.id, inative: operators.inative });
  const situationRows = await tx
    .insert(situations)
    .values(
      DEMO_SITUATIONS.map(([code_erp, description, kind, inative]) => ({
        company_id: companyId,
        code_erp,
        description,
        kind,
        inative,
      })),
    )
    .returning({ id: situations.id, kind: situations.kind, inative: situations.inative });
  const production = buildProduction(random, {
    companyId,
    calendar,
    products: input.productRows,
    refs: {
      machineIds: machineRows.filter((row) => row.inative === 0).map((row) => row.id),
      operatorIds: operatorRows.filter((row) => row.inative === 0).map((row) => row.id),
      situations: situationRows,
    },
  });
  await insertInBatches(tx, productionOrders, production.orders);
  await insertInBatches(tx, appointments, production.appointments);
  await insertInBatches(tx, appointmentPauses, production.pauses);
  const bakeryRows = buildBakeryItems(random, {
    companyId,
    calendar,
    sales: input.saleData.sales,
    items: input.saleData.items,
    products: new Map(input.productRows.map((product) => [product.uuid, product])),
  });
  await insertInBatches(tx, bakeryItems, bakeryRows);
  return {
    'itens da padaria': bakeryRows.length,
    'ordens de produção': production.orders.length,
    apontamentos: production.appointments.length,
  };
}
