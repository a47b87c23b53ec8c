/**
 * `npm run bench -- sell`: the "sell more" rules the seller's phone runs as the screen changes
 * (issue 27, DESIGN.md "Budgets"), in Node on this machine: the mix gap over two years of one
 * client's history (under 50 ms) and a month of goals over a busy seller's sales. A phone is
 * slower than this machine; the report gives the margin.
 */
import { loadavg } from 'node:os';
import {
  addDays,
  clientMixGap,
  DEFAULT_WORK_CALENDAR,
  type GoalSale,
  goalActuals,
  goalProgress,
  mixGapWindow,
  monthWorkingDays,
  type SaleStatus,
  zonedDate,
  zonedDayStart,
} from '@rota/domain';
import { machine } from '../machine.ts';
import { formatInteger, formatMsFine, Report, verdict } from '../report.ts';
import { median } from '../stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIX_GAP_BUDGET_MS = 50;
const GOALS_BUDGET_MS = 16;
/** Calls timed per run, the median call of the run reported. */
const CALLS = 50;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two years of one client: three orders a week of 20 lines from a mix of 400 products. */
function clientHistory(today: string) {
  const sales = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let day = 730; day > 0; day -= 2) {
    const created = new Date(zonedDayStart(addDays(today, -day)).getTime() + 14 * 3_600_000).toISOString();
    const items = Array.from({ length: 20 }, (_, index) => {
      const product = next() % 400;
      return {
        id: index + 1,
        product_uuid: uuid(product + 1),
        code_erp_product: `P${product}`,
        description: `Produto ${product}`,
        unit: 'CX',
        quantity: 1 + (next() % 12),
        unit_price: 100_000 + product,
        discount: 0,
        price_list_uuid: null,
      };
    });
    sales.push({ uuid: uuid(100_000 + day), status: 'Processado' as SaleStatus, created_at: created, items });
  }
  return sales;
}

/** A busy seller's month: 2,000 orders to 400 clients, 15 lines each. */
function sellerMonth(today: string): GoalSale[] {
  const month = today.slice(0, 8);
  return Array.from({ length: 2_000 }, (_, n) => ({
    status: 'Finalizado' as SaleStatus,
    competence_at: `${month}${String(1 + (n % 28)).padStart(2, '0')}`,
    created_at: new Date().toISOString(),
    client_uuid: uuid(500_000 + (n % 400)),
    total: 100_000 + n,
    items: Array.from({ length: 15 }, (_, index) => ({ product_uuid: uuid(((n * 7 + index) % 600) + 1) })),
  }));
}

function timeCalls(run: () => unknown): number[] {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const calls: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      run();
      calls.push(performance.now() - start);
    }
    runs.push(median(calls));
  }
  return runs;
}

const spread = (runs: readonly number[]) =>
  `mín ${formatMsFine(Math.min(...runs))} · mediana ${formatMsFine(median(runs))} · máx ${formatMsFine(Math.max(...runs))}`;

/** Runs the measurements and answers the report's text. */
export async function runSellBench(): Promise<string> {
  const load = loadavg()[0]?.toFixed(2) ?? '?';
  const today = zonedDate(new Date());
  const history = clientHistory(today);
  const lines = history.reduce((sum, sale) => sum + sale.items.length, 0);
  const window = mixGapWindow(today);
  const gapRuns = timeCalls(() => clientMixGap(history, window));
  const month = sellerMonth(today);
  const days = monthWorkingDays(today.slice(0, 7), today, DEFAULT_WORK_CALENDAR);
  const goal = { sales_value: 50_000_000, positivation: 300, mix: 500, mix_basis: 'products' as const };
  const goalRuns = timeCalls(() => goalProgress(goal, goalActuals(month, today.slice(0, 7), 400), days));
  const out = new Report()
    .title('Rota — vender mais: regras no aparelho (npm run bench -- sell)')
    .row('Data', new Date().toISOString())
    .row('Máquina', machine())
    .row('Carga média (1 min) no início', load);
  out.section(`Mix em falta (meta: < ${MIX_GAP_BUDGET_MS} ms por cliente aberto)`);
  out.row(
    `2 anos de um cliente: ${formatInteger(history.length)} vendas, ${formatInteger(lines)} itens`,
    spread(gapRuns),
    verdict(Math.max(...gapRuns) < MIX_GAP_BUDGET_MS),
  );
  out.section(`Metas do mês (meta: < ${GOALS_BUDGET_MS} ms, um quadro)`);
  out.row(
    `${formatInteger(month.length)} vendas de 15 itens de um vendedor no mês`,
    spread(goalRuns),
    verdict(Math.max(...goalRuns) < GOALS_BUDGET_MS),
  );
  out.note(
    `Cada run é a mediana de ${CALLS} chamadas seguidas; ${RUNS} runs, mínimo, mediana e máximo entre elas. Em Node, nesta máquina: um celular intermediário é de 3 a 5 vezes mais lento.`,
  );
  return out.toString();
}
