import { api, type CallDefinition } from '@rota/contract';
import type { ChartData, ManagerSummary, SavedChartEntry } from '@rota/domain';
import type { Mock } from 'vitest';
import { HttpError } from '#lib/http/http-error.ts';

const money = (title: string, labels: string[], series: Record<string, number[]>): ChartData => ({
  title,
  unit: 'cents',
  labels,
  series: Object.entries(series).map(([name, values]) => ({ name, values })),
});
const quantity = (title: string, labels: string[], series: Record<string, number[]>): ChartData => ({
  ...money(title, labels, series),
  unit: 'quantity',
});
const months = ['Jan/2026', 'Fev/2026', 'Mar/2026'];

/** What the fake server answers for each chart call (small, but every shape of docs/manager.md). */
export const CHART_FIXTURES = new Map<CallDefinition, ChartData>([
  [
    api.charts.salesGroupSeller,
    money('Vendas por vendedor', ['Ana Souza', 'Bruno Lima'], { Vendas: [123456, 7890] }),
  ],
  [
    api.charts.salesGroupDay,
    money('Vendas por dia', ['01/11', '02/11', '03/11'], { Vendas: [10000, 0, 25050] }),
  ],
  [
    api.charts.salesGroupClient,
    money('Vendas por cliente', ['Padaria Alfa', 'Mercado Beta', 'Outros clientes (3)'], {
      Vendas: [80000, 15000, 5000],
    }),
  ],
  [api.charts.salesGroupForm, money('Vendas por forma', ['Pix', 'Boleto'], { Vendas: [90000, 10000] })],
  [
    api.charts.salesGroupCondition,
    money('Vendas por condição', ['À vista', '30 dias'], { Vendas: [60000, 40000] }),
  ],
  [
    api.charts.salesGroupProductQtd,
    quantity('Quantidade', ['Pão francês', 'Café 500 g'], { Quantidade: [1200, 35] }),
  ],
  [
    api.charts.salesGroupProductValue,
    money('Valor', ['Pão francês', 'Café 500 g'], { Vendas: [96000, 52500] }),
  ],
  [
    api.charts.financialGroupDay,
    money('Financeiro por dia', ['01/11', '02/11'], {
      'A receber': [50000, 20000],
      Recebido: [30000, 20000],
    }),
  ],
  [
    api.charts.financialGroupMonthYear,
    money('Financeiro por mês', months, { 'A receber': [1, 2, 3], Recebido: [1, 1, 1] }),
  ],
  [
    api.manager.overdueAgeing,
    money('Vencidos', ['1–30', '31–60', '61–90', 'mais de 90 dias'], { Vencido: [1000, 2000, 0, 500] }),
  ],
  [
    api.manager.purchasesMonthYear,
    money('Compras', months, {
      Compras: [100, 200, 300],
      'Contas a pagar': [50, 50, 50],
      Pago: [10, 20, 30],
    }),
  ],
  [
    api.manager.purchasesSupplier,
    money('Fornecedores', ['Moinho Sul', 'Laticínios Norte'], { Compras: [70000, 30000] }),
  ],
  [
    api.manager.productionOrders,
    quantity('Ordens', ['Aberta', 'Em produção', 'Concluída'], { Ordens: [4, 2, 9] }),
  ],
  [
    api.manager.appointmentsMachine,
    quantity('Máquinas', ['Extrusora 1'], { Produzido: [900], Refugo: [12] }),
  ],
  [api.charts.argilaQtdForDrivers, quantity('Viagens', ['João', 'Pedro'], { Viagens: [12, 8] })],
  [
    api.charts.argilaTotalForDrivers,
    quantity('Volume', ['João', 'Pedro'], { 'Caçamba 5 m³': [10, 6], 'Caçamba 8 m³': [2, 2] }),
  ],
  [
    api.charts.dreRealizadoMonthYear,
    money('DRE', months, {
      'Receita bruta': [500000, 0, 0],
      Despesas: [-200000, 0, 0],
      Resultado: [300000, 0, 0],
    }),
  ],
  [
    api.charts.dreRealizadoClasseYear,
    money('DRE por classe', ['Receita bruta', 'Despesas', 'Resultado'], {
      Realizado: [500000, -200000, 300000],
    }),
  ],
  [
    api.charts.financialResultYear,
    money('Resultado', months, { Recebimentos: [5, 5, 5], Pagamentos: [-2, -2, -2], Resultado: [3, 3, 3] }),
  ],
]);

export const SUMMARY_FIXTURE: ManagerSummary = {
  period: { from: '2026-11-01', to: '2026-11-24' },
  previous: { from: '2026-10-08', to: '2026-10-31' },
  sales: { total: 131346, count: 12, previous_total: 100000, previous_count: 10 },
  ticket_average: 10946,
  clients: { bought: 45, wallet: 120 },
  overdue: { amount: 3500, titles: 3, clients: 2 },
  result_year: { year: 2026, amount: 300000 },
};

export const SAVED_CHARTS_FIXTURE: SavedChartEntry[] = [
  { hash: 'abc123', title: 'Vendas da Região Sul', base: 'charts.salesGroupSeller' },
  { hash: 'dre-loja-1', title: 'DRE da loja 1', base: 'charts.dreRealizadoClasseYear' },
];
/** What `charts/{hash}` answers, by hash. */
export const SAVED_CHART_FIXTURES: Record<string, ChartData> = {
  abc123: money('Vendas da Região Sul', ['Ana Souza'], { Vendas: [5000] }),
  'dre-loja-1': money('DRE da loja 1', ['Receita bruta', 'Custo das mercadorias vendidas', 'Resultado'], {
    Realizado: [10000, -6000, 4000],
  }),
};

/** One request the fake server saw: the call's name and its query. */
export interface SeenCall {
  name: string;
  query: Record<string, unknown> | undefined;
}

/**
 * Answers `callApi` (mocked by the test file) as the manager's server would, from the fixtures;
 * `failing` makes every chart call fail with a 500. Returns the calls seen, in order.
 */
export function serveManager(callApi: Mock, options: { failing?: boolean } = {}): SeenCall[] {
  const seen: SeenCall[] = [];
  callApi.mockImplementation(
    async (
      call: CallDefinition,
      input?: { query?: Record<string, unknown>; params?: Record<string, string> },
    ) => {
      seen.push({ name: call.name, query: input?.query });
      if (options.failing) throw new HttpError(500, 'Erro no servidor');
      if (call === api.manager.summary) return SUMMARY_FIXTURE;
      if (call === api.manager.savedCharts) return SAVED_CHARTS_FIXTURE;
      if (call === api.charts.byHash) return SAVED_CHART_FIXTURES[input?.params?.hash ?? ''];
      const chart = CHART_FIXTURES.get(call);
      if (chart) return chart;
      throw new HttpError(404, `Sem fixture para ${call.name}`);
    },
  );
  return seen;
}
