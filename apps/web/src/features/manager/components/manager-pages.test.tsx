import { api } from '@rota/contract';
import { dayLabels } from '@rota/domain';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { messages } from '../messages.ts';
import { MANAGER_CHARTS, type ManagerChartKey } from '../model/manager-charts.ts';
import { type SeenCall, SUMMARY_FIXTURE, serveManager } from '../testing/manager-fixtures.ts';
import { goOffline, goOnline, renderManager, testQueryClient } from '../testing/manager-screen.tsx';
import { ManagerBuyPage } from './manager-buy-page.tsx';
import { ManagerDashboardPage } from './manager-dashboard-page.tsx';
import { ManagerFinancialPage } from './manager-financial-page.tsx';
import { ManagerManagementPage } from './manager-management-page.tsx';
import { ManagerProductionPage } from './manager-production-page.tsx';
import { ManagerSalesPage } from './manager-sales-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

// happy-dom draws nothing: the chart is replaced by its labels and first series.
vi.mock('../chart/manager-chart.tsx', () => ({
  default: ({ data, label }: { data: { labels: string[] }; label: string }) => (
    <div role="img" aria-label={label} data-testid="chart">
      {data.labels.join(' | ')}
    </div>
  ),
}));

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
const TODAY = new Date('2026-11-24T12:00:00.000Z');
const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let seen: SeenCall[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  client = testQueryClient();
  seen = serveManager(callApiMock);
});
afterEach(() => {
  cleanup();
  goOnline();
  client.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const PAGES: [string, string, () => ReactElement, ManagerChartKey[]][] = [
  ['Dashboard', '/gestor', () => <ManagerDashboardPage />, ['salesByDay', 'salesBySeller']],
  [
    'Vendas',
    '/gestor/sales',
    () => <ManagerSalesPage />,
    [
      'salesByDay',
      'salesBySeller',
      'salesByForm',
      'salesByClient',
      'salesByCondition',
      'productQuantity',
      'productValue',
    ],
  ],
  [
    'Financeiro',
    '/gestor/financial',
    () => <ManagerFinancialPage />,
    ['receivablesByDay', 'receivablesByMonth', 'overdueAgeing'],
  ],
  ['Compras', '/gestor/buy', () => <ManagerBuyPage />, ['purchasesByMonth', 'purchasesBySupplier']],
  [
    'Produção',
    '/gestor/production',
    () => <ManagerProductionPage />,
    ['productionOrders', 'appointmentsByMachine', 'argilaTrips', 'argilaTotals'],
  ],
  [
    'Gerencial',
    '/gestor/manager',
    () => <ManagerManagementPage />,
    ['dreByMonth', 'dreByClass', 'financialResult'],
  ],
];

/** The card whose heading is `title`. */
const cardOf = (title: string) => {
  const heading = screen.getByRole('heading', { name: title });
  const card = heading.closest('section');
  if (!card) throw new Error(`No card for ${title}`);
  return card as HTMLElement;
};

describe.each(PAGES)('the %s screen', (_name, path, page, charts) => {
  it("shows each chart's title and, at a click, its table with caption, headers and total", async () => {
    const user = userEvent.setup();
    renderManager(client, page(), path);
    for (const key of charts) {
      const spec = MANAGER_CHARTS[key];
      await waitFor(() => expect(within(cardOf(spec.title)).getByTestId('chart')).toBeTruthy());
      const card = cardOf(spec.title);
      await user.click(within(card).getByText(messages.card.table));
      const table = within(card).getByRole('table');
      expect(table.querySelector('caption')?.textContent).toContain(spec.title);
      expect(within(table).getByRole('columnheader', { name: spec.labelHeader })).toBeTruthy();
      const hasTotal = !('total' in spec) || spec.total !== false;
      expect(within(table).queryByRole('rowheader', { name: 'Total' }) !== null).toBe(hasTotal);
    }
    expect(seen.map((call) => call.name)).toEqual(
      expect.arrayContaining(charts.map((key) => MANAGER_CHARTS[key].call.name)),
    );
  });
});

describe('the manager screens', () => {
  it('show the sales by seller as a table in pt-BR, with the total', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerSalesPage />, '/gestor/sales');
    const title = MANAGER_CHARTS.salesBySeller.title;
    await waitFor(() => expect(within(cardOf(title)).getByTestId('chart')).toBeTruthy());
    await user.click(within(cardOf(title)).getByText('Tabela'));
    const rows = within(within(cardOf(title)).getByRole('table'))
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Vendedor', 'Vendas'],
      ['Ana Souza', 'R$ 1.234,56'],
      ['Bruno Lima', 'R$ 78,90'],
      ['Total', 'R$ 1.313,46'],
    ]);
    expect(within(cardOf(title)).getByRole('table').querySelector('caption')?.textContent).toBe(
      'Vendas por vendedor — 01/11/2026 a 24/11/2026',
    );
  });

  it('mark the ABC classes of the clients in the table, none for the lumped rest', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerSalesPage />, '/gestor/sales');
    const title = MANAGER_CHARTS.salesByClient.title;
    await waitFor(() => expect(within(cardOf(title)).getByTestId('chart')).toBeTruthy());
    await user.click(within(cardOf(title)).getByText('Tabela'));
    const body = within(cardOf(title)).getAllByRole('row').slice(1, 4);
    expect(body.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['R$ 800,00', '80,0%', 'A'],
      ['R$ 150,00', '95,0%', 'B'],
      ['R$ 50,00', '100,0%', '—'],
    ]);
  });

  it('export a chart as the CSV its table shows', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:rota-csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const user = userEvent.setup();
    renderManager(client, <ManagerDashboardPage />, '/gestor');
    const title = MANAGER_CHARTS.salesBySeller.title;
    await waitFor(() => expect(within(cardOf(title)).getByTestId('chart')).toBeTruthy());
    await user.click(within(cardOf(title)).getByRole('button', { name: 'Exportar CSV' }));
    expect(clicked[0]?.download).toBe('vendas-por-vendedor-2026-11-01-a-2026-11-24.csv');
    const bytes = new Uint8Array(await (blobs[0] as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      'Vendedor;Vendas\r\nAna Souza;1234,56\r\nBruno Lima;78,90\r\nTotal;1313,46\r\n',
    );
  });

  it('ask every chart for the period picked, kept in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderManager(client, <ManagerDashboardPage />, '/gestor');
    await waitFor(() => expect(seen.some((call) => call.name === 'charts.salesGroupDay')).toBe(true));
    const queriesOf = (name: string) => seen.filter((call) => call.name === name).map((call) => call.query);
    expect(queriesOf('charts.salesGroupDay')).toEqual([{ from: '2026-11-01', to: '2026-11-24', year: 2026 }]);
    expect(screen.getByTestId('manager-range').textContent).toBe(
      '01/11/2026 a 24/11/2026 · gráficos anuais: 2026',
    );

    await user.click(screen.getByText('Mês passado'));
    await waitFor(() => expect(queriesOf('charts.salesGroupDay')).toHaveLength(2));
    expect(queriesOf('charts.salesGroupDay')[1]).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      year: 2026,
    });
    expect(queriesOf('manager.summary').at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31', year: 2026 });
    expect(router.state.location.search).toBe('?periodo=mes-passado');

    await user.click(screen.getByText('Personalizado'));
    const from = screen.getByLabelText('De');
    await user.clear(from);
    await user.type(from, '15/12/2025');
    await waitFor(() =>
      expect(queriesOf('charts.salesGroupDay').at(-1)).toEqual({
        from: '2025-12-15',
        to: '2026-10-31',
        year: 2026,
      }),
    );
    expect(router.state.location.search).toBe('?periodo=personalizado&de=2025-12-15&ate=2026-10-31');

    // More than two years is refused with its reason; the charts keep the last period.
    const asked = queriesOf('charts.salesGroupDay').length;
    await user.clear(from);
    await user.type(from, '01/01/2020');
    expect((await screen.findByRole('alert')).textContent).toBe('Escolha um período de no máximo 2 anos');
    expect(router.state.location.search).toBe('?periodo=personalizado&de=2025-12-15&ate=2026-10-31');
    expect(queriesOf('charts.salesGroupDay')).toHaveLength(asked);
  });

  it('draw a long period’s daily chart by month, titled so, its table naming each month with its year', async () => {
    // The server answers a point per day of 01/01–24/11/2026 (328 days), 1 centavo each.
    const range = { from: '2026-01-01', to: '2026-11-24' };
    const days = dayLabels(range);
    callApiMock.mockImplementation(async (call) => {
      if (call === api.charts.salesGroupDay)
        return {
          title: 'Vendas por dia',
          unit: 'cents',
          labels: days,
          series: [{ name: 'Vendas', values: days.map(() => 1) }],
        };
      if (call === api.manager.summary) return SUMMARY_FIXTURE;
      throw new HttpError(404, 'sem fixture');
    });
    const user = userEvent.setup();
    renderManager(client, <ManagerDashboardPage />, '/gestor', '/gestor?periodo=ano');
    const card = await waitFor(() => cardOf('Vendas por mês'));
    expect(screen.queryByRole('heading', { name: 'Vendas por dia' })).toBeNull();
    await waitFor(() =>
      expect(within(card).getByTestId('chart').textContent).toMatch(/^Jan\/2026 \| Fev\/2026 .* Nov\/2026$/),
    );
    await user.click(within(card).getByText('Tabela'));
    const table = within(card).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mês' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^Fev\/2026/ }).textContent).toContain('R$ 0,28');
  });

  it('draw the receivables of a long period by week: the screen has its own chart by month', async () => {
    const days = dayLabels({ from: '2026-01-01', to: '2026-11-24' });
    callApiMock.mockImplementation(async (call) => {
      if (call === api.charts.financialGroupDay)
        return {
          title: 'Contas a receber',
          unit: 'cents',
          labels: days,
          series: [{ name: 'Aberto', values: days.map(() => 1) }],
        };
      if (call === api.manager.summary) return SUMMARY_FIXTURE;
      throw new HttpError(404, 'sem fixture');
    });
    renderManager(client, <ManagerFinancialPage />, '/gestor/financial', '/gestor/financial?periodo=ano');
    const card = await waitFor(() => cardOf('Contas a receber por semana'));
    await waitFor(() =>
      expect(within(card).getByTestId('chart').textContent).toMatch(/^sem\. 01\/01 \| sem\. 05\/01/),
    );
    expect(screen.getAllByRole('heading', { name: 'Contas a receber por mês' })).toHaveLength(1);
  });

  it('open on the period the URL holds (a reload, another screen of the area)', async () => {
    renderManager(client, <ManagerBuyPage />, '/gestor/buy', '/gestor/buy?periodo=ano');
    await waitFor(() => expect(seen.some((call) => call.name === 'manager.purchasesMonthYear')).toBe(true));
    expect(seen.find((call) => call.name === 'manager.purchasesMonthYear')?.query).toEqual({
      from: '2026-01-01',
      to: '2026-11-24',
      year: 2026,
    });
    expect(screen.getByRole('radio', { name: 'Este ano' })).toHaveProperty('checked', true);
  });

  it('show the KPI cards, each a link to its screen keeping the period', async () => {
    renderManager(client, <ManagerDashboardPage />, '/gestor', '/gestor?periodo=ano');
    const sales = await screen.findByTestId('kpi-sales');
    expect(sales.textContent).toContain('R$ 1.313,46');
    expect(within(sales).getByLabelText('alta de 31,3% sobre o período anterior').textContent).toBe('+31,3%');
    expect(sales.getAttribute('href')).toBe('/gestor/sales?periodo=ano');
    expect(screen.getByTestId('kpi-positivacao').textContent).toContain('37,5%45 de 120 clientes');
    expect(screen.getByTestId('kpi-overdue').getAttribute('href')).toBe('/gestor/financial?periodo=ano');
    expect(screen.getByTestId('kpi-result').getAttribute('href')).toBe('/gestor/manager?periodo=ano');
  });

  it('render the saved charts through charts/{hash}, each laid out as its base chart', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerManagementPage />, '/gestor/manager');
    expect(await screen.findByRole('heading', { name: 'Vendas da Região Sul' })).toBeTruthy();
    await waitFor(() => expect(seen.some((call) => call.name === 'charts.byHash')).toBe(true));
    // By seller: the seller's column and a total.
    const sellers = cardOf('Vendas da Região Sul');
    await waitFor(() => expect(within(sellers).getByTestId('chart')).toBeTruthy());
    await user.click(within(sellers).getByText('Tabela'));
    expect(within(sellers).getByRole('columnheader', { name: 'Vendedor' })).toBeTruthy();
    expect(within(sellers).getByRole('rowheader', { name: 'Total' })).toBeTruthy();
    // A DRE by class ends in its own Resultado: no total row over it, and it reads the year.
    const dre = cardOf('DRE da loja 1');
    await waitFor(() => expect(within(dre).getByTestId('chart')).toBeTruthy());
    await user.click(within(dre).getByText('Tabela'));
    expect(within(dre).getByRole('columnheader', { name: 'Classe' })).toBeTruthy();
    expect(within(dre).queryByRole('rowheader', { name: 'Total' })).toBeNull();
    expect(within(dre).getByText('DRE da loja 1 — 2026')).toBeTruthy();
  });

  it('say "Sem dados no período" for an empty chart', async () => {
    callApiMock.mockImplementation(async () => ({ title: 'x', unit: 'cents', labels: [], series: [] }));
    renderManager(client, <ManagerBuyPage />, '/gestor/buy');
    await waitFor(() => expect(screen.getAllByText('Sem dados no período')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });

  it('say so offline, and fetch when the network comes back', async () => {
    goOffline();
    renderManager(client, <ManagerBuyPage />, '/gestor/buy');
    await waitFor(() => expect(screen.getAllByText(messages.card.offline)).toHaveLength(2));
    expect(seen).toHaveLength(0);
    goOnline();
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(2));
  });

  it('offer "Tentar novamente" after an error', async () => {
    seen = serveManager(callApiMock, { failing: true });
    const user = userEvent.setup();
    renderManager(client, <ManagerBuyPage />, '/gestor/buy');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(2));
    const retries = screen.getAllByRole('button', { name: 'Tentar novamente' });
    seen = serveManager(callApiMock);
    await user.click(retries[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByTestId('chart')).toHaveLength(1));
    expect(screen.getAllByRole('button', { name: 'Tentar novamente' })).toHaveLength(1);
  });
});

