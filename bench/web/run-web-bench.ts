/**
 * The web part of `npm run bench`: against DESIGN.md "Budgets", the gzipped JavaScript of the
 * login route, the size of the service worker's precache, Lighthouse's performance,
 * accessibility and best-practices scores of the login page, and Chromium's installability
 * check, and the initial sync of the demo company through the real login screen. Builds `apps/web` when the build is missing or stale; starts the real server with the
 * demo company.
 */
import { join } from 'node:path';
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { launchBrowser } from '../../e2e/harness/launch-browser.ts';
import { repoPaths } from '../../e2e/harness/repo-paths.ts';
import { startServer } from '../../e2e/harness/start-server.ts';
import { machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { formatInteger, Report, verdict } from '../report.ts';
import { measureInitialSync } from './initial-sync.ts';
import { checkInstallability } from './installability.ts';
import { runLighthouse } from './lighthouse-scores.ts';
import { measureLoginRouteScripts } from './login-route-js.ts';
import { measurePrecache } from './precache-size.ts';

const KIB = 1024;
const formatKib = (bytes: number) => `${(bytes / KIB).toFixed(1).replace('.', ',')} KiB`;

export async function runWebBench(): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  const distDir = join(repoPaths.root, 'apps/web/dist');
  progress('web: iniciando o servidor com a empresa de demonstração');
  const server = await startServer({ env: { SEED_DEMO: '1' } });
  const browser = await launchBrowser();
  try {
    progress('web: JavaScript da rota de login');
    const scripts = await measureLoginRouteScripts(browser, server.baseUrl);
    const precache = measurePrecache(distDir);
    progress('web: instalabilidade (Chromium)');
    const installErrors = await checkInstallability(server.baseUrl);
    progress('web: sincronização inicial da empresa de demonstração');
    const sync = await measureInitialSync(browser, server.baseUrl);
    progress('web: Lighthouse na página de login');
    const scores = await runLighthouse(`${server.baseUrl}/#/`);

    const out = new Report()
      .title('Rota — benchmark do app web (npm run bench -- web)')
      .row('Data', new Date().toISOString())
      .row('Máquina', machine())
      .row('Build', distDir);
    out.section('Tamanho');
    out.row(
      `JavaScript da rota de login (gzip), ${scripts.files.length} arquivo(s)`,
      formatKib(scripts.gzipped),
      `${verdict(scripts.gzipped <= 170 * KIB)} (meta: até 170 KiB)`,
    );
    for (const file of scripts.files)
      out.note(`${file.url}: ${formatKib(file.bytes)} → ${formatKib(file.gzipped)} gzip`);
    if (precache) {
      out.row(
        `Precache do service worker, ${formatInteger(precache.entries)} arquivo(s)`,
        formatKib(precache.bytes),
        `${verdict(precache.bytes <= 2 * KIB * KIB)} (meta: até 2 MiB)`,
      );
    } else {
      out.note('dist/sw.js não existe: o build não tem service worker, precache não medido.');
    }
    out.section('Sincronização inicial (empresa de demonstração, Chromium, IndexedDB real)');
    out.row('Do Entrar até /admin (login + todas as entidades)', `${Math.round(sync.ms)} ms`);
    out.section('Lighthouse (página de login, Chromium do Debian, headless)');
    out.row('Desempenho', String(scores.performance ?? '—'));
    out.row('Acessibilidade', String(scores.accessibility ?? '—'));
    out.row('Boas práticas', String(scores.bestPractices ?? '—'));
    out.row(
      'Instalável (Page.getInstallabilityErrors)',
      installErrors.length === 0 ? '✓ sim' : `✗ não: ${installErrors.join(', ')}`,
    );
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
