/**
 * The web part of `npm run bench`: against DESIGN.md "Budgets", the gzipped JavaScript of the
 * login route, the size of the service worker's precache, Lighthouse's performance,
 * accessibility and best-practices scores of the login page, and Chromium's installability
 * check, the initial sync of the demo company through the real login screen and the push of 500
 * queued client writes (`outbox-push.ts`); then the clients
 * screen at 20,000 clients and the products screen at 50,000 products, each on a company of its
 * own, and the checkout (a 100-item cart opened, an order PDF) on the demo company. Builds
 * `apps/web` when the build is missing or stale; starts the real server with the demo company.
 */
import { join } from 'node:path';
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { launchBrowser } from '../../e2e/harness/launch-browser.ts';
import { repoPaths } from '../../e2e/harness/repo-paths.ts';
import { machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { formatInteger, Report, verdict } from '../report.ts';
import { measureCheckoutScreen } from './checkout-screen.ts';
import { measureClientsScreen } from './clients-screen.ts';
import { startDemoServer } from './demo-server.ts';
import { measureInitialSync } from './initial-sync.ts';
import { checkInstallability } from './installability.ts';
import { runLighthouse } from './lighthouse-scores.ts';
import { measureLoginRouteScripts } from './login-route-js.ts';
import { measureOutboxPush } from './outbox-push.ts';
import { measureAreaFiles, measurePrecache } from './precache-size.ts';
import { measureProductsScreen } from './products-screen.ts';
import { reportCheckout } from './report-checkout.ts';
import { reportOutboxPush } from './report-outbox-push.ts';
import { reportClientsScreen, reportProductsScreen } from './report-screens.ts';

const KIB = 1024;
const formatKib = (bytes: number) => `${(bytes / KIB).toFixed(1).replace('.', ',')} KiB`;

export async function runWebBench(): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  const distDir = join(repoPaths.root, 'apps/web/dist');
  progress('web: iniciando o servidor com a empresa de demonstração');
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    progress('web: JavaScript da rota de login');
    const scripts = await measureLoginRouteScripts(browser, server.baseUrl);
    const precache = measurePrecache(distDir);
    progress('web: instalabilidade (Chromium)');
    const installErrors = await checkInstallability(server.baseUrl);
    progress('web: sincronização inicial da empresa de demonstração');
    const sync = await measureInitialSync(browser, server.baseUrl);
    progress('web: envio de 500 gravações da fila (outbox)');
    const push = await measureOutboxPush(browser, server.baseUrl);
    progress('web: Lighthouse na página de login');
    const scores = await runLighthouse(`${server.baseUrl}/#/`);
    const checkout = await measureCheckoutScreen(browser, server.baseUrl);
    const clients = await measureClientsScreen();
    const products = await measureProductsScreen();

    const out = new Report()
      .title('Rota — benchmark do app web (npm run bench -- web)')
      .row('Data', new Date().toISOString())
      .row('Máquina', machine())
      .row('Banco do servidor', server.database)
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
        `${verdict(precache.bytes <= 1.8 * KIB * KIB)} (meta: até 1,8 MiB, folga para o que vem; DESIGN.md: 2 MB)`,
      );
      for (const area of measureAreaFiles(distDir))
        out.row(
          `Arquivos só da área ${area.area}, ${formatInteger(area.files)} arquivo(s), guardados no login`,
          formatKib(area.bytes),
          `precache + área: ${formatKib(precache.bytes + area.bytes)}`,
        );
    } else {
      out.note('dist/sw.js não existe: o build não tem service worker, precache não medido.');
    }
    out.section('Sincronização inicial (empresa de demonstração, Chromium, IndexedDB real)');
    out.row('Do Entrar até /admin (login + todas as entidades)', `${Math.round(sync.ms)} ms`);
    reportOutboxPush(out, push);
    out.section('Lighthouse (página de login, Chromium do Debian, headless)');
    out.row('Desempenho', String(scores.performance ?? '—'));
    out.row('Acessibilidade', String(scores.accessibility ?? '—'));
    out.row('Boas práticas', String(scores.bestPractices ?? '—'));
    out.row(
      'Instalável (Page.getInstallabilityErrors)',
      installErrors.length === 0 ? '✓ sim' : `✗ não: ${installErrors.join(', ')}`,
    );
    reportClientsScreen(out, clients);
    reportProductsScreen(out, products);
    reportCheckout(out, checkout);
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
