/**
 * `npm run bench -- screens`: only the clients screen at 20,000 clients and the products screen
 * at 50,000 products of the web part (each on a company of its own: no demo server needed) —
 * opening, and every keystroke and filter repainted (issue 29 §2).
 */
import { setup as ensureWebBuild } from '../../e2e/harness/global-setup.ts';
import { loadAverage, machine } from '../machine.ts';
import { progress } from '../progress.ts';
import { Report } from '../report.ts';
import { measureClientsScreen } from './clients-screen.ts';
import { measureProductsScreen } from './products-screen.ts';
import { reportClientsScreen, reportProductsScreen } from './report-screens.ts';

export async function runScreensBench(): Promise<string> {
  progress('web: conferindo a compilação de apps/web');
  ensureWebBuild();
  const out = new Report()
    .title('Rota — benchmark das telas de clientes e produtos (npm run bench -- screens)')
    .row('Data', new Date().toISOString())
    .row('Máquina', machine());
  const loadBefore = loadAverage();
  reportClientsScreen(out, await measureClientsScreen());
  reportProductsScreen(out, await measureProductsScreen());
  out.row('Carga média (1 min) no início / no fim', `${loadBefore} / ${loadAverage()}`);
  return out.toString();
}
