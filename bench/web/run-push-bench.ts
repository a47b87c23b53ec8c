/**
 * `npm run bench -- push`: only the outbox push of the web part (500 queued client writes sent to
 * the demo company's server from Chromium). Builds `apps/web` when missing.
 */
import { progress } from '../progress.ts';
import { measureOutboxPush } from './outbox-push.ts';
import { reportOutboxPush } from './report-outbox-push.ts';
import { runDemoPart } from './run-demo-part.ts';

export function runPushBench(): Promise<string> {
  return runDemoPart(
    'Rota — benchmark do envio da fila (npm run bench -- push)',
    async (browser, baseUrl, out) => {
      progress('web: envio de 500 gravações da fila (outbox)');
      reportOutboxPush(out, await measureOutboxPush(browser, baseUrl));
    },
  );
}
