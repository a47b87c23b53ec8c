/**
 * The server part of `npm run bench`: GET products/all and POST sales against DESIGN.md
 * "Budgets". Environment: BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL; a fresh database
 * is created and dropped), else PGlite in a temporary directory. BENCH_PRODUCTS (50000),
 * BENCH_DURATION_S (10), BENCH_WARMUP_S (5), BENCH_CONNECTIONS (10), BENCH_RUNS (3),
 * BENCH_LOG_LEVEL (warn).
 */
import type { AutocannonResult } from 'autocannon';
import { loadAverage, machine } from '../machine.ts';
import {
  formatInteger,
  formatMegabytes,
  formatMs,
  formatMsFine,
  formatRate,
  formatRatio,
  formatSeconds,
  Report,
  verdict,
} from '../report.ts';
import { prepareBenchData } from './bench-data.ts';
import { type BenchTarget, createBenchTarget } from './bench-database.ts';
import { type RunningServer, startBenchServer } from './bench-server.ts';
import { benchLogin } from './bench-session.ts';
import { openDirectDriver } from './direct-driver.ts';
import { isLocalDatabase, postgresCpuSecondsSince, postgresTicks } from './process-cpu.ts';
import {
  type HttpPull,
  loadProductsPage,
  measureDirectRead,
  measureHttpPull,
  PAGE_SIZE,
} from './products-pull.ts';
import {
  type InsertMode,
  loadSalePosts,
  measureDirectInserts,
  probeSalePost,
  type SaleProbe,
} from './sales-post.ts';

