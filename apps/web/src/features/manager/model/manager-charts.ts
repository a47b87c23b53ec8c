import { api } from '@rota/contract';
import { messages } from '../messages.ts';

/**
 * How a chart is drawn: `columns` (vertical bars, one group per label: days, months, age bands),
 * `line` (a line over days), `bars` (horizontal bars, largest on top: a ranking of long names,
 * each split at 4 words per line, §9), `abc` (horizontal bars coloured by ABC class with the
 * cumulative share as a line).
 */
export type ChartVariant = 'columns' | 'line' | 'bars' | 'abc';

/** A chart call of the manager area (§7 `charts/…` or Rota's `manager/…`, docs/manager.md). */
export type ManagerChartCall =
  | (typeof api.charts)[Exclude<keyof typeof api.charts, 'byHash'>]
  | (typeof api.manager)[Exclude<keyof typeof api.manager, 'summary' | 'savedCharts'>];

export interface ManagerChartSpec {
  call: ManagerChartCall;
  title: string;
  /** The CSV file's name before its period: `vendas-por-vendedor`. */
  slug: string;
  variant: ChartVariant;
  /** The table's first column. */
  labelHeader: string;
  /** Reads `year` rather than the days (its file is named after the year). */
  yearly?: boolean;
  /** False where the labels end in their own total (DRE by class ends in Resultado). */
  total?: boolean;
  /**
   * A point per day of the period: drawn by week or by month when the period is long (domain
   * `groupDailyChart`), under these titles. Without a month title, weeks at most (the screen has
   * its own chart by month).
   */
  daily?: { week: string; month?: string };
}

const { charts: c, manager: m } = api;
const t = messages.charts;
const l = messages.labels;

/** Every chart of the six screens, by what it answers (docs/manager.md "The calls"). */
export const MANAGER_CHARTS = {
  salesByDay: {
    call: c.salesGroupDay,
    title: t.salesByDay,
    slug: 'vendas-por-dia',
    variant: 'line',
    labelHeader: l.day,
    daily: { week: t.salesByWeek, month: t.salesByMonth },
  },
  salesBySeller: {
    call: c.salesGroupSeller,
    title: t.salesBySeller,
    slug: 'vendas-por-vendedor',
    variant: 'bars',
    labelHeader: l.seller,
  },
  salesByClient: {
    call: c.salesGroupClient,
    title: t.salesByClient,
    slug: 'vendas-por-cliente',
    variant: 'abc',
    labelHeader: l.client,
  },
  salesByForm: {
    call: c.salesGroupForm,
    title: t.salesByForm,
    slug: 'vendas-por-forma-de-pagamento',
    variant: 'bars',
    labelHeader: l.form,
  },
  salesByCondition: {
    call: c.salesGroupCondition,
    title: t.salesByCondition,
    slug: 'vendas-por-condicao-de-pagamento',
    variant: 'bars',
    labelHeader: l.condition,
  },
  productQuantity: {
    call: c.salesGroupProductQtd,
    title: t.productQuantity,
    slug: 'produtos-por-quantidade',
    variant: 'bars',
    labelHeader: l.product,
  },
  productValue: {
    call: c.salesGroupProductValue,
    title: t.productValue,
    slug: 'produtos-por-valor',
    variant: 'bars',
    labelHeader: l.product,
  },
  receivablesByDay: {
    call: c.financialGroupDay,
    title: t.receivablesByDay,
    slug: 'financeiro-por-dia',
    variant: 'columns',
    labelHeader: l.day,
    daily: { week: t.receivablesByWeek },
  },
  receivablesByMonth: {
    call: c.financialGroupMonthYear,
    title: t.receivablesByMonth,
    slug: 'financeiro-por-mes',
    variant: 'columns',
    labelHeader: l.month,
    yearly: true,
  },
  overdueAgeing: {
    call: m.overdueAgeing,
    title: t.overdueAgeing,
    slug: 'vencidos-por-atraso',
    variant: 'columns',
    labelHeader: l.ageing,
  },
  purchasesByMonth: {
    call: m.purchasesMonthYear,
    title: t.purchasesByMonth,
    slug: 'compras-por-mes',
    variant: 'columns',
    labelHeader: l.month,
    yearly: true,
  },
  purchasesBySupplier: {
    call: m.purchasesSupplier,
    title: t.purchasesBySupplier,
    slug: 'compras-por-fornecedor',
    variant: 'bars',
    labelHeader: l.supplier,
  },
  productionOrders: {
    call: m.productionOrders,
    title: t.productionOrders,
    slug: 'ordens-por-situacao',
    variant: 'bars',
    labelHeader: l.status,
  },
  appointmentsByMachine: {
    call: m.appointmentsMachine,
    title: t.appointmentsByMachine,
    slug: 'producao-por-maquina',
    variant: 'bars',
    labelHeader: l.machine,
  },
  argilaTrips: {
    call: c.argilaQtdForDrivers,
    title: t.argilaTrips,
    slug: 'viagens-por-motorista',
    variant: 'bars',
    labelHeader: l.driver,
  },
  argilaTotals: {
    call: c.argilaTotalForDrivers,
    title: t.argilaTotals,
    slug: 'volume-por-motorista',
    variant: 'bars',
    labelHeader: l.driver,
  },
  dreByMonth: {
    call: c.dreRealizadoMonthYear,
    title: t.dreByMonth,
    slug: 'dre-por-mes',
    variant: 'columns',
    labelHeader: l.month,
    yearly: true,
  },
  dreByClass: {
    call: c.dreRealizadoClasseYear,
    title: t.dreByClass,
    slug: 'dre-por-classe',
    variant: 'bars',
    labelHeader: l.dreClass,
    yearly: true,
    total: false,
  },
  financialResult: {
    call: c.financialResultYear,
    title: t.financialResult,
    slug: 'resultado-financeiro',
    variant: 'columns',
    labelHeader: l.month,
    yearly: true,
  },
} as const satisfies Record<string, ManagerChartSpec>;

export type ManagerChartKey = keyof typeof MANAGER_CHARTS;
