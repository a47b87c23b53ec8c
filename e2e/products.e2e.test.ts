/**
 * "Produtos" (`/#/admin/products`) in real Chromium on a phone (390×844) against the real server
 * and its demo company, as the demo seller Ana: only the active products, an accent-less search,
 * a barcode typed in full, a category chip, a product's sheet with the price lists §5 offers (the
 * demo's expired "Promoção de Inverno" never shows), the last prices a client paid when the screen
 * is opened for that client, then the network gone and the page reloaded: the list, the sheet and
 * its price lists are still there. Screenshots in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoAndLogin } from './harness/demo-login.ts';
import { readStore } from './harness/device-store.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { ProductsPage } from './pages/products-page.ts';

const PHONE = { width: 390, height: 844 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface StoredProduct {
  uuid: string;
  description: string;
  code_erp: string;
  barcode: string | null;
  category: string | null;
  inative: 0 | 1;
}
interface StoredPrices {
  code_erp_product: string;
  lists: { description: string; inative: 0 | 1; vigence_date: string | null; price: number }[];
}
interface StoredSale {
  client_uuid: string | null;
  status: string;
  items: { product_uuid: string }[];
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

describe('Produtos: search, category and a product’s prices, online and offline, on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let products: ProductsPage;
  let stored: StoredProduct[];
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport: PHONE });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    products = new ProductsPage(page, server.baseUrl);

    await registerDemoAndLogin(page, server.baseUrl);
    // The offline reload needs the service worker in control.
    expect(await new AppShell(page, server.baseUrl).waitForServiceWorker()).toBe('activated');
    stored = await readStore<StoredProduct>(page, 'products');
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('lists only the active products, finds them without accents and by barcode, and by category', async () => {
    await products.goto();
    await products.rows.first().waitFor();
    const active = stored.filter((product) => product.inative === 0);
    expect(active.length).toBeLessThan(stored.length);
    expect(await products.count()).toBe(active.length);
    const inactive = stored.find((product) => product.inative === 1) as StoredProduct;
    await page.screenshot({ path: join(screenshots, 'produtos-lista-celular.png') });

    // An accent-less search: every row found holds the words, accents aside.
    await products.search.fill('pao de queijo');
    const found = await products.countChangedFrom(active.length);
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(active.length);
    for (const name of await products.rowNames()) expect(fold(name)).toContain('pao de queijo');
    await page.screenshot({ path: join(screenshots, 'produtos-busca-celular.png') });

    // The inactive product is not found even by its own code.
    await products.search.fill(inactive.code_erp);
    await expect.poll(() => products.rowNames()).not.toContain(inactive.description);

    // A barcode typed in full finds its product.
    const withBarcode = active.find((product) => product.barcode) as StoredProduct;
    await products.search.fill(withBarcode.barcode as string);
    await expect.poll(() => products.rowNames()).toEqual([withBarcode.description]);
    expect(await products.count()).toBe(1);

    await products.search.fill('');
    await expect.poll(() => products.count()).toBe(active.length);
    await products.category('Refrigerantes').click();
    const drinks = active.filter((product) => product.category === '03').length;
    await expect.poll(() => products.count()).toBe(drinks);
    expect(await products.category('Refrigerantes').getAttribute('aria-pressed')).toBe('true');
    for (const text of await products.rowTexts()) expect(text).toContain('Refrigerantes');
    await page.screenshot({ path: join(screenshots, 'produtos-categoria-celular.png') });
    await products.category('Todas').click();
    await expect.poll(() => products.count()).toBe(active.length);
  });

  it('opens a product’s sheet with the price lists offered today, never the expired one', async () => {
    const prices = await readStore<StoredPrices>(page, 'productPrices');
    const allThree = prices.find(
      (record) =>
        record.lists.length === 3 &&
        stored.some((product) => product.code_erp === record.code_erp_product && product.inative === 0),
    ) as StoredPrices;
    const product = stored.find((row) => row.code_erp === allThree.code_erp_product) as StoredProduct;
    await products.search.fill(product.code_erp);
    await expect.poll(() => products.rowNames()).toContain(product.description);
    await products.open(product.description);
    await products.sheetTitle(product.description).waitFor();
    expect(await products.basePrice.textContent()).toMatch(/^R\$ \d{1,3}(\.\d{3})*,\d{2,4}$/);
    await products.priceLists.first().waitFor();
    const texts = await products.priceListTexts();
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).toMatch(/Tabela Varejoválida até \d{2}\/\d{2}\/\d{4}R\$ [\d.]+,\d{2,4}/);
    expect(texts.join('\n')).toMatch(/Tabela Atacadoválida até \d{2}\/\d{2}\/\d{4}R\$ [\d.]+,\d{2,4}/);
    expect(texts.join('\n')).not.toContain('Promoção de Inverno');
    // The sheet is in the URL: a reload or the way back reopens it.
    expect(page.url()).toContain(`product=${product.uuid}`);
    await page.screenshot({ path: join(screenshots, 'produtos-ficha-celular.png') });
    await products.closeSheet();
  });

  it('shows what a client last paid for a product when opened for that client', async () => {
    const sales = await readStore<StoredSale>(page, 'sales');
    const paid = sales.filter(
      (sale) => sale.client_uuid && ['Finalizado', 'Integrado', 'Processado'].includes(sale.status),
    );
    const sale = paid.find((entry) =>
      entry.items.some((item) => stored.some((row) => row.uuid === item.product_uuid && row.inative === 0)),
    ) as StoredSale;
    const product = stored.find(
      (row) => row.inative === 0 && sale.items.some((item) => item.product_uuid === row.uuid),
    ) as StoredProduct;
    const times = paid.filter(
      (entry) =>
        entry.client_uuid === sale.client_uuid &&
        entry.items.some((item) => item.product_uuid === product.uuid),
    ).length;

    await products.goto(sale.client_uuid as string);
    await page.getByTestId('sale-client').waitFor();
    expect(await page.getByTestId('sale-client').textContent()).toMatch(/^Preços para /);
    await products.search.fill(product.code_erp);
    await expect.poll(() => products.rowNames()).toContain(product.description);
    await products.open(product.description);
    await products.lastPrices.first().waitFor();
    expect(await products.lastPrices.count()).toBe(Math.min(times, 5));
    // Date, quantity with its unit ("1 CX", "2,5 kg"), unit price.
    expect(await products.lastPrices.first().textContent()).toMatch(
      /^\d{2}\/\d{2}\/\d{4}[\d.]+(,\d{1,3})? \S+R\$ [\d.]+,\d{2,4}/,
    );
    await page.screenshot({ path: join(screenshots, 'produtos-ficha-cliente-celular.png') });
  });

  it('keeps the list, the sheet and its price lists after an offline reload', async () => {
    const lists = await products.priceListTexts();
    const lastPrices = await products.lastPrices.allTextContents();
    expect(lists.length).toBeGreaterThan(0);
    await goOffline(context);
    try {
      await page.reload();
      await products.sheet.waitFor();
      await products.priceLists.first().waitFor();
      expect(await products.priceListTexts()).toEqual(lists);
      expect(await products.lastPrices.allTextContents()).toEqual(lastPrices);
      await page.getByTestId('offline-banner').waitFor();
      await page.screenshot({ path: join(screenshots, 'produtos-ficha-offline-celular.png') });
      await products.closeSheet();
      await products.search.fill('');
      await expect
        .poll(() => products.count())
        .toBe(stored.filter((product) => product.inative === 0).length);
      await page.screenshot({ path: join(screenshots, 'produtos-lista-offline-celular.png') });
    } finally {
      await goOnline(context);
    }
    expect(errors).toEqual([]);
  });
});
