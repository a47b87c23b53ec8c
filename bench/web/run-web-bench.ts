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
import { measureClientsScreen, medianOf } from './clients-screen.ts';
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

const KIB = 1024;
const formatKib = (bytes: number) => `${(bytes / KIB).toFixed(1).replace('.', ',')} KiB`;
const formatMs = (ms: number) => `${ms.toFixed(1).replace('.', ',')} ms`;

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
    out.section(
      `Tela de clientes (${formatInteger(clients.clients)} clientes de um vendedor, Chromium, 390×844)`,
    );
    out.note(`Aberta em: ${clients.listed} (o dia de hoje, como a tela abre)`);
    out.note('"pronta": DOM atualizado com estilo e layout calculados; "quadro": até o quadro seguinte.');
    const open = clients.firstOpen;
    out.row(
      'Da navegação às primeiras linhas, primeira vez',
      `pronta ${formatMs(open.ready)}`,
      `quadro ${formatMs(open.frame)}`,
      `${verdict(open.frame <= 400)} (meta: até 400 ms)`,
    );
    out.row(
      `Reaberta (mediana de ${clients.reopen.length})`,
      `pronta ${formatMs(medianOf(clients.reopen, 'ready'))}`,
      `quadro ${formatMs(medianOf(clients.reopen, 'frame'))}`,
      `${verdict(medianOf(clients.reopen, 'frame') <= 400)} (meta: até 400 ms)`,
    );
    out.row(
      `Troca de dia repintada (mediana de ${clients.dayChange.length})`,
      `pronta ${formatMs(medianOf(clients.dayChange, 'ready'))}`,
      `máx. ${formatMs(Math.max(...clients.dayChange.map((timing) => timing.ready)))}`,
      `${verdict(medianOf(clients.dayChange, 'ready') <= 16)} (meta: 1 quadro, 16 ms)`,
    );
    out.row(
      `Busca repintada (mediana de ${clients.search.length})`,
      `pronta ${formatMs(medianOf(clients.search, 'ready'))}`,
      `máx. ${formatMs(Math.max(...clients.search.map((timing) => timing.ready)))}`,
      `${verdict(medianOf(clients.search, 'ready') <= 16)} (meta: 1 quadro, 16 ms)`,
    );
    out.section(`Tela de produtos (${formatInteger(products.products)} produtos, Chromium, 390×844)`);
    out.note(`Aberta em: ${products.listed} (os ativos, todas as categorias)`);
    out.row(
      'Da navegação às primeiras linhas, primeira vez',
      `pronta ${formatMs(products.firstOpen.ready)}`,
      `quadro ${formatMs(products.firstOpen.frame)}`,
      `${verdict(products.firstOpen.frame <= 400)} (meta: até 400 ms)`,
    );
    out.row(
      `Reaberta (mediana de ${products.reopen.length})`,
      `pronta ${formatMs(medianOf(products.reopen, 'ready'))}`,
      `quadro ${formatMs(medianOf(products.reopen, 'frame'))}`,
      `${verdict(medianOf(products.reopen, 'frame') <= 400)} (meta: até 400 ms)`,
    );
    out.row(
      `Busca, uma tecla repintada (mediana de ${products.keystroke.length})`,
      `pronta ${formatMs(medianOf(products.keystroke, 'ready'))}`,
      `máx. ${formatMs(Math.max(...products.keystroke.map((timing) => timing.ready)))}`,
      `${verdict(medianOf(products.keystroke, 'ready') <= 16)} (meta: até 16 ms)`,
    );
    out.row(
      `Código de barras colado (mediana de ${products.barcode.length})`,
      `pronta ${formatMs(medianOf(products.barcode, 'ready'))}`,
      `máx. ${formatMs(Math.max(...products.barcode.map((timing) => timing.ready)))}`,
      `${verdict(medianOf(products.barcode, 'ready') <= 16)} (meta: até 16 ms)`,
    );
    out.row(
      `Categoria trocada (mediana de ${products.category.length})`,
      `pronta ${formatMs(medianOf(products.category, 'ready'))}`,
      `máx. ${formatMs(Math.max(...products.category.map((timing) => timing.ready)))}`,
      `${verdict(medianOf(products.category, 'ready') <= 16)} (meta: 1 quadro, 16 ms)`,
    );
    reportCheckout(out, checkout);
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
