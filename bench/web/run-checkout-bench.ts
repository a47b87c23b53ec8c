/**
 * `npm run bench -- checkout`: only the checkout figures of the web part (a 100-item cart opened,
 * an order PDF made on the device), against the demo company. Builds `apps/web` when missing.
 */
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { launchBrowser } from '../../e2e/harness/launch-browser.ts';
import { startServer } from '../../e2e/harness/start-server.ts';
import { machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { Report } from '../report.ts';
import { measureCheckoutScreen } from './checkout-screen.ts';
import { reportCheckout } from './report-checkout.ts';

export async function runCheckoutBench(): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  progress('web: iniciando o servidor com a empresa de demonstração');
  const server = await startServer({ env: { SEED_DEMO: '1' }, readyTimeoutMs: 300_000 });
  const browser = await launchBrowser();
  try {
    const checkout = await measureCheckoutScreen(browser, server.baseUrl);
    const out = new Report()
      .title('Rota — benchmark do checkout (npm run bench -- checkout)')
      .row('Data', new Date().toISOString())
      .row('Máquina', machine());
    reportCheckout(out, checkout);
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
