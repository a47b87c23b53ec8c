/**
 * What a part of the web bench run alone needs (`-- checkout`, `-- push`): the built app, the
 * server with the demo company, one Chromium; the part measures and writes its section.
 */
import type { Browser } from 'playwright-core';
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { launchBrowser } from '../../e2e/harness/launch-browser.ts';
import { machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { Report } from '../report.ts';
import { startDemoServer } from './demo-server.ts';

export async function runDemoPart(
  title: string,
  measure: (browser: Browser, baseUrl: string, out: Report) => Promise<void>,
): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  progress('web: iniciando o servidor com a empresa de demonstração');
  const server = await startDemoServer();
  const browser = await launchBrowser();
  try {
    const out = new Report()
      .title(title)
      .row('Data', new Date().toISOString())
      .row('Máquina', machine())
      .row('Banco do servidor', server.database);
    await measure(browser, server.baseUrl, out);
    return out.toString();
  } finally {
    await browser.close();
    await server.stop();
  }
}
