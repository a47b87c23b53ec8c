/**
 * `npm run bench -- push`: only the outbox push of the web part (500 queued client writes sent to
 * the demo company's server from Chromium). Builds `apps/web` when missing.
 */
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { launchBrowser } from '../../e2e/harness/launch-browser.ts';
import { startServer } from '../../e2e/harness/start-server.ts';
import { machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { Report } from '../report.ts';
import { measureOutboxPush } from './outbox-push.ts';
import { reportOutboxPush } from './report-outbox-push.ts';

export async function runPushBench(): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  progress('web: iniciando o servidor com a empresa de demonstração');
  const server = await startServer({ env: { SEED_DEMO: '1' }, readyTimeoutMs: 300_000 });
  const browser = await launchBrowser();
  try {
    progress('web: envio de 500 gravações da fila (outbox)');
    const push = await measureOutboxPush(browser, server.baseUrl);
    const out = new Report()
      .title('Rota — benchmark do envio da fila (npm run bench -- push)')
      .row('Data', new Date().toISOString())
      .row('Máquina', machine());
    reportOutboxPush(out, push);
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
