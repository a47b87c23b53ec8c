import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';
import { progress } from '../progress.ts';
import { createBenchTarget } from '../server/bench-database.ts';
import { startBenchServer } from '../server/bench-server.ts';
import { median } from '../stats.ts';
import { measureAppSync } from '../sync/app-sync.ts';
import { loadCompanyThroughErp } from '../sync/erp-load.ts';
import { createSyncCompany } from '../sync/sync-company.ts';

/** How many clients (BENCH_CLIENTS_SCREEN, default DESIGN.md's 20,000) and measured runs. */
const settings = {
  clients: Number(process.env.BENCH_CLIENTS_SCREEN ?? 20_000),
  runs: Math.max(1, Number(process.env.BENCH_CLIENTS_RUNS ?? 5)),
};

/** What a seller types in the search (a city of the bench's clients), then erases. */
const TYPED = 'campinas';

export interface ClientsScreen {
  clients: number;
  /** Clients listed for today (what the screen opens on). */
  listed: string;
  /** Navigation → first row in the DOM and laid out, then the frame after it (ms), the first time after the app started. */
  firstOpen: Timing;
  reopen: Timing[];
  /** A day chip added or removed → the list and counters updated and laid out, then the frame. */
  dayChange: Timing[];
  /** One character of a search typed or erased → React's render laid out, then the frame. */
  keystroke: Timing[];
  /** A whole search pasted or cleared at once → the counters changed and laid out, then the frame. */
  search: Timing[];
}

export interface Timing {
  ready: number;
  frame: number;
}

/**
 * In the page: runs the action, then waits until the list shows its first row (navigation) or
 * the counters change (a day, a search), forces style and layout (what the browser does before
 * painting), and waits for the next animation frame. `ready` is the work up to the paint;
 * `frame` adds the wait for the frame that shows it. Plain JavaScript in a string: tsx's
 * `keepNames` would wrap a function passed to `page.evaluate` in a `__name` the page lacks
 * (bench/sync/run-in-page.ts says the same).
 */
const TIME_UNTIL_CHANGED = `({ action, value }) =>
  new Promise((resolve) => {
    const counters = () => document.querySelector('[data-testid="client-counters"]')?.textContent ?? null;
    const before = action === 'navigate' ? null : counters();
    const done = () =>
      action === 'navigate' ? document.querySelector('[data-testid="client-row"]') !== null : counters() !== before;
    let started = 0;
    const finish = () => {
      void document.body.offsetHeight;
      const ready = performance.now() - started;
      requestAnimationFrame(() => resolve({ ready, frame: performance.now() - started }));
    };
    const search = () => {
      const input = document.querySelector('input[aria-label="Buscar cliente"]');
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    if (action === 'type') {
      // A discrete event: React renders before the next microtask, whether the count changes or not.
      started = performance.now();
      search();
      queueMicrotask(() => queueMicrotask(finish));
      return;
    }
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    started = performance.now();
    if (action === 'navigate') window.location.hash = value;
    else if (action === 'day') document.querySelector('input[type="checkbox"][value="' + value + '"]')?.click();
    else search();
  })`;

function timeUntilChanged(
  page: Page,
  action: 'navigate' | 'day' | 'search' | 'type',
  value: string,
): Promise<Timing> {
  return page.evaluate(`(${TIME_UNTIL_CHANGED})(${JSON.stringify({ action, value })})`) as Promise<Timing>;
}

/** A day other than today in São Paulo, as the chips name it. */
function otherDay(): string {
  const days = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  const index = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(today);
  return days[(index + 3) % 7] as string;
}

/**
 * DESIGN.md "Budgets", clients screen: a company of 20,000 clients (all one seller's) built
 * through the integration API like `bench/sync`, the seller logged in through the real screens
 * in a Chromium profile on disk, then: the time from navigating to /admin/clients to its first
 * rows painted (the first time, and reopened), and a day chip or a search repainted.
 */
export async function measureClientsScreen(): Promise<ClientsScreen> {
  const target = await createBenchTarget();
  try {
    progress(`web: empresa com ${settings.clients} clientes (API de integração, ${target.label})`);
    const company = await createSyncCompany(target);
    const server = await startBenchServer(target);
    const profile = await mkdtemp(join(tmpdir(), 'rota-clients-bench-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: chromiumArgs,
      viewport: { width: 390, height: 844 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      await loadCompanyThroughErp(server.baseUrl, company.integrationKey, {
        clients: settings.clients,
        products: 0,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      progress('web: login e sincronização inicial da empresa de 20.000 clientes');
      await measureAppSync(page, server.baseUrl, company.cnpj, company.sellerToken);
      await page.waitForFunction(() => window.location.hash === '#/admin');

      progress('web: tela de clientes (abrir, trocar o dia, buscar)');
      // As a seller starts the day: the app opened afresh (its login restored), then Clientes.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForTimeout(2_000);
      const firstOpen = await timeUntilChanged(page, 'navigate', '#/admin/clients');
      const listed = (await page.getByTestId('client-counters').textContent()) ?? '';
      const reopen: Timing[] = [];
      for (let run = 0; run < settings.runs; run++) {
        await page.evaluate(() => {
          window.location.hash = '#/admin';
        });
        await page.waitForFunction(() => !document.querySelector('[data-testid="client-row"]'));
        reopen.push(await timeUntilChanged(page, 'navigate', '#/admin/clients'));
      }
      await page.getByTestId('client-row').first().waitFor();
      const day = otherDay();
      const dayChange: Timing[] = [];
      const search: Timing[] = [];
      const keystroke: Timing[] = [];
      for (let run = 0; run < settings.runs; run++) {
        dayChange.push(await timeUntilChanged(page, 'day', day));
        dayChange.push(await timeUntilChanged(page, 'day', day));
        search.push(await timeUntilChanged(page, 'search', TYPED));
        search.push(await timeUntilChanged(page, 'search', ''));
        for (let length = 1; length <= TYPED.length; length++)
          keystroke.push(await timeUntilChanged(page, 'type', TYPED.slice(0, length)));
        for (let length = TYPED.length - 1; length >= 0; length--)
          keystroke.push(await timeUntilChanged(page, 'type', TYPED.slice(0, length)));
      }
      return { clients: settings.clients, listed, firstOpen, reopen, dayChange, keystroke, search };
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}

/** The median of one field of the timings. */
export const medianOf = (timings: readonly Timing[], field: keyof Timing) =>
  median(timings.map((timing) => timing[field]));
