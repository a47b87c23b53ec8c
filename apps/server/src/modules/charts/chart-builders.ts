import type { ChartCallName } from '@rota/contract';
import {
  AGEING_BUCKETS,
  type ChartData,
  type DateRange,
  DRE_CLASSES,
  DRE_RESULT,
  dayLabels,
  daysOf,
  othersLabel,
  PRODUCTION_ORDER_STATUSES,
  yearMonthLabels,
} from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import {
  dreByClassAndMonth,
  type Keyed,
  overdueByAgeing,
  payablesByMonth,
  purchasesByMonth,
  purchasesBySupplier,
  receivablesByDay,
  receivablesByMonth,
} from './charts-finance.repository.ts';
import {
  appointmentsByMachine,
  measurementsByDriver,
  ordersByStatus,
} from './charts-operations.repository.ts';
import { type Ranked, rankedSales, type SalesFilters, salesSummary } from './charts-sales.repository.ts';
import {
  clientGrouping,
  conditionGrouping,
  dayGrouping,
  formGrouping,
  productGrouping,
  type SalesGrouping,
  sellerGrouping,
} from './sales-groupings.ts';

/** What a chart is computed from: the company, the period, the year and the sales filters. */
export interface ChartInput {
  companyId: number;
  range: DateRange;
  year: number;
  filters: SalesFilters;
  /** Today in São Paulo (the overdue ageing). */
  today: string;
}

export type SalesFilterName = keyof SalesFilters;

/**
 * A chart of the manager: whether it reads the sales (then the sales rollup is brought up to
 * date before it is built), the sales filters it reads and how it is computed (title aside).
 */
export interface ChartBuilder {
  readsSales: boolean;
  filters: readonly SalesFilterName[];
  build(db: Executor, input: ChartInput): Promise<Omit<ChartData, 'title'>>;
}

const TOP_CLIENTS = 30;
const TOP_PRODUCTS = 20;
const TOP_SUPPLIERS = 20;

const ranking = (rows: readonly Ranked[], series: string, unit: ChartData['unit'] = 'cents') => ({
  unit,
  labels: rows.map((row) => row.label),
  series: [{ name: series, values: rows.map((row) => row.value) }],
});

/** Values aligned with `keys`, zero where a key has no row. */
function aligned<K>(keys: readonly K[], rows: readonly Keyed<K>[]): number[] {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return keys.map((key) => byKey.get(key) ?? 0);
}

const MONTH_KEYS = Array.from({ length: 12 }, (_, index) => index + 1);

/** A ranking's top rows, then the rest as one "Outros … (N)" point when there is a rest. */
function withOthers(top: readonly Ranked[], count: number, total: number, what: string): Ranked[] {
  const rest = count - top.length;
  if (rest <= 0) return [...top];
  const shown = top.reduce((sum, row) => sum + row.value, 0);
  return [...top, { key: '', label: othersLabel(what, rest), value: total - shown }];
}

const chart = (build: ChartBuilder['build']): ChartBuilder => ({ readsSales: false, filters: [], build });

const salesChart = (filters: readonly SalesFilterName[], build: ChartBuilder['build']): ChartBuilder => ({
  readsSales: true,
  filters,
  build,
});

const scope = (input: ChartInput) => ({
  companyId: input.companyId,
  range: input.range,
  filters: input.filters,
});

/**
 * A sales chart ranking a grouping's groups (sales-groupings.ts), by amount or quantity: all,
 * or the `top` first and, when `others` names them, the rest as one "Outros … (N)" point.
 */
function rankingChart(
  filters: readonly SalesFilterName[],
  grouping: SalesGrouping,
  { by = 'amount', top, others }: { by?: 'amount' | 'quantity'; top?: number; others?: string } = {},
): ChartBuilder {
  const series = by === 'quantity' ? 'Quantidade' : 'Vendas';
  const unit: ChartData['unit'] = by === 'quantity' ? 'quantity' : 'cents';
  return salesChart(filters, async (db, input) => {
    const rows = await rankedSales(db, scope(input), grouping, { by, top });
    if (others === undefined) return ranking(rows, series, unit);
    const { groups, amount } = await salesSummary(db, scope(input), grouping);
    return ranking(withOthers(rows, groups, amount, others), series, unit);
  });
}

