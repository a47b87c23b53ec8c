/**
 * `npm run bench`: measures Rota against DESIGN.md "Budgets" and prints plain-text reports
 * (nothing is asserted). `npm run bench -- server`, `-- web` or `-- sync` runs one part;
 * `-- sales` only the server part's `POST sales` figures, `-- checkout` only the web part's
 * checkout figures, `-- push` only its outbox push, `-- manager` the manager area's charts over a
 * million sales, `-- sell` the sell-more rules (mix gap, goals) a phone runs, `-- photos` visit
 * photos on the device (a 12-MP photo made small, the push of 20 photos), `-- screens` only the web
 * part's clients and products screens (opening, keystrokes, filters).
 * See docs/bench.md for what each figure means.
 */
import { runSellBench } from './domain/run-sell-bench.ts';
import { runManagerBench } from './server/run-manager-bench.ts';
import { runServerBench } from './server/run-server-bench.ts';
import { runSyncBench } from './sync/run-sync-bench.ts';
import { runCheckoutBench } from './web/run-checkout-bench.ts';
import { runPhotosBench } from './web/run-photos-bench.ts';
import { runPushBench } from './web/run-push-bench.ts';
import { runScreensBench } from './web/run-screens-bench.ts';
import { runWebBench } from './web/run-web-bench.ts';

const parts = {
  server: () => runServerBench(),
  sales: () => runServerBench('sales'),
  web: runWebBench,
  sync: runSyncBench,
  checkout: runCheckoutBench,
  push: runPushBench,
  manager: runManagerBench,
  sell: runSellBench,
  photos: runPhotosBench,
  screens: runScreensBench,
} as const;
type Part = keyof typeof parts;

const asked = process.argv.slice(2).filter((arg): arg is Part => arg in parts);
// `sales` is a subset of `server`, `checkout`, `push` and `screens` of `web`: run alone by name only.
const all: Part[] = ['server', 'web', 'sync', 'manager', 'sell', 'photos'];
for (const part of asked.length > 0 ? asked : all) {
  console.info(await parts[part]());
  console.info('');
}
