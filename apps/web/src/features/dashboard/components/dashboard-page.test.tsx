import 'fake-indexeddb/auto';
import type { Client, PermissionName, Sale } from '@rota/domain';
import { FORM, makeClient, makeFinancialTitle, makeSale, makeSaleItem, testUuid } from '@rota/domain/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { historySync } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { DashboardPage } from './dashboard-page.tsx';

/** Tuesday 24/11/2026, 09:00 in São Paulo: "Terça" is today. */
const TODAY = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(TODAY.getTime() - days * 86_400_000).toISOString();

const client = (overrides: Partial<Client> = {}) => ({
  ...makeClient({
    uuid: testUuid(),
    code_erp: `C${testUuid().slice(-4)}`,
    code_erp_seller: 'V001',
    visiting_day: 'Terça',
    last_visit: daysAgo(7),
  }),
  updated_at: daysAgo(1),
  ...overrides,
});

const sale = (cents: number, day: string, overrides: Partial<Sale> = {}) => ({
  ...makeSale({
    uuid: testUuid(),
    status: 'Finalizado',
    created_at: `${day}T10:00:00.000-03:00`,
    items: [makeSaleItem({ uuid: testUuid(), quantity: 1, unit_price: cents * 100, discount: 0 })],
    payments: [
      {
        formPayment: FORM,
        conditionPayment: { id: 2, description: 'À vista', code_erp: 'AV' },
        form_payment_id: FORM.id,
        condition_payment_id: 2,
        price: cents,
      },
    ],
    ...overrides,
  }),
  updated_at: daysAgo(0),
});

async function renderDashboard(permissions: PermissionName[] = ['canViewHistoryFinancialClient']) {
  await authStore.setLogin(makeSession(permissions), 1);
  const view = renderPage(<DashboardPage />, '/admin');
  await screen.findByTestId('tile-to-visit');
  return view;
}

const value = (tile: string) => screen.getByTestId(`${tile}-value`).textContent;
const tile = (name: string) => screen.getByTestId(name);

