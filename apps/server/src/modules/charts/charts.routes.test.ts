import { randomUUID } from 'node:crypto';
import { api, type CallDefinition, INTEGRATION_BASE, integration } from '@rota/contract';
import { type ChartData, SELLER_PERMISSIONS } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWrite } from '../../db/company-write.ts';
import { type Database, openDatabase } from '../../db/database.ts';
import {
  appointments,
  clients,
  drivers,
  machines,
  measurements,
  operators,
  productionOrders,
  saleItems,
  salePayments,
  sales,
  salesRollupChanges,
  sellers,
  situations,
  volumes,
} from '../../db/schema/index.ts';
import { syncHorizon } from '../../sync/sync-horizon.ts';
import { insertSynced } from '../../testing/catalogue-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { refreshSalesRollup } from './sales-rollup-refresh.ts';

type Item = [product: string, quantity: number, unitPrice: number, discount: number];
type Payment = [form: 'F1' | 'F2', condition: 'C1' | 'C2', price: number];

const PRODUCTS: Record<string, { uuid: string; description: string }> = {
  P1: { uuid: randomUUID(), description: 'Pão francês' },
  P2: { uuid: randomUUID(), description: 'Bolo de milho' },
  P3: { uuid: randomUUID(), description: 'Torta de frango' },
};
const FORMS = { F1: { id: 11, description: 'Dinheiro' }, F2: { id: 12, description: 'Boleto' } };
const CONDITIONS = { C1: { id: 21, description: 'À vista' }, C2: { id: 22, description: '30 dias' } };
const C1 = { uuid: randomUUID(), name: 'Padaria Central' };
const C2 = { uuid: randomUUID(), name: 'Mercado Bom Preço' };

/**
 * Every chart of docs/manager.md against totals worked out by hand from the rows inserted here
 * (the comments give the sums), on the server's default clock: 2026-11-22 10:00 in São Paulo, so
 * the default period is 01/11–22/11/2026.
 */