describe('"Este mês" is São Paulo\'s (UTC−3): its midnight turns it, not UTC\'s at 21:00', () => {
  // 30/11 is a month's last day: UTC's December begins at 21:00 there.
  const caption = () =>
    within(cardOf(MANAGER_CHARTS.salesBySeller.title)).getByRole('table').querySelector('caption')
      ?.textContent;
  const openAt = async (at: string) => {
    vi.setSystemTime(new Date(at));
    renderManager(client, <ManagerSalesPage />, '/gestor/sales');
    const title = MANAGER_CHARTS.salesBySeller.title;
    await waitFor(() => expect(within(cardOf(title)).getByTestId('chart')).toBeTruthy());
    await userEvent.setup().click(within(cardOf(title)).getByText('Tabela'));
  };
  /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  const NOVEMBER = 'Vendas por vendedor — 01/11/2026 a 30/11/2026';

  it('at 09:00 (12:00 UTC) and at 22:00 (01:00 UTC, the next day) is that month to that day', async () => {
    await openAt('2026-11-30T12:00:00.000Z');
    expect(caption()).toBe(NOVEMBER);
    cleanup();
    await openAt('2026-12-01T01:00:00.000Z');
    expect(caption()).toBe(NOVEMBER);
  });

  it('left open across 21:00 keeps the month, and across 00:00 moves to the new one', async () => {
    await openAt('2026-11-30T23:59:59.800Z'); // 20:59:59.8
    vi.setSystemTime(new Date('2026-12-01T00:00:01.000Z')); // 21:00:01
    await settle();
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(caption()).toBe(NOVEMBER);
    // Back to the front a moment before midnight; the screen then turns by itself.
    vi.setSystemTime(new Date('2026-12-01T02:59:59.800Z'));
    window.dispatchEvent(new Event('focus'));
    vi.setSystemTime(new Date('2026-12-01T03:00:01.000Z')); // 00:00:01 on 01/12
    await waitFor(() => expect(caption()).toBe('Vendas por vendedor — 01/12/2026'));
    expect(seen.at(-1)?.query).toMatchObject({ from: '2026-12-01', to: '2026-12-01' });
  });
});