/** Every chart of docs/manager.md, by the name of its call (every chart call has one, and only they). */
export const chartBuilders: Record<ChartCallName, ChartBuilder> = {
  'charts.salesGroupSeller': rankingChart(['clientUuid', 'formPaymentId'], sellerGrouping),
  'charts.salesGroupDay': salesChart(['sellerId', 'clientUuid', 'formPaymentId'], async (db, input) => ({
    unit: 'cents',
    labels: dayLabels(input.range),
    series: [
      {
        name: 'Vendas',
        values: aligned(daysOf(input.range), await rankedSales(db, scope(input), dayGrouping)),
      },
    ],
  })),
  'charts.salesGroupClient': rankingChart(['sellerId', 'formPaymentId'], clientGrouping, {
    top: TOP_CLIENTS,
    others: 'clientes',
  }),
  'charts.salesGroupForm': rankingChart(['sellerId', 'clientUuid'], formGrouping),
  'charts.salesGroupCondition': rankingChart(['sellerId', 'clientUuid', 'formPaymentId'], conditionGrouping),
  'charts.salesGroupProductQtd': rankingChart(['sellerId', 'clientUuid', 'formPaymentId'], productGrouping, {
    by: 'quantity',
    top: TOP_PRODUCTS,
  }),
  'charts.salesGroupProductValue': rankingChart(
    ['sellerId', 'clientUuid', 'formPaymentId'],
    productGrouping,
    {
      top: TOP_PRODUCTS,
    },
  ),
  'charts.financialGroupDay': chart(async (db, input) => {
    const days = daysOf(input.range);
    const { due, paid } = await receivablesByDay(db, input.companyId, input.range);
    return {
      unit: 'cents',
      labels: dayLabels(input.range),
      series: [
        { name: 'A receber', values: aligned(days, due) },
        { name: 'Recebido', values: aligned(days, paid) },
      ],
    };
  }),
  'charts.financialGroupMonthYear': chart(async (db, input) => {
    const { due, paid } = await receivablesByMonth(db, input.companyId, input.year);
    return {
      unit: 'cents',
      labels: yearMonthLabels(input.year),
      series: [
        { name: 'A receber', values: aligned(MONTH_KEYS, due) },
        { name: 'Recebido', values: aligned(MONTH_KEYS, paid) },
      ],
    };
  }),
  'charts.dreRealizadoMonthYear': chart(async (db, input) => {
    const rows = await dreByClassAndMonth(db, input.companyId, input.year);
    const series = DRE_CLASSES.map((dreClass) => ({
      name: dreClass,
      values: aligned(
        MONTH_KEYS,
        rows.filter((row) => row.dreClass === dreClass).map((row) => ({ key: row.month, value: row.value })),
      ),
    }));
    const result = MONTH_KEYS.map((_, index) =>
      series.reduce((sum, line) => sum + (line.values[index] ?? 0), 0),
    );
    return {
      unit: 'cents',
      labels: yearMonthLabels(input.year),
      series: [...series, { name: DRE_RESULT, values: result }],
    };
  }),
  'charts.dreRealizadoClasseYear': chart(async (db, input) => {
    const rows = await dreByClassAndMonth(db, input.companyId, input.year);
    const values = DRE_CLASSES.map((dreClass) =>
      rows.filter((row) => row.dreClass === dreClass).reduce((sum, row) => sum + row.value, 0),
    );
    return {
      unit: 'cents',
      labels: [...DRE_CLASSES, DRE_RESULT],
      series: [{ name: 'Realizado', values: [...values, values.reduce((sum, value) => sum + value, 0)] }],
    };
  }),
  'charts.financialResultYear': chart(async (db, input) => {
    const received = aligned(MONTH_KEYS, (await receivablesByMonth(db, input.companyId, input.year)).paid);
    const paid = aligned(MONTH_KEYS, (await payablesByMonth(db, input.companyId, input.year)).paid);
    return {
      unit: 'cents',
      labels: yearMonthLabels(input.year),
      series: [
        { name: 'Recebimentos', values: received },
        { name: 'Pagamentos', values: paid },
        { name: 'Resultado', values: received.map((value, index) => value - (paid[index] ?? 0)) },
      ],
    };
  }),
  'charts.argilaQtdForDrivers': chart(async (db, input) => {
    const rows = await measurementsByDriver(db, input.companyId, input.range);
    const drivers = [...new Map(rows.map((row) => [row.driverId, row.driver])).entries()];
    return {
      unit: 'quantity',
      labels: drivers.map(([, name]) => name),
      series: [
        {
          name: 'Viagens',
          values: drivers.map(([id]) =>
            rows.filter((row) => row.driverId === id).reduce((sum, row) => sum + row.loads, 0),
          ),
        },
      ],
    };
  }),
  'charts.argilaTotalForDrivers': chart(async (db, input) => {
    const rows = await measurementsByDriver(db, input.companyId, input.range);
    const drivers = [...new Map(rows.map((row) => [row.driverId, row.driver])).entries()];
    const volumes = [...new Set(rows.map((row) => row.volume))].sort();
    return {
      unit: 'quantity',
      labels: drivers.map(([, name]) => name),
      series: volumes.map((volume) => ({
        name: volume,
        values: drivers.map(
          ([id]) => rows.find((row) => row.driverId === id && row.volume === volume)?.quantity ?? 0,
        ),
      })),
    };
  }),
  'manager.purchasesMonthYear': chart(async (db, input) => {
    const bought = await purchasesByMonth(db, input.companyId, input.year);
    const { due, paid } = await payablesByMonth(db, input.companyId, input.year);
    return {
      unit: 'cents',
      labels: yearMonthLabels(input.year),
      series: [
        { name: 'Compras', values: aligned(MONTH_KEYS, bought) },
        { name: 'Contas a pagar', values: aligned(MONTH_KEYS, due) },
        { name: 'Pago', values: aligned(MONTH_KEYS, paid) },
      ],
    };
  }),
  'manager.purchasesSupplier': chart(async (db, input) => {
    const { top, suppliers, total } = await purchasesBySupplier(
      db,
      input.companyId,
      input.range,
      TOP_SUPPLIERS,
    );
    return ranking(withOthers(top, suppliers, total, 'fornecedores'), 'Compras');
  }),
  'manager.overdueAgeing': chart(async (db, input) => {
    const rows = await overdueByAgeing(db, input.companyId, input.today);
    return {
      unit: 'cents',
      labels: [...AGEING_BUCKETS],
      series: [{ name: 'Vencido', values: aligned([0, 1, 2, 3], rows) }],
    };
  }),
  'manager.productionOrders': chart(async (db, input) => {
    const rows = await ordersByStatus(db, input.companyId, input.range);
    return {
      unit: 'quantity',
      labels: [...PRODUCTION_ORDER_STATUSES],
      series: [
        {
          name: 'Ordens',
          values: aligned(
            PRODUCTION_ORDER_STATUSES,
            rows.map((row) => ({ key: row.status, value: row.value })),
          ),
        },
      ],
    };
  }),
  'manager.appointmentsMachine': chart(async (db, input) => {
    const rows = await appointmentsByMachine(db, input.companyId, input.range);
    return {
      unit: 'quantity',
      labels: rows.map((row) => row.label),
      series: [
        { name: 'Produzido', values: rows.map((row) => row.produced) },
        { name: 'Refugo', values: rows.map((row) => row.scrap) },
      ],
    };
  }),
};

/** Whether a name (a saved chart's base) is a chart call's. */
export const isChartCall = (name: string): name is ChartCallName => Object.hasOwn(chartBuilders, name);
