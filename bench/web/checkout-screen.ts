import type { Browser, Page } from 'playwright-core';
import { registerDemoAndSubmit } from '../../e2e/harness/demo-login.ts';
import { progress } from '../progress.ts';
import type { Timing } from './clients-screen.ts';

/** The demo company and seller of docs/demo.md. */
const ITEMS = Number(process.env.BENCH_CHECKOUT_ITEMS ?? 100);
const RUNS = Math.max(1, Number(process.env.BENCH_CHECKOUT_RUNS ?? 5));

export interface CheckoutScreen {
  items: number;
  /** Navigation → every line of the cart in the DOM and laid out, then the frame; first time and reopened. */
  firstOpen: Timing;
  reopen: Timing[];
  /** "Compartilhar pedido" pressed → the PDF file handed over (downloaded in headless Chromium). */
  firstPdf: number;
  pdf: number[];
  pdfBytes: number;
}

/**
 * Stores, in the page's `MyPWA_DB`, a cart (Aberto) and a finished sale of `ITEMS` lines each for
 * the first client of the logged-in seller, with the synced products cycled through. Answers the
 * client's uuid and the finished sale's uuid. Plain JavaScript in a string (see clients-screen.ts).
 */
function storeCarts(page: Page, items: number): Promise<{ client: string; finished: string }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const open = indexedDB.open('MyPWA_DB');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const read = (store) => new Promise((ok, fail) => {
        const request = db.transaction(store).objectStore(store).getAll();
        request.onsuccess = () => ok(request.result);
        request.onerror = () => fail(request.error);
      });
      Promise.all([read('auth'), read('clients'), read('products')]).then(([auth, clients, products]) => {
        const seller = auth[0].session.seller;
        const client = clients.find((row) => row.inative === 0 && row.company_id === seller.company_id);
        const active = products.filter((row) => row.inative === 0 && row.company_id === seller.company_id);
        const lines = Array.from({ length: ${items} }, (_, index) => {
          const product = active[index % active.length];
          return {
            uuid: crypto.randomUUID(), id: index + 1, product_uuid: product.uuid, code_erp_product: product.code_erp,
            description: product.description, unit: product.unit, quantity: 1 + (index % 7),
            unit_price: product.price, discount: 0, price_list_uuid: null,
          };
        });
        const sale = (status) => ({
          uuid: crypto.randomUUID(), company_id: seller.company_id, seller_id: seller.id, client_uuid: client.uuid,
          client: { uuid: client.uuid, name: client.name, code_erp: client.code_erp }, status, items: lines,
          payments: [], created_at: new Date().toISOString(), code_erp: '', competence_at: null, pre_sale: false,
          reason_canceled: null, type: 'app', delivery_address: null, notes: null, failure_message: null,
          finality_code_erp: null, channel_code_erp: null,
        });
        const cart = sale('Aberto');
        const finished = sale('Finalizado');
        const tx = db.transaction('sales', 'readwrite');
        tx.objectStore('sales').put(cart);
        tx.objectStore('sales').put(finished);
        tx.oncomplete = () => { db.close(); resolve({ client: client.uuid, finished: finished.uuid }); };
        tx.onerror = () => reject(tx.error);
      }, reject);
    };
  })`) as Promise<{ client: string; finished: string }>;
}

/** Navigates to the hash and waits for `count` cart lines laid out, then the next frame. */
function timeCartOpen(page: Page, hash: string, count: number): Promise<Timing> {
  return page.evaluate(`new Promise((resolve) => {
    let started = 0;
    const done = () => document.querySelectorAll('[data-testid="cart-item"]').length >= ${count};
    const finish = () => {
      void document.body.offsetHeight;
      const ready = performance.now() - started;
      requestAnimationFrame(() => resolve({ ready, frame: performance.now() - started }));
    };
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      finish();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    started = performance.now();
    window.location.hash = ${JSON.stringify(hash)};
  })`) as Promise<Timing>;
}

async function leave(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '#/admin';
  });
  await page.waitForFunction(
    () => !document.querySelector('[data-testid="cart-item"], [data-testid="order-summary"]'),
  );
}

/**
 * DESIGN.md "Budgets", checkout: in Chromium through the real screens (the demo company, a phone
 * viewport), a cart of 100 lines stored on the device is opened (`/admin/checkout/<client>`,
 * timed until every line is laid out), and a finished order of 100 lines is shared as a PDF from
 * its summary (timed from the press to the file; headless Chromium has no share sheet, so the
 * file is downloaded). The first PDF includes loading the PDF module's chunk (order-pdf and our
 * lib/pdf writer, about 8 KiB since pdf-lib was dropped on 2026-11-24).
 */
export async function measureCheckoutScreen(browser: Browser, baseUrl: string): Promise<CheckoutScreen> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  try {
    progress('web: checkout (login da empresa de demonstração)');
    await registerDemoAndSubmit(page, baseUrl);
    await page.waitForURL((url) => url.hash.startsWith('#/admin'), { timeout: 300_000 });
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const { client, finished } = await storeCarts(page, ITEMS);

    progress(`web: checkout com ${ITEMS} itens (abrir, PDF)`);
    const firstOpen = await timeCartOpen(page, `#/admin/checkout/${client}`, ITEMS);
    const reopen: Timing[] = [];
    for (let run = 0; run < RUNS; run++) {
      await leave(page);
      reopen.push(await timeCartOpen(page, `#/admin/checkout/${client}`, ITEMS));
    }

    await leave(page);
    await page.evaluate((uuid) => {
      window.location.hash = `#/admin/checkout?resumo=${uuid}`;
    }, finished);
    const share = page.getByRole('button', { name: 'Compartilhar pedido' });
    await share.waitFor();
    const sharePdf = async () => {
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), share.click()]);
      const ms = performance.now() - started;
      const path = await download.path();
      const { statSync } = await import('node:fs');
      return { ms, bytes: statSync(path).size };
    };
    const first = await sharePdf();
    const pdf: number[] = [];
    for (let run = 0; run < RUNS; run++) pdf.push((await sharePdf()).ms);
    return { items: ITEMS, firstOpen, reopen, firstPdf: first.ms, pdf, pdfBytes: first.bytes };
  } finally {
    await context.close();
  }
}