const settings = {
  products: Number(process.env.BENCH_PRODUCTS ?? 50_000),
  duration: Number(process.env.BENCH_DURATION_S ?? 10),
  /** Seconds of `POST sales` load before the measured run, not counted: a server that has run
   * for a while has its request path compiled by V8's optimising tier; a fresh one spends the
   * first seconds of load compiling it (a quarter of its CPU in a cold 10 s run). */
  warmup: Number(process.env.BENCH_WARMUP_S ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  runs: Number(process.env.BENCH_RUNS ?? 3),
};

import { progress } from '../progress.ts';

/**
 * `sales`: only the `POST sales` section (`npm run bench -- sales`), the quick loop for work on the
 * write path: no catalogue pulls, and of the direct inserts only the way the server writes.
 */
export type ServerBenchScope = 'all' | 'sales';

interface Figures {
  scope: ServerBenchScope;
  target: BenchTarget;
  prepared: Awaited<ReturnType<typeof prepareBenchData>>;
  serverPid: number;
  httpPull: HttpPull | null;
  pageLoad: AutocannonResult | null;
  probe: SaleProbe;
  saleLoad: AutocannonResult | null;
  /** CPU seconds the server process used during the sales' autocannon, when known. */
  saleServerCpu: number | null;
  /** CPU seconds this machine's PostgreSQL processes used meanwhile (null: none here). */
  salePostgresCpu: number | null;
  driverName: string;
  direct: Awaited<ReturnType<typeof measureDirectRead>> | null;
  /** Direct inserts as the server writes sales now (`writer`), and, with concurrent loops (on
   * PostgreSQL), the designs compared with it. */
  directInserts: Partial<Record<InsertMode, Awaited<ReturnType<typeof measureDirectInserts>>>>;
  workers: number;
  loadBefore: string;
}

async function measure(target: BenchTarget, loadBefore: string, scope: ServerBenchScope): Promise<Figures> {
  progress(`preparando ${target.label}: demonstração + ${formatInteger(settings.products)} produtos`);
  const prepared = await prepareBenchData(target, settings.products);
  const { fixture } = prepared;
  let server: RunningServer | null = null;
  try {
    progress('iniciando o servidor (node --import tsx src/main.ts)');
    server = await startBenchServer(target);
    const session = await benchLogin(server.baseUrl, fixture.companyId, fixture.seller.token);
    let httpPull: HttpPull | null = null;
    let pageLoad: AutocannonResult | null = null;
    if (scope === 'all') {
      progress('GET products/all: sincronização completa');
      httpPull = await measureHttpPull(server.baseUrl, session, settings.runs);
    }
    if (httpPull && !('missing' in httpPull)) {
      progress(`GET products/all?limit=${PAGE_SIZE}: autocannon ${settings.duration} s`);
      pageLoad = await loadProductsPage(server.baseUrl, session, settings);
    }
    const probe = await probeSalePost(server.baseUrl, session, fixture);
    let saleLoad: AutocannonResult | null = null;
    let saleServerCpu: number | null = null;
    let salePostgresCpu: number | null = null;
    if (probe.ok) {
      if (settings.warmup > 0) {
        progress(`POST sales: aquecimento de ${settings.warmup} s (não contado)`);
        const warmup = await loadSalePosts(server.baseUrl, session, fixture, {
          ...settings,
          duration: settings.warmup,
        });
        if (warmup.errors > 0 || warmup.non2xx > 0)
          progress(
            `aviso: o aquecimento teve ${warmup.errors} erro(s) e ${warmup.non2xx} resposta(s) não-2xx`,
          );
      }
      progress(`POST sales: autocannon ${settings.duration} s`);
      const cpuBefore = server.cpuSeconds();
      const postgresBefore =
        target.databaseUrl && isLocalDatabase(target.databaseUrl) ? postgresTicks() : null;
      saleLoad = await loadSalePosts(server.baseUrl, session, fixture, settings);
      const cpuAfter = server.cpuSeconds();
      if (postgresBefore) salePostgresCpu = postgresCpuSecondsSince(postgresBefore);
      if (cpuBefore !== null && cpuAfter !== null) saleServerCpu = cpuAfter - cpuBefore;
    }
    const serverPid = server.pid;
    await server.stop();
    server = null;

    const workers = target.kind === 'postgres' ? settings.connections : 1;
    const driver = await openDirectDriver(target, settings.connections);
    try {
      let direct: Figures['direct'] = null;
      if (scope === 'all') {
        progress(`leitura direta com ${driver.name}`);
        direct = await measureDirectRead(driver, fixture.companyId, settings.runs);
      }
      const modes: InsertMode[] =
        workers > 1 && scope === 'all' ? ['writer', 'mutex', 'lockAtEnd', 'none'] : ['writer'];
      const directInserts: Figures['directInserts'] = {};
      for (const mode of modes) {
        progress(`inserções diretas com ${driver.name} (${mode}): ${settings.duration} s`);
        directInserts[mode] = await measureDirectInserts(driver, fixture, {
          workers,
          duration: settings.duration,
          mode,
        });
      }
      return {
        scope,
        target,
        prepared,
        serverPid,
        httpPull,
        pageLoad,
        probe,
        saleLoad,
        saleServerCpu,
        salePostgresCpu,
        driverName: driver.name,
        direct,
        directInserts,
        workers,
        loadBefore,
      };
    } finally {
      await driver.close();
    }
  } finally {
    await server?.stop();
  }
}

/** The `GET products/all` section: the full pull, its direct read, autocannon on one page. */
function reportPulls(
  out: Report,
  figures: Figures,
  direct: NonNullable<Figures['direct']>,
  http: HttpPull,
): void {
  const targetNote = figures.target.kind === 'postgres' ? '' : ' (meta definida para PostgreSQL)';
  out.section(`GET products/all com ${formatInteger(figures.prepared.productCount)} produtos`);
  out.row(
    `Direto (${figures.driverName}) + JSON.stringify, 1 consulta`,
    formatMs(direct.ms),
    formatRate((direct.rows / direct.ms) * 1000, 'linhas'),
    `${formatInteger(direct.rows)} linhas, ${formatMegabytes(direct.bytes)}`,
  );
  if ('missing' in http) {
    out.note(`GET /api/products/all respondeu ${http.missing}: a rota ainda não existe; medição pulada.`);
  } else {
    out.row(
      `HTTP, sincronização completa (páginas de ${formatInteger(PAGE_SIZE)})`,
      formatMs(http.ms),
      formatRate((http.rows / http.ms) * 1000, 'linhas'),
      `${formatInteger(http.rows)} linhas em ${http.pages} página(s), ${formatMegabytes(http.bytes)}`,
    );
    const ratio = http.ms / direct.ms;
    out.row('Razão HTTP ÷ direto (meta: até 2x)', formatRatio(ratio), `${verdict(ratio <= 2)}${targetNote}`);
    out.note(
      `Medianas de ${settings.runs} execuções após 1 de aquecimento (HTTP: ${http.runsMs
        .map((ms) => formatMs(ms))
        .join(', ')}; direto: ${direct.runsMs.map((ms) => formatMs(ms)).join(', ')}).`,
    );
    if (figures.pageLoad)
      out.load(
        `autocannon, 1 página (limit=${PAGE_SIZE}), ${settings.duration} s, ${settings.connections} conexões`,
        figures.pageLoad,
      );
  }
}

function report(figures: Figures): string {
  const { prepared, direct, directInserts } = figures;
  const onPostgres = figures.target.kind === 'postgres';
  const targetNote = onPostgres ? '' : ' (meta definida para PostgreSQL)';
  const out = new Report()
    .title('Rota — benchmark do servidor (npm run bench)')
    .row('Data', new Date().toISOString())
    .row('Máquina', machine())
    .row('Carga média (1 min) no início / no fim', `${figures.loadBefore} / ${loadAverage()}`)
    .row('Banco', figures.target.label)
    .row(
      'Servidor',
      `apps/server src/main.ts em processo próprio (pid ${figures.serverPid}), LOG_LEVEL=${
        process.env.BENCH_LOG_LEVEL ?? 'warn'
      }`,
    )
    .row(
      'Preparação',
      `demonstração semeada em ${formatSeconds(prepared.seedMs)}; catálogo completado até ` +
        `${formatInteger(prepared.productCount)} produtos em ${formatSeconds(prepared.topUpMs)}`,
    );

  const { httpPull: http } = figures;
  if (direct && http) reportPulls(out, figures, direct, http);

  out.section('POST sales sob carga');
  const load = figures.saleLoad;
  const loops = `${figures.workers} laço(s), ${settings.duration} s`;
  const modeLabels: Record<InsertMode, string> = {
    writer: 'registrada como escritora da empresa (como o servidor grava)',
    mutex: 'com a trava da empresa do início ao commit (desenho anterior)',
    lockAtEnd: 'trava da empresa só no fim, em volta da nova versão e do commit',
    none: 'sem trava nem registro (referência; um pull poderia pular linhas)',
  };
  for (const [mode, label] of Object.entries(modeLabels) as [InsertMode, string][]) {
    const measured = directInserts[mode];
    if (!measured) continue;
    out.row(
      `Direto (${figures.driverName}), ${label}, ${loops}`,
      formatRate(measured.perSecond, 'vendas'),
      `${formatInteger(measured.sales)} vendas`,
    );
  }
  if (!figures.probe.ok) {
    out.note(
      figures.probe.status === 404
        ? 'POST /api/sales respondeu 404: a rota ainda não existe; carga pulada.'
        : `POST /api/sales recusou a venda de teste (${figures.probe.status}): ${figures.probe.body}`,
    );
  } else if (load) {
    out.load(
      `autocannon, 1 venda nova por requisição, ${settings.duration} s${settings.warmup > 0 ? ` após ${settings.warmup} s de aquecimento` : ''}, ${settings.connections} conexões`,
      load,
    );
    const accepted = load['2xx'] / load.duration;
    out.row(
      'Vendas aceitas (2xx) por segundo (meta: ≥ 500/s)',
      formatRate(accepted, 'vendas'),
      `${verdict(accepted >= 500)}${targetNote}`,
    );
    if (figures.saleServerCpu !== null && load['2xx'] > 0)
      out.row(
        'CPU do processo do servidor por venda aceita',
        formatMsFine((figures.saleServerCpu * 1000) / load['2xx']),
        `${formatSeconds(figures.saleServerCpu * 1000)} de CPU em ${settings.duration} s`,
      );
    if (figures.salePostgresCpu !== null && load['2xx'] > 0)
      out.row(
        'CPU do PostgreSQL (local) por venda aceita',
        formatMsFine((figures.salePostgresCpu * 1000) / load['2xx']),
        `${formatSeconds(figures.salePostgresCpu * 1000)} de CPU em ${settings.duration} s (todos os processos postgres)`,
      );
    const direct = directInserts.writer;
    if (direct)
      out.row('Razão direto (como o servidor grava) ÷ HTTP', formatRatio(direct.perSecond / accepted));
  }
  return out.toString();
}

/** Runs the server measurements and answers the report's text. */
export async function runServerBench(scope: ServerBenchScope = 'all'): Promise<string> {
  const loadBefore = loadAverage();
  const target = await createBenchTarget();
  try {
    return report(await measure(target, loadBefore, scope));
  } finally {
    progress('removendo o banco do benchmark');
    await target
      .dispose()
      .catch((error: unknown) => progress(`não foi possível remover o banco: ${String(error)}`));
  }
}
