import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';
import { progress } from '../progress.ts';
import { createBenchTarget } from '../server/bench-database.ts';
import { startBenchServer } from '../server/bench-server.ts';
import { measureAppSync } from '../sync/app-sync.ts';
import { loadCompanyThroughErp } from '../sync/erp-load.ts';
import { createSyncCompany } from '../sync/sync-company.ts';
import type { Timing } from './clients-screen.ts';

/** How many products (BENCH_PRODUCTS_SCREEN, default DESIGN.md's 50,000) and measured runs. */
const settings = {
  products: Number(process.env.BENCH_PRODUCTS_SCREEN ?? 50_000),
  runs: Math.max(1, Number(process.env.BENCH_PRODUCTS_RUNS ?? 5)),
};

/** What a seller types, one character at a time (then erased the same way). */
const TYPED = 'pao de queijo';

export interface ProductsScreen {
  products: number;
  /** What the screen lists (the active ones). */
  listed: string;
  /** Navigation → first row in the DOM and laid out, then the frame after it, the first time after the app started. */
  firstOpen: Timing;
  reopen: Timing[];
  /** One character typed or erased in the search → the list rendered and laid out, then the frame. */
  keystroke: Timing[];
  /** A whole barcode pasted (a reader) → the same. */
  barcode: Timing[];
  /** A category chip chosen or "Todas" → the list and counters updated and laid out, then the frame. */
  category: Timing[];
}

/**
 * In the page: runs the action, then waits until the work it started is on screen — the first row
 * (navigation), the counters changed (a category), or for a keystroke React's render, which a
 * discrete event such as `input` flushes in a microtask (so the count need not change: "pao" and
 * "pao " list the same) — forces style and layout (what the browser does before painting), and
 * waits for the next animation frame. Plain JavaScript in a string (see clients-screen.ts).
 */
const TIME_UNTIL_DONE = `({ action, value }) =>
  new Promise((resolve) => {
    const counters = () => document.querySelector('[data-testid="product-counters"]')?.textContent ?? null;
    let started = 0;
    const finish = () => {
      void document.body.offsetHeight;
      const ready = performance.now() - started;
      requestAnimationFrame(() => resolve({ ready, frame: performance.now() - started }));
    };
    if (action === 'type') {
      const input = document.querySelector('input[aria-label="Buscar produto"]');
      started = performance.now();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      queueMicrotask(() => queueMicrotask(finish));
      return;
    }
    const before = counters();
    const done = () =>
      action === 'navigate' ? document.querySelector('[data-testid="product-row"]') !== null : counters() !== before;
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    started = performance.now();
    if (action === 'navigate') window.location.hash = value;
    else document.querySelector('[aria-label="Categorias"] button[' + value + ']')?.click();
  })`;

function timeUntilDone(page: Page, action: 'navigate' | 'type' | 'category', value: string): Promise<Timing> {
  return page.evaluate(`(${TIME_UNTIL_DONE})(${JSON.stringify({ action, value })})`) as Promise<Timing>;
}

/** A barcode of an active product, as the device stored it. */
function storedBarcode(page: Page): Promise<string> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('MyPWA_DB');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('products').objectStore('products').openCursor();
      request.onsuccess = () => {
        const cursor = request.result;
        if (!cursor) return reject(new Error('nenhum produto com código de barras'));
        if (cursor.value.barcode && cursor.value.inative === 0) {
          open.result.close();
          return resolve(cursor.value.barcode);
        }
        cursor.continue();
      };
    };
  })`) as Promise<string>;
}

/**
 * DESIGN.md "Budgets", product search: a company of 50,000 products (and their 100,000 price
 * rows) built through the integration API like `bench/sync`, the seller logged in through the
 * real screens in a Chromium profile on disk, phone viewport, then: the time from navigating to
 * /admin/products to its first rows painted (the first time after the app started, and reopened),
 * each keystroke of a search typed and erased, a barcode pasted, and a category chosen.
 */
export async function measureProductsScreen(): Promise<ProductsScreen> {
  const target = await createBenchTarget();
  try {
    progress(`web: empresa com ${settings.products} produtos (API de integração, ${target.label})`);
    const company = await createSyncCompany(target);
    const server = await startBenchServer(target);
    const profile = await mkdtemp(join(tmpdir(), 'rota-products-bench-'));
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
        clients: 0,
        products: settings.products,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      progress(`web: login e sincronização inicial da empresa de ${settings.products} produtos`);
      await measureAppSync(page, server.baseUrl, company.cnpj, company.sellerToken);
      await page.waitForFunction(() => window.location.hash === '#/admin');

      progress('web: tela de produtos (abrir, buscar, categoria)');
      // As a seller starts the day: the app opened afresh (its login restored), then Produtos.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForTimeout(2_000);
      const firstOpen = await timeUntilDone(page, 'navigate', '#/admin/products');
      await page.getByTestId('product-counters').waitFor();
      const listed = (await page.getByTestId('product-counters').textContent()) ?? '';
      const reopen: Timing[] = [];
      for (let run = 0; run < settings.runs; run++) {
        await page.evaluate(() => {
          window.location.hash = '#/admin';
        });
        await page.waitForFunction(() => !document.querySelector('[data-testid="product-row"]'));
        reopen.push(await timeUntilDone(page, 'navigate', '#/admin/products'));
      }
      await page.getByTestId('product-row').first().waitFor();
      const barcodeValue = await storedBarcode(page);
      const keystroke: Timing[] = [];
      const barcode: Timing[] = [];
      const category: Timing[] = [];
      for (let run = 0; run < settings.runs; run++) {
        for (let length = 1; length <= TYPED.length; length++)
          keystroke.push(await timeUntilDone(page, 'type', TYPED.slice(0, length)));
        for (let length = TYPED.length - 1; length >= 0; length--)
          keystroke.push(await timeUntilDone(page, 'type', TYPED.slice(0, length)));
        barcode.push(await timeUntilDone(page, 'type', barcodeValue));
        barcode.push(await timeUntilDone(page, 'type', ''));
        category.push(await timeUntilDone(page, 'category', 'data-category="03"'));
        category.push(await timeUntilDone(page, 'category', 'aria-pressed="false"'));
      }
      return { products: settings.products, listed, firstOpen, reopen, keystroke, barcode, category };
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
      await server.stop();
    }
  } finally {
    await target.dispose();
  }
}