describe.each(testDatabaseKinds)('manager charts on %s', { timeout: 30_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let other: TestTenant;
  let token: string;
  let sellerToken: string;
  let sellerOne: { id: number; name: string };
  let sellerTwo: { id: number; name: string };

  async function addSale(
    owner: { companyId: number; sellerId: number },
    sale: {
      status: (typeof sales.$inferInsert)['status'];
      received: string;
      competence?: string;
      client: { uuid: string; name: string } | null;
      total: number;
      items: Item[];
      payments: Payment[];
    },
  ) {
    const uuid = randomUUID();
    await companyWrite(app.db, owner.companyId, async (tx) => {
      await tx.insert(sales).values({
        uuid,
        company_id: owner.companyId,
        seller_id: owner.sellerId,
        client_uuid: sale.client?.uuid ?? null,
        client: sale.client ? { ...sale.client, code_erp: null } : null,
        status: sale.status,
        created_at: new Date(sale.received),
        received_at: new Date(sale.received),
        competence_at: sale.competence ?? null,
        total: sale.total,
      });
      if (sale.items.length > 0)
        await tx.insert(saleItems).values(
          sale.items.map(([code, quantity, unit_price, discount], index) => ({
            uuid: randomUUID(),
            sale_uuid: uuid,
            id: index + 1,
            product_uuid: PRODUCTS[code]?.uuid as string,
            code_erp_product: code,
            description: PRODUCTS[code]?.description as string,
            unit: 'UN',
            quantity,
            unit_price,
            discount,
          })),
        );
      if (sale.payments.length > 0)
        await tx.insert(salePayments).values(
          sale.payments.map(([form, condition, price], position) => ({
            sale_uuid: uuid,
            position,
            form_payment: { ...FORMS[form], code_erp: form },
            condition_payment: { ...CONDITIONS[condition], code_erp: condition },
            form_payment_id: FORMS[form].id,
            condition_payment_id: CONDITIONS[condition].id,
            price,
          })),
        );
    });
    return uuid;
  }

  async function erpLoad(call: CallDefinition, rows: unknown[], key = tenant.integrationKey) {
    const answer = await callApi<{ data: { errors: unknown[]; upserted: number } }>(
      app.baseUrl,
      call,
      { token: key, body: { rows } },
      INTEGRATION_BASE,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.errors).toEqual([]);
  }

  const sellerName = async (id: number) =>
    (await app.db.select({ name: sellers.name }).from(sellers).where(eq(sellers.id, id)))[0]?.name as string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, {
      permissions: [...SELLER_PERMISSIONS, 'canAccessManager'],
      sellerCode: 'V1',
    });
    other = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canAccessManager'] });
    token = await login(app, tenant.company.id, tenant.accessToken);
    const second = await addSeller(app, tenant, SELLER_PERMISSIONS, 'V2');
    sellerToken = await login(app, tenant.company.id, second.accessToken, 'aparelho-v2');
    sellerOne = { id: tenant.seller.id, name: await sellerName(tenant.seller.id) };
    sellerTwo = { id: second.seller.id, name: await sellerName(second.seller.id) };
    const one = { companyId: tenant.company.id, sellerId: sellerOne.id };
    const two = { companyId: tenant.company.id, sellerId: sellerTwo.id };

    // A: seller 1, client 1, 05/11: P1 10 × R$ 1,00 = 1000; Dinheiro à vista.
    await addSale(one, {
      status: 'Finalizado',
      received: '2026-11-05T15:00:00Z',
      client: C1,
      total: 1000,
      items: [['P1', 10, 10_000, 0]],
      payments: [['F1', 'C1', 1000]],
    });
    // B: seller 1, client 2, 06/11, Integrado: P1 500 + P2 (250 − 50) = 700; 400 boleto 30 dias, 300 dinheiro.
    await addSale(one, {
      status: 'Integrado',
      received: '2026-11-06T15:00:00Z',
      client: C2,
      total: 700,
      items: [
        ['P1', 5, 10_000, 0],
        ['P2', 1, 25_000, 50],
      ],
      payments: [
        ['F2', 'C2', 400],
        ['F1', 'C1', 300],
      ],
    });
    // C: seller 2, client 1, 06/11, Falha (counts): P2 4 × R$ 2,50 = 1000, boleto 30 dias.
    await addSale(two, {
      status: 'Falha',
      received: '2026-11-06T16:00:00Z',
      client: C1,
      total: 1000,
      items: [['P2', 4, 25_000, 0]],
      payments: [['F2', 'C2', 1000]],
    });
    // D: Cancelado and E: Aberto never count.
    await addSale(two, {
      status: 'Cancelado',
      received: '2026-11-07T15:00:00Z',
      client: C2,
      total: 10_000,
      items: [['P1', 100, 10_000, 0]],
      payments: [['F1', 'C1', 10_000]],
    });
    await addSale(one, {
      status: 'Aberto',
      received: '2026-11-07T15:00:00Z',
      client: C1,
      total: 5_000,
      items: [['P3', 5, 100_000, 0]],
      payments: [['F1', 'C1', 5_000]],
    });
    // F: seller 2, received in November but of competence 20/10: October's.
    await addSale(two, {
      status: 'Processado',
      received: '2026-11-08T15:00:00Z',
      competence: '2026-10-20',
      client: C1,
      total: 2000,
      items: [['P3', 2, 100_000, 0]],
      payments: [['F1', 'C1', 2000]],
    });
    // G: 23:30 of 31/10 in São Paulo; H: midnight of 01/11 there (boleto à vista).
    await addSale(one, {
      status: 'Finalizado',
      received: '2026-11-01T02:30:00Z',
      client: C2,
      total: 300,
      items: [['P1', 3, 10_000, 0]],
      payments: [['F1', 'C1', 300]],
    });
    await addSale(one, {
      status: 'Finalizado',
      received: '2026-11-01T03:00:00Z',
      client: C2,
      total: 400,
      items: [['P1', 4, 10_000, 0]],
      payments: [['F2', 'C1', 400]],
    });
    // Another company's sale in the same days: never in this company's charts.
    await addSale(
      { companyId: other.company.id, sellerId: other.seller.id },
      {
        status: 'Finalizado',
        received: '2026-11-05T15:00:00Z',
        client: C1,
        total: 99_999,
        items: [['P1', 1, 10_000, 0]],
        payments: [['F1', 'C1', 99_999]],
      },
    );
    // August: 32 clients, the i-th buying (i + 1) × 10: the two smallest become "Outros clientes (2)", 30.
    for (let i = 0; i < 32; i++) {
      await addSale(one, {
        status: 'Finalizado',
        received: '2026-08-10T15:00:00Z',
        client: { uuid: randomUUID(), name: `Cliente ${String(i).padStart(2, '0')}` },
        total: (i + 1) * 10,
        items: [],
        payments: [],
      });
    }
    // And the largest of August, a sale without a client: "Sem cliente" takes a place of the 30.
    await addSale(one, {
      status: 'Finalizado',
      received: '2026-08-11T15:00:00Z',
      client: null,
      total: 1000,
      items: [],
      payments: [],
    });
    // The wallet: two active clients (one of seller 2's), one inactive.
    await companyWrite(app.db, tenant.company.id, (tx) =>
      tx.insert(clients).values([
        {
          uuid: C1.uuid,
          company_id: tenant.company.id,
          name: C1.name,
          document: '11222333000181',
          code_erp_seller: 'V1',
        },
        {
          uuid: C2.uuid,
          company_id: tenant.company.id,
          name: C2.name,
          document: '11222333000181',
          code_erp_seller: 'V2',
        },
        {
          uuid: randomUUID(),
          company_id: tenant.company.id,
          name: 'Inativo',
          document: '11222333000181',
          code_erp_seller: 'V1',
          inative: 1,
        },
      ]),
    );

    // Receivables (today 22/11/2026).
    const title = (
      code_erp: string,
      client: string,
      due_date: string,
      amount: number,
      rest: object = {},
    ) => ({
      code_erp,
      code_erp_client: client,
      document_number: `NF-${code_erp}`,
      installment: '1',
      issue_date: '2026-01-02',
      due_date,
      amount,
      amount_paid: 0,
      payment_date: null,
      form_payment_description: null,
      status: 'Aberto',
      ...rest,
    });
    await erpLoad(integration.financials.financialTitles, [
      title('T1', 'CL1', '2026-11-05', 5000, {
        amount_paid: 5000,
        payment_date: '2026-11-06',
        status: 'Pago',
      }),
      title('T2', 'CL1', '2026-11-10', 3000, {
        amount_paid: 1000,
        payment_date: '2026-11-10',
        status: 'Parcial',
      }),
      title('T3', 'CL2', '2026-09-01', 4000), // 82 days late: 61–90
      title('T4', 'CL2', '2026-11-05', 7000, { status: 'Cancelado' }),
      title('T5', 'CL1', '2026-11-30', 1000),
      title('T6', 'CL3', '2026-07-01', 500), // 144 days late: more than 90
      title('T7', 'CL1', '2026-11-22', 100), // due today: not overdue
      title('T8', 'CL1', '2026-10-23', 10), // 30 days late: 1–30
      title('T9', 'CL1', '2026-10-22', 20), // 31 days late: 31–60
    ]);
    await erpLoad(
      integration.financials.financialTitles,
      [title('X1', 'CL1', '2026-11-05', 77_777)],
      other.integrationKey,
    );

    // Payables and purchases.
    const payable = (
      code_erp: string,
      supplier: string,
      due_date: string,
      amount: number,
      rest: object = {},
    ) => ({
      code_erp,
      supplier_code_erp: supplier,
      supplier_name: supplier === 'SUP1' ? 'Moinho Sul' : 'Embalagens Lima',
      document_number: `NF-${code_erp}`,
      installment: '1',
      issue_date: '2026-01-02',
      due_date,
      amount,
      amount_paid: 0,
      payment_date: null,
      status: 'Aberto',
      ...rest,
    });
    await erpLoad(integration.manager.payableTitles, [
      payable('P-1', 'SUP1', '2026-03-10', 2000, {
        amount_paid: 2000,
        payment_date: '2026-03-12',
        status: 'Pago',
      }),
      payable('P-2', 'SUP2', '2026-11-15', 1500),
      payable('P-3', 'SUP1', '2026-03-10', 9999, { status: 'Cancelado' }),
    ]);
    const purchase = (code_erp: string, supplier: string, name: string, date: string, total: number) => ({
      code_erp,
      supplier_code_erp: supplier,
      supplier_name: name,
      document_number: code_erp,
      date,
      total,
    });
    await erpLoad(integration.manager.purchases, [
      purchase('PU1', 'SUP1', 'Moinho Sul', '2026-03-05', 2000),
      purchase('PU2', 'SUP2', 'Embalagens Lima', '2026-11-03', 1500),
      purchase('PU3', 'SUP1', 'Moinho Sul', '2026-11-04', 800),
      // June: 22 suppliers, the i-th selling (i + 1) × 100 (25,300 in all); 2 become "Outros".
      ...Array.from({ length: 22 }, (_, i) =>
        purchase(`J${i}`, `S${i}`, `Fornecedor ${String(i).padStart(2, '0')}`, '2026-06-15', (i + 1) * 100),
      ),
    ]);
    await erpLoad(
      integration.manager.purchases,
      [purchase('X', 'SUP1', 'Moinho Sul', '2026-11-04', 55_555)],
      other.integrationKey,
    );

    // DRE: January revenue 60,000 + 40,000 and CMV −40,000; February revenue 50,000, expenses −10,000.
    const dre = (code_erp: string, year: number, month: number, dreClass: string, amount: number) => ({
      code_erp,
      year,
      month,
      class: dreClass,
      account_code: code_erp,
      account_description: `Conta ${code_erp}`,
      amount,
    });
    await erpLoad(integration.manager.dreLines, [
      dre('D1', 2026, 1, 'Receita bruta', 60_000),
      dre('D2', 2026, 1, 'Receita bruta', 40_000),
      dre('D3', 2026, 1, 'Custo das mercadorias vendidas', -40_000),
      dre('D4', 2026, 2, 'Receita bruta', 50_000),
      dre('D5', 2026, 2, 'Despesas operacionais', -10_000),
      dre('D6', 2025, 12, 'Receita bruta', 777),
    ]);

    // The factory: orders due in November by status, appointments by machine.
    const companyId = tenant.company.id;
    const order = (num_op: string, status: 'Planejada' | 'Encerrada', due_date: string) => ({
      company_id: companyId,
      num_op,
      code_erp_product: 'P1',
      description: 'Tijolo',
      unit: 'UN',
      quantity_planned: 100,
      status,
      due_date,
    });
    await insertSynced(app.db, companyId, productionOrders, [
      order('OP1', 'Planejada', '2026-11-10'),
      order('OP2', 'Encerrada', '2026-11-12'),
      order('OP3', 'Encerrada', '2026-11-20'),
      order('OP4', 'Planejada', '2026-12-01'),
    ]);
    const [oven, extruder] = await insertSynced(app.db, companyId, machines, [
      { company_id: companyId, code_erp: 'M1', description: 'Forno 1' },
      { company_id: companyId, code_erp: 'M2', description: 'Extrusora' },
    ]);
    const [operator] = await insertSynced(app.db, companyId, operators, [
      { company_id: companyId, code_erp: 'O1', name: 'Ana' },
    ]);
    const [situation] = await insertSynced(app.db, companyId, situations, [
      { company_id: companyId, code_erp: 'S1', description: 'Produzindo', kind: 'Produtiva' },
    ]);
    const appointment = (machine: number, started: string, quantity: number, scrap: number) => ({
      uuid: randomUUID(),
      company_id: companyId,
      num_op: 'OP1',
      machine_id: machine,
      operator_id: operator?.id as number,
      situation_id: situation?.id as number,
      started_at: new Date(started),
      finished_at: new Date(new Date(started).getTime() + 3_600_000),
      quantity,
      quantity_scrap: scrap,
    });
    await insertSynced(app.db, companyId, appointments, [
      appointment(oven?.id as number, '2026-11-10T12:00:00Z', 100, 5),
      appointment(oven?.id as number, '2026-11-01T02:30:00Z', 999, 9), // 31/10 in São Paulo
      appointment(extruder?.id as number, '2026-11-11T12:00:00Z', 50, 0),
      appointment(extruder?.id as number, '2026-11-22T11:00:00Z', 7, 0), // today, the period's last day
    ]);

    // Measurements: Ana 5 + 7 m³ and 2 caçambas, Bruno 3 m³ (and 9 m³ in October).
    const [ana, bruno] = await insertSynced(app.db, companyId, drivers, [
      { company_id: companyId, code_erp: 'D1', name: 'Ana Motorista' },
      { company_id: companyId, code_erp: 'D2', name: 'Bruno Motorista' },
    ]);
    const [cubic, bucket] = await insertSynced(app.db, companyId, volumes, [
      { company_id: companyId, field: 'm³' },
      { company_id: companyId, field: 'Caçamba' },
    ]);
    const load = (driver: number, volume: number, date: string, quantity: number) => ({
      uuid: randomUUID(),
      company_id: companyId,
      seller_id: sellerOne.id,
      date,
      driver_id: driver,
      plate: 'ABC1D23',
      material: 'Argila',
      volume_id: volume,
      quantity,
    });
    await insertSynced(app.db, companyId, measurements, [
      load(ana?.id as number, cubic?.id as number, '2026-11-03', 5),
      load(ana?.id as number, cubic?.id as number, '2026-11-04', 7),
      load(ana?.id as number, bucket?.id as number, '2026-11-04', 2),
      load(bruno?.id as number, cubic?.id as number, '2026-11-05', 3),
      load(bruno?.id as number, cubic?.id as number, '2026-10-30', 9),
    ]);
  }, 120_000);
  afterAll(() => app.close());

  async function chart(call: CallDefinition, query: Record<string, string | number> = {}, as = token) {
    const answer = await callApi<{ data: ChartData }>(app.baseUrl, call, { token: as, query });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data;
  }
  const points = (data: ChartData) =>
    Object.fromEntries(
      data.labels.map((label, index) => [label, data.series.map((line) => line.values[index])]),
    );

  it('sums sold sales per seller (Falha counts; Cancelado, Aberto and October do not), filtered by form', async () => {
    expect(await chart(api.charts.salesGroupSeller)).toEqual({
      title: 'Vendas por vendedor',
      unit: 'cents',
      labels: [sellerOne.name, sellerTwo.name],
      series: [{ name: 'Vendas', values: [2100, 1000] }],
    });
    // Sales with a boleto line: B, H (seller 1) and C (seller 2).
    expect(points(await chart(api.charts.salesGroupSeller, { form_payment_id: FORMS.F2.id }))).toEqual({
      [sellerOne.name]: [1100],
      [sellerTwo.name]: [1000],
    });
  });

  it('reads the competence date first, and São Paulo midnight as the day boundary', async () => {
    expect(
      points(await chart(api.charts.salesGroupSeller, { from: '2026-10-01', to: '2026-10-31' })),
    ).toEqual({
      [sellerTwo.name]: [2000],
      [sellerOne.name]: [300],
    });
    const lastOfOctober = await chart(api.charts.salesGroupDay, { from: '2026-10-31', to: '2026-10-31' });
    expect(lastOfOctober.labels).toEqual(['31/10']);
    expect(lastOfOctober.series).toEqual([{ name: 'Vendas', values: [300] }]);
    const firstOfNovember = await chart(api.charts.salesGroupDay, { from: '2026-11-01', to: '2026-11-01' });
    expect(firstOfNovember.series).toEqual([{ name: 'Vendas', values: [400] }]);
  });

  it('lists every day of the default period (this month so far), zero without sales, and filters by seller', async () => {
    const days = await chart(api.charts.salesGroupDay);
    expect(days.labels).toHaveLength(22);
    expect(days.labels[0]).toBe('01/11');
    expect(days.labels[21]).toBe('22/11');
    const expected = Array<number>(22).fill(0);
    expected[0] = 400;
    expected[4] = 1000;
    expected[5] = 1700;
    expect(days.series).toEqual([{ name: 'Vendas', values: expected }]);
    const second = await chart(api.charts.salesGroupDay, { seller_id: sellerTwo.id });
    expect(second.series[0]?.values.reduce((sum, value) => sum + value, 0)).toBe(1000);
    expect(second.series[0]?.values[5]).toBe(1000);
  });

  it("takes the default period on São Paulo's day: 21:00 there (UTC's midnight) keeps the month, 00:00 turns it", async () => {
    const lastLabel = async () => (await chart(api.charts.salesGroupDay)).labels.at(-1);
    try {
      app.setNow(new Date('2026-11-30T12:00:00Z')); // 30/11 09:00 in São Paulo
      expect(await lastLabel()).toBe('30/11');
      app.setNow(new Date('2026-12-01T00:00:01Z')); // 30/11 21:00:01
      expect(await lastLabel()).toBe('30/11');
      app.setNow(new Date('2026-12-01T01:00:00Z')); // 30/11 22:00
      expect((await chart(api.charts.salesGroupDay)).labels).toHaveLength(30);
      app.setNow(new Date('2026-12-01T03:00:00Z')); // 01/12 00:00
      expect((await chart(api.charts.salesGroupDay)).labels).toEqual(['01/12']);
    } finally {
      app.setNow(new Date('2026-11-22T13:00:00Z'));
    }
  });

  it('ranks clients, the 30 largest then the others together', async () => {
    expect(points(await chart(api.charts.salesGroupClient))).toEqual({
      [C1.name]: [2000],
      [C2.name]: [1100],
    });
    const august = await chart(api.charts.salesGroupClient, { from: '2026-08-01', to: '2026-08-31' });
    expect(august.labels).toHaveLength(31);
    expect(august.labels[0]).toBe('Sem cliente');
    expect(august.series[0]?.values[0]).toBe(1000);
    expect(august.labels[1]).toBe('Cliente 31');
    expect(august.series[0]?.values[1]).toBe(320);
    expect(august.labels[29]).toBe('Cliente 03');
    // The sales without a client are one of the groups counted: 33 groups, 30 shown, 3 the rest.
    expect(august.labels[30]).toBe('Outros clientes (3)');
    expect(august.series[0]?.values[30]).toBe(10 + 20 + 30);
  });

  it('sums payment lines per form and per condition, with the client filter', async () => {
    expect(points(await chart(api.charts.salesGroupForm))).toEqual({ Boleto: [1800], Dinheiro: [1300] });
    expect(await chart(api.charts.salesGroupForm, { client_uuid: C1.uuid })).toMatchObject({
      labels: ['Boleto', 'Dinheiro'],
      series: [{ name: 'Vendas', values: [1000, 1000] }],
    });
    expect(await chart(api.charts.salesGroupCondition)).toMatchObject({
      labels: ['À vista', '30 dias'],
      series: [{ name: 'Vendas', values: [1700, 1400] }],
    });
  });

  it('ranks products by quantity and by value (quantity × unit price − discount)', async () => {
    expect(await chart(api.charts.salesGroupProductQtd)).toEqual({
      title: 'Quantidade vendida por produto',
      unit: 'quantity',
      labels: ['Pão francês', 'Bolo de milho'],
      series: [{ name: 'Quantidade', values: [19, 5] }],
    });
    expect(await chart(api.charts.salesGroupProductValue)).toMatchObject({
      unit: 'cents',
      labels: ['Pão francês', 'Bolo de milho'],
      series: [{ name: 'Vendas', values: [1900, 1200] }],
    });
  });

  it('reads receivables by due and payment day and month, a cancelled title in neither', async () => {
    const days = points(await chart(api.charts.financialGroupDay));
    expect(days['05/11']).toEqual([5000, 0]);
    expect(days['06/11']).toEqual([0, 5000]);
    expect(days['10/11']).toEqual([3000, 1000]);
    expect(days['22/11']).toEqual([100, 0]);
    const months = await chart(api.charts.financialGroupMonthYear);
    expect(months.labels[0]).toBe('Jan/2026');
    expect(months.labels[11]).toBe('Dez/2026');
    expect(points(months)).toMatchObject({
      'Jul/2026': [500, 0],
      'Set/2026': [4000, 0],
      'Out/2026': [30, 0],
    });
    expect(points(months)['Nov/2026']).toEqual([9100, 6000]);
  });

  it('adds the DRE per class and month, and the Resultado', async () => {
    const monthly = await chart(api.charts.dreRealizadoMonthYear, { year: 2026 });
    const series = Object.fromEntries(monthly.series.map((line) => [line.name, line.values.slice(0, 3)]));
    expect(series['Receita bruta']).toEqual([100_000, 50_000, 0]);
    expect(series['Custo das mercadorias vendidas']).toEqual([-40_000, 0, 0]);
    expect(series['Despesas operacionais']).toEqual([0, -10_000, 0]);
    expect(series.Resultado).toEqual([60_000, 40_000, 0]);
    expect(monthly.series.at(-1)?.name).toBe('Resultado');
    const yearly = points(await chart(api.charts.dreRealizadoClasseYear, { year: 2026 }));
    expect(yearly['Receita bruta']).toEqual([150_000]);
    expect(yearly.Resultado).toEqual([100_000]);
    expect(points(await chart(api.charts.dreRealizadoClasseYear, { year: 2025 })).Resultado).toEqual([777]);
  });

  it('sets receipts against payments per month of the year', async () => {
    const result = points(await chart(api.charts.financialResultYear));
    expect(result['Mar/2026']).toEqual([0, 2000, -2000]);
    expect(result['Nov/2026']).toEqual([6000, 0, 6000]);
  });

  it('reads purchases and payables per month, and suppliers with the others together', async () => {
    const months = points(await chart(api.manager.purchasesMonthYear));
    expect(months['Mar/2026']).toEqual([2000, 2000, 2000]);
    expect(months['Jun/2026']).toEqual([25_300, 0, 0]);
    expect(months['Nov/2026']).toEqual([2300, 1500, 0]);
    expect(await chart(api.manager.purchasesSupplier)).toMatchObject({
      labels: ['Embalagens Lima', 'Moinho Sul'],
      series: [{ name: 'Compras', values: [1500, 800] }],
    });
    const june = await chart(api.manager.purchasesSupplier, { from: '2026-06-01', to: '2026-06-30' });
    expect(june.labels).toHaveLength(21);
    expect(june.labels[20]).toBe('Outros fornecedores (2)');
    expect(june.series[0]?.values[20]).toBe(300);
  });

  it('ages the overdue receivables at 30, 60 and 90 days', async () => {
    expect(await chart(api.manager.overdueAgeing)).toMatchObject({
      labels: ['1–30 dias', '31–60 dias', '61–90 dias', 'mais de 90 dias'],
      series: [{ name: 'Vencido', values: [2010, 20, 4000, 500] }],
    });
  });

  it('counts production orders due in the period and appointments started in it per machine', async () => {
    expect(points(await chart(api.manager.productionOrders))).toEqual({
      Planejada: [1],
      'Em produção': [0],
      Pausada: [0],
      Encerrada: [2],
    });
    expect(await chart(api.manager.appointmentsMachine)).toMatchObject({
      labels: ['Forno 1', 'Extrusora'],
      series: [
        { name: 'Produzido', values: [100, 57] },
        { name: 'Refugo', values: [5, 0] },
      ],
    });
  });

  it('counts loads per driver and sums each volume apart', async () => {
    expect(points(await chart(api.charts.argilaQtdForDrivers))).toEqual({
      'Ana Motorista': [3],
      'Bruno Motorista': [1],
    });
    expect(await chart(api.charts.argilaTotalForDrivers)).toMatchObject({
      labels: ['Ana Motorista', 'Bruno Motorista'],
      series: [
        { name: 'Caçamba', values: [2, 0] },
        { name: 'm³', values: [12, 3] },
      ],
    });
  });

  it('answers the dashboard against the period of the same length before it', async () => {
    const answer = await callApi(app.baseUrl, api.manager.summary, { token });
    expect(answer.body.data).toEqual({
      period: { from: '2026-11-01', to: '2026-11-22' },
      previous: { from: '2026-10-10', to: '2026-10-31' },
      // A 1000 + B 700 + C 1000 + H 400; before: F 2000 (competence 20/10) + G 300 (31/10).
      sales: { total: 3100, count: 4, previous_total: 2300, previous_count: 2 },
      ticket_average: 775,
      clients: { bought: 2, wallet: 2 },
      overdue: { amount: 6530, titles: 5, clients: 3 },
      result_year: { year: 2026, amount: 100_000 },
    });
    const second = await callApi(app.baseUrl, api.manager.summary, {
      token,
      query: { seller_id: sellerTwo.id },
    });
    expect(second.body.data?.sales).toMatchObject({ total: 1000, count: 1 });
    expect(second.body.data?.clients).toEqual({ bought: 1, wallet: 1 });
  });

  it('answers a saved chart by its hash with its filters and title, 404 in pt-BR for an unknown one', async () => {
    const put = await callApi(
      app.baseUrl,
      integration.manager.putChart,
      {
        token: tenant.integrationKey,
        params: { hash: 'boletos-2026' },
        body: {
          title: 'Boletos por vendedor',
          base: 'charts.salesGroupSeller',
          filters: { form_payment_id: FORMS.F2.id },
        },
      },
      INTEGRATION_BASE,
    );
    expect(put.status).toBe(200);
    // The stored filter is read, the query's is not; the period is the query's.
    const saved = await callApi(app.baseUrl, api.charts.byHash, {
      token,
      params: { hash: 'boletos-2026' },
      query: { form_payment_id: FORMS.F1.id },
    });
    expect(saved.body.data).toEqual({
      title: 'Boletos por vendedor',
      unit: 'cents',
      labels: [sellerOne.name, sellerTwo.name],
      series: [{ name: 'Vendas', values: [1100, 1000] }],
    });
    const october = await callApi(app.baseUrl, api.charts.byHash, {
      token,
      params: { hash: 'boletos-2026' },
      query: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(october.body.data?.labels).toEqual([]);
    const list = await callApi(app.baseUrl, api.manager.savedCharts, { token });
    expect(list.body.data).toEqual([
      { hash: 'boletos-2026', title: 'Boletos por vendedor', base: 'charts.salesGroupSeller' },
    ]);
    // Another company has no such chart; a deleted one is gone.
    const otherToken = await login(app, other.company.id, other.accessToken, 'aparelho-outra');
    const elsewhere = await callApi(app.baseUrl, api.charts.byHash, {
      token: otherToken,
      params: { hash: 'boletos-2026' },
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).toMatchObject({ message: 'Gráfico salvo não encontrado' });
    const removed = await callApi(
      app.baseUrl,
      integration.manager.deleteChart,
      { token: tenant.integrationKey, params: { hash: 'boletos-2026' } },
      INTEGRATION_BASE,
    );
    expect(removed.body).toEqual({ data: { hash: 'boletos-2026', deleted: true } });
    expect(
      (await callApi(app.baseUrl, api.charts.byHash, { token, params: { hash: 'boletos-2026' } })).status,
    ).toBe(404);
    expect((await callApi(app.baseUrl, api.manager.savedCharts, { token })).body.data).toEqual([]);
  });

  it('refuses a seller without canAccessManager (403), from after to and more than two years (422)', async () => {
    const refused = await callApi(app.baseUrl, api.charts.salesGroupSeller, { token: sellerToken });
    expect(refused.status).toBe(403);
    const backwards = await callApi(app.baseUrl, api.charts.salesGroupDay, {
      token,
      query: { from: '2026-11-10', to: '2026-11-09' },
    });
    expect(backwards.status).toBe(422);
    // A day chart answers a point per day: an unbounded period would be millions of points.
    for (const query of [{ from: '2000-01-01', to: '2100-12-31' }, { from: '2000-01-01' }]) {
      const tooLong = await callApi(app.baseUrl, api.charts.salesGroupDay, { token, query });
      expect(tooLong.status).toBe(422);
      expect(JSON.stringify(tooLong.body)).toContain('Escolha um período de no máximo 2 anos');
    }
  });

  it('keeps the rolled-up charts true when a sold sale changes day, status or lines (the days it left too)', async () => {
    const august = { from: '2025-08-01', to: '2025-08-31' };
    const owner = { companyId: tenant.company.id, sellerId: sellerOne.id };
    // A: 13/08, P1 2 × 1,00 + P2 1 × 3,00 = 5,00 by Dinheiro; B: 14/08, P3 1 × 7,00 by Boleto.
    const saleA = await addSale(owner, {
      status: 'Finalizado',
      received: '2025-08-13T15:00:00Z',
      client: C1,
      total: 500,
      items: [
        ['P1', 2, 10_000, 0],
        ['P2', 1, 30_000, 0],
      ],
      payments: [['F1', 'C1', 500]],
    });
    const saleB = await addSale(owner, {
      status: 'Integrado',
      received: '2025-08-14T15:00:00Z',
      client: C2,
      total: 700,
      items: [['P3', 1, 70_000, 0]],
      payments: [['F2', 'C2', 700]],
    });
    const byDay = async () => {
      const data = await chart(api.charts.salesGroupDay, august);
      return Object.fromEntries(
        data.labels.flatMap((label, index) => {
          const value = data.series[0]?.values[index] ?? 0;
          return value === 0 ? [] : [[label, value]];
        }),
      );
    };
    expect(await byDay()).toEqual({ '13/08': 500, '14/08': 700 });
    expect(points(await chart(api.charts.salesGroupForm, august))).toEqual({
      Boleto: [700],
      Dinheiro: [500],
    });

    // The ERP cancels B: it leaves 14/08, and its form and product with it.
    const cancel = await callApi(
      app.baseUrl,
      integration.sales.status,
      {
        token: tenant.integrationKey,
        params: { uuid: saleB },
        body: { status: 'Cancelado', code_erp: 'PV-9', reason_canceled: 'Cliente desistiu' },
      },
      INTEGRATION_BASE,
    );
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await byDay()).toEqual({ '13/08': 500 });
    expect(points(await chart(api.charts.salesGroupForm, august))).toEqual({ Dinheiro: [500] });
    expect(points(await chart(api.charts.salesGroupProductValue, august))).toEqual({
      'Bolo de milho': [300],
      'Pão francês': [200],
    });

    // A gets a competence date (it moves to 20/08) and new lines: P3 2 × 2,50 = 5,00 by Boleto.
    await companyWrite(app.db, tenant.company.id, async (tx) => {
      await tx.update(sales).set({ competence_at: '2025-08-20' }).where(eq(sales.uuid, saleA));
      await tx.delete(saleItems).where(eq(saleItems.sale_uuid, saleA));
      await tx.delete(salePayments).where(eq(salePayments.sale_uuid, saleA));
      await tx.insert(saleItems).values({
        uuid: randomUUID(),
        sale_uuid: saleA,
        id: 1,
        product_uuid: PRODUCTS.P3?.uuid as string,
        code_erp_product: 'P3',
        description: 'Torta de frango',
        unit: 'UN',
        quantity: 2,
        unit_price: 25_000,
        discount: 0,
      });
      await tx.insert(salePayments).values({
        sale_uuid: saleA,
        position: 0,
        form_payment: { ...FORMS.F2, code_erp: 'F2' },
        condition_payment: { ...CONDITIONS.C2, code_erp: 'C2' },
        form_payment_id: FORMS.F2.id,
        condition_payment_id: CONDITIONS.C2.id,
        price: 500,
      });
    });
    // Two managers asking at once: one brings the rollup up to date, the other finds it done.
    const [seller, day] = await Promise.all([chart(api.charts.salesGroupSeller, august), byDay()]);
    expect(points(seller)).toEqual({ [sellerOne.name]: [500] });
    expect(day).toEqual({ '20/08': 500 });
    expect(points(await chart(api.charts.salesGroupForm, august))).toEqual({ Boleto: [500] });
    expect(points(await chart(api.charts.salesGroupCondition, august))).toEqual({ '30 dias': [500] });
    expect(points(await chart(api.charts.salesGroupProductQtd, august))).toEqual({ 'Torta de frango': [2] });
    expect(points(await chart(api.charts.salesGroupProductValue, august))).toEqual({
      'Torta de frango': [500],
    });
    // Most of August is read as the month minus its other days (docs/server.md "The sales rollup"):
    // A, now on 20/08, is out of 01–19/08 and in 05–31/08.
    expect(
      points(await chart(api.charts.salesGroupProductQtd, { from: '2025-08-01', to: '2025-08-19' })),
    ).toEqual({});
    expect(
      points(await chart(api.charts.salesGroupClient, { from: '2025-08-05', to: '2025-08-31' })),
    ).toEqual({
      [C1.name]: [500],
    });
    // Any period — a few days, across two months, most of one — answers from the rollup what the
    // direct path answers (a client or form filter A has forces it; B no longer counts).
    const periods = [
      { from: '2025-08-19', to: '2025-08-21' },
      { from: '2025-07-25', to: '2025-08-05' },
      { from: '2025-08-18', to: '2025-09-03' },
      { from: '2025-08-02', to: '2025-08-31' },
    ];
    const rankings = [
      api.charts.salesGroupSeller,
      api.charts.salesGroupClient,
      api.charts.salesGroupForm,
      api.charts.salesGroupCondition,
      api.charts.salesGroupProductQtd,
      api.charts.salesGroupProductValue,
    ];
    for (const period of periods) {
      for (const call of rankings) {
        const direct: Record<string, string | number> =
          call === api.charts.salesGroupForm ? { client_uuid: C1.uuid } : { form_payment_id: FORMS.F2.id };
        expect(await chart(call, period), `${call.name} ${period.from}–${period.to}`).toEqual(
          await chart(call, { ...period, ...direct }),
        );
      }
      const summary = async (query: Record<string, string | number>) => {
        const answer = await callApi<{ data: unknown }>(app.baseUrl, api.manager.summary, { token, query });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return answer.body.data;
      };
      expect(await summary(period)).toEqual(await summary({ ...period, client_uuid: C1.uuid }));
    }
    // The raw path (a client filter is not in the rollup's keys) agrees.
    expect(points(await chart(api.charts.salesGroupForm, { ...august, client_uuid: C1.uuid }))).toEqual({
      Boleto: [500],
    });
  });

  it('refreshes the rollup once when several charts and processes ask at once (the others find it done)', async () => {
    const july = { from: '2025-07-01', to: '2025-07-31' };
    expect((await chart(api.charts.salesGroupSeller, july)).labels).toEqual([]);
    await addSale(
      { companyId: tenant.company.id, sellerId: sellerTwo.id },
      {
        status: 'Processado',
        received: '2025-07-02T15:00:00Z',
        client: C1,
        total: 40,
        items: [],
        payments: [],
      },
    );
    const horizon = await syncHorizon(app.db, tenant.company.id);
    // On PostgreSQL half of them from another pool, as another server process would.
    const elsewhere = app.databaseUrl ? await openDatabase({ databaseUrl: app.databaseUrl }) : null;
    try {
      const pools = [app.db, elsewhere?.db ?? app.db];
      const refreshed = await Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          refreshSalesRollup(pools[index % 2] as Database, tenant.company.id, horizon),
        ),
      );
      expect(refreshed.filter((done) => done.days + done.sales > 0)).toEqual([{ days: 0, sales: 1 }]);
    } finally {
      await elsewhere?.close();
    }
    expect(
      points(await chart(api.charts.salesGroupSeller, { from: '2025-07-01', to: '2025-07-31' })),
    ).toEqual({
      [sellerTwo.name]: [40],
    });
  });

  it('records the changes of sales only for a company whose rollup exists, and a move between sold statuses costs nothing', async () => {
    const owner = { companyId: other.company.id, sellerId: other.seller.id };
    const sale = await addSale(owner, {
      status: 'Finalizado',
      received: '2025-06-10T15:00:00Z',
      client: null,
      total: 90,
      items: [],
      payments: [],
    });
    const move = (status: 'Integrado' | 'Processado') =>
      companyWrite(app.db, other.company.id, (tx) =>
        tx.update(sales).set({ status }).where(eq(sales.uuid, sale)),
      );
    const recorded = async () =>
      await app.db
        .select({
          sale: salesRollupChanges.sale_uuid,
          oldDay: salesRollupChanges.old_day,
          figures: salesRollupChanges.figures,
        })
        .from(salesRollupChanges)
        .where(eq(salesRollupChanges.company_id, other.company.id));
    const refresh = async () =>
      refreshSalesRollup(app.db, other.company.id, await syncHorizon(app.db, other.company.id));
    await move('Integrado');
    expect(await recorded()).toEqual([]);
    // Its first refresh sums every day with sales; from then on a move records where the sale counted.
    const first = await refresh();
    expect(first.days).toBeGreaterThan(0);
    expect(first.sales).toBe(0);
    await move('Processado');
    expect(await recorded()).toEqual([{ sale, oldDay: '2025-06-10', figures: false }]);
    // Sold before and after, the same figures: nothing to sum again, nothing to add.
    expect(await refresh()).toEqual({ days: 0, sales: 0 });
    expect(await recorded()).toEqual([]);
  });

  it('reads afresh after a write (the cache key holds the write generation)', async () => {
    const december = { from: '2025-12-01', to: '2025-12-31' };
    expect((await chart(api.charts.salesGroupSeller, december)).labels).toEqual([]);
    await addSale(
      { companyId: tenant.company.id, sellerId: sellerOne.id },
      {
        status: 'Finalizado',
        received: '2025-12-10T15:00:00Z',
        client: C1,
        total: 123,
        items: [],
        payments: [],
      },
    );
    expect((await chart(api.charts.salesGroupSeller, december)).series).toEqual([
      { name: 'Vendas', values: [123] },
    ]);
    expect(points(await chart(api.manager.purchasesSupplier, december))).toEqual({});
    await erpLoad(integration.manager.purchases, [
      {
        code_erp: 'DEZ',
        supplier_code_erp: 'SUP9',
        supplier_name: 'Gráfica',
        document_number: '',
        date: '2025-12-05',
        total: 50,
      },
    ]);
    expect(points(await chart(api.manager.purchasesSupplier, december))).toEqual({ Gráfica: [50] });
  });
});
