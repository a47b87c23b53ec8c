/**
 * `npm run bench -- manager`: every chart call of the manager area over BENCH_MANAGER_SALES
 * (1,000,000) sales of one company on PostgreSQL (DESIGN.md "Budgets": under 300 ms each), through
 * the real server over HTTP as the demo manager, and the manager area's JavaScript. Needs
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database is created and dropped); without
 * PostgreSQL the chart figures are skipped. Each chart over the last 30 days and the last 365:
 * BENCH_RUNS (3) uncached calls per chart and period, each shifted by a day (the server caches
 * answers per period for a short time), plus one cached.
 */
import { API_BASE, api, buildCallPath, type CallDefinition } from '@rota/contract';
import { addDays, startOfPreviousMonth, zonedDate } from '@rota/domain';
import { loadAverage, machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { formatInteger, formatMs, formatSeconds, Report, verdict } from '../report.ts';
import { median } from '../stats.ts';
import { managerChunkSizes } from '../web/manager-chunk.ts';
import { prepareBenchData } from './bench-data.ts';
import { createBenchTarget } from './bench-database.ts';
import { startBenchServer } from './bench-server.ts';
import { benchLogin } from './bench-session.ts';
import { type ErpBatch, erpBatch, insertYearOfSales } from './manager-data.ts';

const settings = {
  sales: Number(process.env.BENCH_MANAGER_SALES ?? 1_000_000),
  runs: Number(process.env.BENCH_RUNS ?? 3),
};
const BUDGET_MS = 300;
/** Sales the ERP moves between two readings, and over how many recent days. */
const MOVED_SALES = 1_000;
const MOVED_DAYS = 7;
const ERP_BATCH_VERBS: Record<ErpBatch, string> = { move: 'muda', cancel: 'cancela' };
const ERP_BATCH_INFINITIVES: Record<ErpBatch, string> = { move: 'mudar', cancel: 'cancelar' };
const MANAGER_TOKEN = 'demo-elaine-2026';

/** The `yyyy-mm` of the month `back` months before today's. */
function startOfMonthsBack(today: string, back: number): string {
  let day = today;
  for (let i = 0; i < back; i++) day = startOfPreviousMonth(day);
  return day.slice(0, 7);
}

interface ChartTiming {
  name: string;
  path: string;
  uncachedMs: number[];
  cachedMs: number;
  status: number;
}

async function timedGet(url: string, session: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${session}` } });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

/** The periods every chart is timed over: the last 30 days (about a month) and the last 365. */
const PERIOD_DAYS = [30, 365] as const;

/** The last `days` days, moved back by `shift` days so that each run misses the cache. */
function periodQuery(days: number, shift: number): string {
  const today = zonedDate(new Date());
  const to = addDays(today, -shift);
  return new URLSearchParams({ from: addDays(to, -(days - 1)), to, year: to.slice(0, 4) }).toString();
}

async function timeChart(
  baseUrl: string,
  session: string,
  call: CallDefinition,
  params: Record<string, string>,
  days: number,
): Promise<ChartTiming> {
  const url = (query: string) => `${baseUrl}${API_BASE}${buildCallPath(call, params)}?${query}`;
  const uncachedMs: number[] = [];
  let status = 0;
  for (let run = 0; run < settings.runs; run++) {
    const timed = await timedGet(url(periodQuery(days, run)), session);
    uncachedMs.push(timed.ms);
    status = timed.status;
  }
  const cached = await timedGet(url(periodQuery(days, settings.runs - 1)), session);
  return { name: call.name, path: call.path, uncachedMs, cachedMs: cached.ms, status };
}

async function firstSavedChartHash(baseUrl: string, session: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}${API_BASE}${buildCallPath(api.manager.savedCharts)}`, {
    headers: { authorization: `Bearer ${session}` },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { hash: string }[] };
  return body.data?.[0]?.hash ?? null;
}

async function measureCharts(databaseUrl: string, target: Awaited<ReturnType<typeof createBenchTarget>>) {
  progress('preparando a demonstração');
  const prepared = await prepareBenchData(target, 1_000);
  progress(`inserindo ${formatInteger(settings.sales)} vendas em um ano`);
  const fillStart = performance.now();
  await insertYearOfSales(databaseUrl, prepared.fixture.companyId, settings.sales);
  const fillMs = performance.now() - fillStart;
  progress('iniciando o servidor');
  const server = await startBenchServer(target);
  try {
    const session = await benchLogin(server.baseUrl, prepared.fixture.companyId, MANAGER_TOKEN);
    const hash = await firstSavedChartHash(server.baseUrl, session);
    // The first sales chart sums every sale into the rollup (docs/server.md "The sales rollup"),
    // once, as after migration 0021 is deployed on a company with a history.
    progress('primeira leitura: o resumo das vendas é montado');
    const firstRead = await timedGet(
      `${server.baseUrl}${API_BASE}${buildCallPath(api.charts.salesGroupDay)}?${periodQuery(30, 0)}`,
      session,
    );
    const calls = [...Object.values(api.charts), ...Object.values(api.manager)] as CallDefinition[];
    const periods: { days: number; timings: ChartTiming[] }[] = [];
    for (const days of PERIOD_DAYS) {
      const timings: ChartTiming[] = [];
      for (const call of calls) {
        if (call === api.manager.savedCharts) continue;
        if (call === api.charts.byHash && !hash) continue;
        progress(`GET ${call.path} (${days} dias)`);
        timings.push(
          await timeChart(
            server.baseUrl,
            session,
            call,
            call === api.charts.byHash ? { hash: hash ?? '' } : {},
            days,
          ),
        );
      }
      periods.push({ days, timings });
    }
    // The goal board (docs/manager.md "Metas"): this month and the two before, each uncached
    // (the answer is cached per month), then this month again, cached.
    progress('GET manager/goals');
    const today = zonedDate(new Date());
    const months = [0, 1, 2].map((back) => startOfMonthsBack(today, back));
    const goalsUncached: number[] = [];
    let goalsStatus = 0;
    for (const month of months) {
      const timed = await timedGet(
        `${server.baseUrl}${API_BASE}${buildCallPath(api.goals.board)}?month=${month}`,
        session,
      );
      goalsUncached.push(timed.ms);
      goalsStatus = timed.status;
    }
    const goalsCached = await timedGet(
      `${server.baseUrl}${API_BASE}${buildCallPath(api.goals.board)}?month=${months[0]}`,
      session,
    );
    const goals = { uncachedMs: goalsUncached, cachedMs: goalsCached.ms, status: goalsStatus };
    const afterBatch = async (batch: ErpBatch) => {
      progress(
        `o ERP ${ERP_BATCH_VERBS[batch]} ${formatInteger(MOVED_SALES)} vendas dos últimos ${MOVED_DAYS} dias`,
      );
      await erpBatch(databaseUrl, prepared.fixture.companyId, batch, MOVED_SALES, MOVED_DAYS);
      return timedGet(
        `${server.baseUrl}${API_BASE}${buildCallPath(api.charts.salesGroupProductValue)}?${periodQuery(30, 0)}`,
        session,
      );
    };
    const afterMoves = await afterBatch('move');
    const afterCancels = await afterBatch('cancel');
    return { fillMs, periods, hash, firstRead, afterMoves, afterCancels, goals };
  } finally {
    await server.stop();
  }
}

/** Runs the manager measurements and answers the report's text. */
export async function runManagerBench(): Promise<string> {
  const loadBefore = loadAverage();
  const out = new Report()
    .title('Rota — benchmark da área do gestor (npm run bench -- manager)')
    .row('Data', new Date().toISOString())
    .row('Máquina', machine());

  const target = await createBenchTarget();
  try {
    out.row('Banco', target.label);
    if (target.kind !== 'postgres' || !target.databaseUrl) {
      out.note(
        'Sem PostgreSQL (BENCH_DATABASE_URL ou TEST_DATABASE_URL): gráficos sobre 1.000.000 de vendas pulados.',
      );
    } else {
      const figures = await measureCharts(target.databaseUrl, target);
      out.row('Carga média (1 min) no início / no fim', `${loadBefore} / ${loadAverage()}`);
      out.row(
        'Preparação',
        `${formatInteger(settings.sales)} vendas (2 itens e 1 pagamento cada) em ${formatSeconds(figures.fillMs)}`,
      );
      out.section('Resumo das vendas (docs/server.md "The sales rollup")');
      out.row(
        'Primeira leitura após a carga (soma todas as vendas)',
        figures.firstRead.status === 200
          ? formatMs(figures.firstRead.ms)
          : `HTTP ${figures.firstRead.status}`,
      );
      for (const [batch, timing] of [
        ['move', figures.afterMoves],
        ['cancel', figures.afterCancels],
      ] as const) {
        out.row(
          `Leitura após o ERP ${ERP_BATCH_INFINITIVES[batch]} ${formatInteger(MOVED_SALES)} vendas dos últimos ${MOVED_DAYS} dias`,
          timing.status === 200 ? formatMs(timing.ms) : `HTTP ${timing.status}`,
          verdict(timing.status === 200 && timing.ms < BUDGET_MS),
        );
      }
      for (const period of figures.periods) {
        out.section(
          `Cada gráfico sobre ${formatInteger(settings.sales)} vendas, período de ${period.days} dias, HTTP (meta: < ${BUDGET_MS} ms)`,
        );
        for (const timing of period.timings) {
          const ms = median(timing.uncachedMs);
          out.row(
            `GET ${timing.path}`,
            timing.status === 200 ? formatMs(ms) : `HTTP ${timing.status}`,
            `em cache ${formatMs(timing.cachedMs)}`,
            timing.status === 200 ? verdict(ms < BUDGET_MS) : '✗',
          );
        }
      }
      out.note(
        `Mediana de ${settings.runs} chamadas sem cache (cada uma com outro período) e uma repetida, já em cache.`,
      );
      const { goals } = figures;
      out.section(
        `Metas dos vendedores sobre ${formatInteger(settings.sales)} vendas, HTTP (meta: < ${BUDGET_MS} ms)`,
      );
      out.row(
        'GET manager/goals (este mês e os dois anteriores, sem cache)',
        goals.status === 200
          ? `mín ${formatMs(Math.min(...goals.uncachedMs))} · mediana ${formatMs(median(goals.uncachedMs))} · máx ${formatMs(Math.max(...goals.uncachedMs))}`
          : `HTTP ${goals.status}`,
        `em cache ${formatMs(goals.cachedMs)}`,
        goals.status === 200 ? verdict(Math.max(...goals.uncachedMs) < BUDGET_MS) : '✗',
      );
      if (!figures.hash) out.note('A demonstração não tem gráfico salvo: charts/{hash} pulado.');
    }
  } finally {
    progress('removendo o banco do benchmark');
    await target
      .dispose()
      .catch((error: unknown) => progress(`não foi possível remover o banco: ${String(error)}`));
  }

  out.section('JavaScript da área do gestor (build de apps/web)');
  const chunks = await managerChunkSizes();
  if ('missing' in chunks) out.note(chunks.missing);
  else {
    out.row('Só na área do gestor (gzip)', `${formatInteger(Math.round(chunks.gzipBytes / 1024))} KiB`);
    out.row(
      'Só na área do gestor (sem compressão)',
      `${formatInteger(Math.round(chunks.rawBytes / 1024))} KiB`,
    );
    out.row('No precache do app', chunks.precached ? '✗ sim' : '✓ não (carregado só ao abrir /gestor)');
  }
  return out.toString();
}