describe('DashboardPage', () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
    localStorage.clear();
    await resetLocalDbs();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    historySync.clear();
    await authStore.logout();
  });

  it('shows the day at a glance from the synced data, each tile a link to its screen', async () => {
    const overdueClient = client({ code_erp: 'C900' });
    await myPwaDb.clients.bulkPut([
      client(),
      client({ last_visit: daysAgo(0) }),
      client({ visiting_day: 'Quinzenal', last_visit: daysAgo(14) }),
      client({ visiting_day: 'Quinzenal', last_visit: daysAgo(3) }),
      client({ visiting_day: 'Segunda', last_visit: daysAgo(0) }),
      client({ code_erp_seller: 'V002' }),
      overdueClient,
    ]);
    await myPwaDb.financialTitles.bulkPut([
      makeFinancialTitle({ code_erp_client: 'C900', due_date: '2026-11-17', amount: 12_000 }),
      makeFinancialTitle({ code_erp_client: 'C900', due_date: '2026-11-30', amount: 5_000 }),
    ]);
    await myPwaDb.sales.bulkPut([
      sale(10_000, '2026-11-24'),
      sale(5_000, '2026-11-24', { status: 'Processado' }),
      sale(3_000, '2026-11-24', { status: 'Cancelado' }),
      sale(20_000, '2026-11-02', { status: 'Processado' }),
      sale(25_000, '2026-10-10', { status: 'Processado' }),
      sale(99_000, '2026-10-28', { status: 'Processado' }),
      sale(4_000, '2026-11-24', { status: 'Aberto' }),
      sale(8_000, '2026-11-24', { seller_id: 8 }),
    ]);
    await renderDashboard();

    // Terça: 3 of Ana's clients (one visited today, one overdue) + the Quinzenal due.
    await waitFor(() => expect(value('tile-to-visit')).toBe('4'));
    expect(tile('tile-to-visit').textContent).toContain('1 Quinzenal vencido');
    expect(value('tile-visited')).toBe('2');
    // Two visits, one on today's route: the other is said to be off it.
    expect(tile('tile-visited').textContent).toContain('1 dos 4 clientes do roteiro · 1 fora dele');
    expect(value('tile-carts')).toBe('1');
    expect(value('tile-sales-today')).toBe('R$ 150,00');
    expect(tile('tile-sales-today').textContent).toContain('2 vendas');
    // 1–24 Nov: R$ 350,00; 1–24 Oct: R$ 250,00 (the 28th is later in the month).
    expect(value('tile-sales-month')).toBe('R$ 350,00');
    expect(tile('tile-sales-month').textContent).toContain('+40% sobre o mês anterior (R$ 250,00)');
    expect(value('tile-overdue')).toBe('1');
    expect(tile('tile-overdue').textContent).toContain('R$ 120,00 vencidos');

    expect(tile('tile-to-visit').getAttribute('href')).toBe('/admin/clients');
    expect(tile('tile-carts').getAttribute('href')).toBe('/admin/sales');
    expect(tile('tile-unsent').getAttribute('href')).toBe('/pendencias');
    expect(tile('tile-sales-month').getAttribute('href')).toBe('/admin/report');
    expect(tile('tile-overdue').getAttribute('href')).toBe('/admin/clients');
  });

  it('waits for the sales and titles still coming after the first login instead of showing part of them', async () => {
    await myPwaDb.sales.bulkPut([sale(10_000, '2026-11-24')]);
    const session = makeSession(['canViewHistoryFinancialClient']);
    const line = (
      label: string,
      table: 'sales' | 'financialTitles',
      status: 'running' | 'waiting' | 'done',
    ) => ({
      call: `${table}.all`,
      label,
      table,
      done: status === 'done' ? 10 : 0,
      total: status === 'done' ? 10 : null,
      status,
    });
    historySync.start(`1:${session.seller.id}`, [
      line('Vendas', 'sales', 'running'),
      line('Títulos financeiros', 'financialTitles', 'waiting'),
    ]);
    await renderDashboard();
    expect(value('tile-sales-today')).toBe('…');
    expect(tile('tile-sales-today').textContent).toContain('Baixando as vendas…');
    expect(value('tile-sales-month')).toBe('…');
    expect(value('tile-overdue')).toBe('…');
    expect(tile('tile-overdue').textContent).toContain('Baixando o financeiro…');
    // The route is already stored: it counts.
    expect(value('tile-to-visit')).toBe('0');

    act(() =>
      historySync.report(`1:${session.seller.id}`, [
        line('Vendas', 'sales', 'done'),
        line('Títulos financeiros', 'financialTitles', 'done'),
      ]),
    );
    await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 100,00'));
    expect(value('tile-overdue')).toBe('0');
  });

  it('hides overdue titles without canViewHistoryFinancialClient', async () => {
    await renderDashboard([]);
    expect(screen.queryByTestId('tile-overdue')).toBeNull();
  });

  it('counts unsent records and those the server refused', async () => {
    const base = { created_at: TODAY.toISOString(), attempts: 0, next_attempt_at: null, owner: '1:7' };
    await myPwaDb.outbox.bulkAdd([
      { ...base, uuid: testUuid(), call: 'sales.create', body: {}, status: 'pending', last_error: null },
      {
        ...base,
        uuid: testUuid(),
        call: 'clients.update',
        body: {},
        status: 'failed',
        last_error: 'Inválido',
      },
    ]);
    await renderDashboard();
    await waitFor(() => expect(value('tile-unsent')).toBe('2'));
    expect(tile('tile-unsent').textContent).toContain('1 recusado: corrija');
  });

  describe('"Hoje" is the São Paulo day (UTC−3): its midnight turns it, not UTC\'s at 21:00', () => {
    // Sales at the edges: UTC calls the 23:30 one the 28th and the 22:30 one of the 26th the 27th.
    const openAt = async (at: string) => {
      vi.setSystemTime(new Date(at));
      await myPwaDb.sales.bulkPut([
        sale(1_100, '2026-11-27', { created_at: '2026-11-27T08:00:00.000-03:00' }),
        sale(2_200, '2026-11-27', { created_at: '2026-11-27T23:30:00.000-03:00' }),
        sale(4_400, '2026-11-26', { created_at: '2026-11-26T22:30:00.000-03:00' }),
        sale(8_800, '2026-11-28', { created_at: '2026-11-28T00:30:00.000-03:00' }),
      ]);
      await renderDashboard();
    };
    const heading = () => screen.getByRole('heading', { level: 2 }).textContent;
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it('at 09:00 in São Paulo (12:00 UTC) shows that day', async () => {
      await openAt('2026-11-27T12:00:00.000Z');
      await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 33,00'));
      expect(heading()).toBe('Sexta, 27/11/2026');
    });

    it('at 22:00 in São Paulo (01:00 UTC, the next day) still shows that day', async () => {
      await openAt('2026-11-28T01:00:00.000Z');
      await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 33,00'));
      expect(heading()).toBe('Sexta, 27/11/2026');
    });

    it('left open across 21:00 keeps the day', async () => {
      await openAt('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(value('tile-sales-today')).toBe('R$ 33,00');
      expect(heading()).toBe('Sexta, 27/11/2026');
    });

    it('left open across 00:00 moves to the new day by itself', async () => {
      await openAt('2026-11-28T02:59:59.800Z'); // 23:59:59.8
      await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 33,00'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      await waitFor(() => expect(value('tile-sales-today')).toBe('R$ 88,00'));
      expect(heading()).toBe('Sábado, 28/11/2026');
    });
  });

  it('shows the month’s goals against the synced sales, what is left per working day and the pace (docs/domain.md "Goals")', async () => {
    const wallet = [
      client(),
      client(),
      client(),
      client(),
      client({ inative: 1 }),
      client({ code_erp_seller: 'V002' }),
    ];
    await myPwaDb.clients.bulkPut(wallet);
    const [first, second] = wallet as [ReturnType<typeof client>, ReturnType<typeof client>];
    const [p1, p2, p3] = [testUuid(), testUuid(), testUuid()];
    // R$ 300,00 to the first client (two products) and R$ 100,00 to the second: R$ 400,00, 2 clients, 3 products.
    await myPwaDb.sales.bulkPut([
      {
        ...sale(0, '2026-11-05', { client_uuid: first.uuid }),
        items: [
          makeSaleItem({ uuid: testUuid(), id: 1, product_uuid: p1, quantity: 1, unit_price: 2_000_000 }),
          makeSaleItem({ uuid: testUuid(), id: 2, product_uuid: p2, quantity: 1, unit_price: 1_000_000 }),
        ],
      },
      {
        ...sale(0, '2026-11-20', { client_uuid: second.uuid, status: 'Processado' }),
        items: [
          makeSaleItem({ uuid: testUuid(), id: 1, product_uuid: p3, quantity: 1, unit_price: 1_000_000 }),
        ],
      },
      // Not counted: a cancelled order, October, another seller.
      sale(50_000, '2026-11-10', { status: 'Cancelado' }),
      sale(50_000, '2026-10-30'),
      sale(50_000, '2026-11-10', { seller_id: 8 }),
    ]);
    await myPwaDb.sellerGoals.bulkPut([
      {
        uuid: testUuid(),
        company_id: 1,
        code_erp_seller: 'V001',
        month: '2026-11',
        sales_value: 100_000,
        positivation: 2,
        mix: 4,
        mix_basis: 'products',
        updated_at: daysAgo(1),
        deleted_at: null,
      },
      {
        uuid: testUuid(),
        company_id: 1,
        code_erp_seller: 'V002',
        month: '2026-11',
        sales_value: 1,
        positivation: null,
        mix: null,
        mix_basis: 'products',
        updated_at: daysAgo(1),
        deleted_at: null,
      },
    ]);
    await renderDashboard();
    const card = await screen.findByTestId('goals-card');
    // Tuesday 24: 14 working days before it (Finados off), 5 from it on (Consciência Negra off).
    expect(card.textContent).toContain('19 dias úteis no mês, 5 restantes');
    await waitFor(() =>
      expect(screen.getByTestId('goal-sales_value').textContent).toContain('R$ 400,00 de R$ 1.000,00'),
    );
    const value = screen.getByTestId('goal-sales_value').textContent;
    expect(value).toContain('40%');
    expect(value).toContain('Faltam R$ 600,00 · R$ 120,00 por dia útil (5 dias úteis)');
    // 15 of 19 days done, today included: R$ 400,00 ÷ 15 × 19.
    expect(value).toContain('No ritmo atual, o mês fecha em R$ 506,67');
    const positivation = screen.getByTestId('goal-positivation').textContent;
    expect(positivation).toContain('2 de 2');
    expect(positivation).toContain('Meta atingida');
    expect(positivation).toContain('50% da carteira de 4 clientes');
    expect(screen.getByTestId('goal-mix').textContent).toContain('3 de 4');
    expect(screen.getByTestId('goal-mix').textContent).toContain('Faltam 1 · 1 por dia útil (5 dias úteis)');
  });

  it('says when the month has no goals', async () => {
    await renderDashboard();
    expect((await screen.findByTestId('goals-card')).textContent).toContain(
      'Sem metas definidas para novembro.',
    );
  });
});
