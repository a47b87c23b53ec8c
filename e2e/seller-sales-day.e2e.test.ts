/**
 * A seller's day of sales in real Chromium on a phone (390×844), against the real server and its
 * demo company, as the demo seller Ana (issue "Seller area II", "Done when"):
 *
 * 1. The dashboard, then today's clients, then one of them and "Nova venda" — and the network
 *    goes away.
 * 2. A sale of 3 products from 2 price lists (Atacado carried from the first item to the second,
 *    Varejo chosen for the third), a 5% discount (inside the seller's 10%) and one above what a
 *    supervisor may approve (15%), typed as a percentage and as a final price, both refused with the reason; two payment
 *    lines (PIX, and a boleto of 28 days for what is missing); "Finalizar" offline; "Compartilhar
 *    pedido" produces a PDF file (headless Chromium has no share sheet, so it is downloaded) whose
 *    Pix QR code decodes to the code on the summary, for the order's total.
 * 3. A second sale for another of today's clients, kept with "Finalizar depois", continued from
 *    "Vendas" and finished there.
 * 4. A reload offline: both still there, "não enviada".
 * 5. Online: the ERP's `sales/pending` has each sale exactly once, with the items and payments the
 *    device holds; the ERP moves the first to Processado and "Vendas" shows it without a reload.
 *
 * Screenshots in test-results/e2e-screenshots/.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unitLabel } from '@rota/domain';
import { hasError, PixElementType, parsePix } from 'pix-utils';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../apps/web/src/lib/pdf/testing/read-pdf.ts';
import { readPdfQrCodes } from '../apps/web/src/lib/pdf/testing/read-pdf-qr.ts';
import { OVER_DEMO_MINIMUM, registerDemoAndLogin, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { promotedProductCodes } from './harness/demo-promotions.ts';
import { readStore } from './harness/device-store.ts';
import { ERP_KEY, type PendingSale, pendingSales } from './harness/erp-api.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { CheckoutPage } from './pages/checkout-page.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { ClientsPage } from './pages/clients-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';
import { SalesPage } from './pages/sales-page.ts';

const PHONE = { width: 390, height: 844 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface StoredClient {
  uuid: string;
  name: string;
  inative: number;
}
interface StoredProduct {
  uuid: string;
  description: string;
  code_erp: string;
  barcode: string | null;
  unit: string;
  inative: 0 | 1;
}
interface StoredPrices {
  code_erp_product: string;
  lists: { uuid: string; description: string; inative: 0 | 1; price: number }[];
}
type SaleLines = PendingSale;

/** What a sale carries, in a stable order, to compare the server's copy with the device's. */
function linesOf(sale: SaleLines) {
  const byKey = <T>(rows: T[], key: (row: T) => string) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    client_uuid: sale.client_uuid,
    items: byKey(
      sale.items.map(({ product_uuid, quantity, unit_price, discount, price_list_uuid }) => ({
        product_uuid,
        quantity,
        unit_price,
        discount,
        price_list_uuid,
      })),
      (item) => item.product_uuid,
    ),
    payments: byKey(
      sale.payments.map(({ form_payment_id, condition_payment_id, price }) => ({
        form_payment_id,
        condition_payment_id,
        price,
      })),
      (payment) => `${payment.form_payment_id}:${payment.price}`,
    ),
  };
}

const saleUuidOf = (page: Page) => new URL(page.url().replace('#/', '')).searchParams.get('resumo') ?? '';

describe('a seller’s day of sales, offline, on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
      acceptDownloads: true,
    });
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  it('sells twice offline, shares the PDF, and sees the ERP process the sale live', async () => {
    const shell = new AppShell(page, server.baseUrl);
    const outbox = new OutboxPage(page, server.baseUrl);
    const clients = new ClientsPage(page, server.baseUrl);
    const view = new ClientViewPage(page, server.baseUrl);
    const checkout = new CheckoutPage(page);
    const sales = new SalesPage(page, server.baseUrl);

    await registerDemoAndLogin(page, server.baseUrl);
    expect(await shell.waitForServiceWorker()).toBe('activated');
    await outbox.waitForStatus('Sincronização: tudo enviado', SYNC_TIMEOUT_MS);

    // What the device holds: clients with an open cart already are left for the demo's carts.
    const storedClients = await readStore<StoredClient>(page, 'clients');
    const before = await readStore<SaleLines>(page, 'sales');
    const withCart = new Set(
      before
        .filter((sale) => ['Aberto', 'Aguardando Finalizar'].includes(sale.status))
        .map((sale) => sale.client_uuid),
    );
    const storedPrices = await readStore<StoredPrices>(page, 'productPrices');
    const prices = new Map(storedPrices.map((row) => [row.code_erp_product, row.lists]));
    // A list has one row (and uuid) per product: a sale item names the row it was priced from.
    const listOf = new Map(
      storedPrices.flatMap((row) => row.lists.map((list) => [list.uuid, list.description])),
    );
    const offeredIn = (code: string, list: string) =>
      (prices.get(code) ?? []).some(
        (entry) => entry.description === list && entry.inative === 0 && entry.price >= OVER_DEMO_MINIMUM,
      );
    const promoted = await promotedProductCodes(page);
    const products = (await readStore<StoredProduct>(page, 'products')).filter(
      (product) =>
        product.inative === 0 &&
        !promoted.has(product.code_erp) &&
        product.barcode &&
        offeredIn(product.code_erp, 'Tabela Atacado') &&
        offeredIn(product.code_erp, 'Tabela Varejo'),
    );
    const [first, second, third] = products;
    if (!first?.barcode || !second?.barcode || !third?.barcode)
      throw new Error('a demo sem 3 produtos em 2 tabelas');

    // 1. The dashboard, today's clients, one of them: "Nova venda".
    await page.getByTestId('tile-to-visit').waitFor();
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-painel-celular.png') });
    await page.getByTestId('tile-to-visit').click();
    await clients.counters.waitFor();
    await clients.rows.first().waitFor();
    const active = new Set(
      storedClients.filter((client) => client.inative === 0).map((client) => client.uuid),
    );
    const [clientA, clientB] = (await clients.rowUuids()).filter(
      (uuid) => active.has(uuid) && !withCart.has(uuid),
    );
    if (!clientA || !clientB) throw new Error('a demo sem dois clientes de hoje sem carrinho aberto');
    const nameOf = (uuid: string) => storedClients.find((client) => client.uuid === uuid)?.name ?? '';
    await clients.rows
      .filter({ has: page.locator(`a[href*="${clientA}"]`) })
      .getByRole('link')
      .click();
    await view.waitFor();
    await goOffline(context);
    await outbox.waitForStatus('Sincronização: sem conexão');
    await view.action('Nova venda').click();
    await checkout.waitFor(nameOf(clientA));

    // 2. Three products, two price lists: Atacado chosen on the first carries to the second.
    await checkout.openProduct(first.barcode);
    await checkout.addOpened('Tabela Atacado', 1);
    await checkout.openProduct(second.barcode);
    expect(await checkout.chosenList()).toMatch(/^Tabela Atacado — /);
    await checkout.addOpened('Tabela Atacado');
    await checkout.openProduct(third.barcode);
    await checkout.addOpened('Tabela Varejo', 2);
    await expect.poll(() => checkout.items.count()).toBe(3);
    // The total bar and the bottom bar leave the cart at least four fifths of a phone's height.
    expect(await checkout.footerShare()).toBeLessThanOrEqual(0.2);
    expect(await checkout.item(first.description).textContent()).toContain(`· 2 ${unitLabel(first.unit)} ×`);
    expect(await checkout.item(third.description).textContent()).toContain(`· 3 ${unitLabel(third.unit)} ×`);

    // A discount inside the company's 10%…
    await checkout.editItem(first.description);
    await checkout.applyDiscount('%', '5');
    await checkout.editDialog.waitFor({ state: 'hidden' });
    // The line repaints from the stored cart, a moment after the dialog closes on a busy phone.
    await expect.poll(() => checkout.item(first.description).textContent()).toContain('(5,00%)');
    // …and one above what even a supervisor may approve (the demo: 10% alone, 15% with approval,
    // approvals.e2e), as a percentage and as a final price: refused, the line unchanged.
    await checkout.editItem(second.description);
    await checkout.applyDiscount('%', '20');
    await expect
      .poll(() => checkout.discountError().textContent())
      .toBe('O desconto passa do limite de 15% que um supervisor pode aprovar');
    const unitText =
      (await checkout.editDialog.getByRole('textbox', { name: 'Preço unitário' }).inputValue()) ?? '';
    const half = (Number(unitText.replaceAll('.', '').replace(',', '.')) / 2).toFixed(2).replace('.', ',');
    await checkout.applyDiscount('Preço final', half);
    await expect
      .poll(() => checkout.discountError().textContent())
      .toBe('O desconto passa do limite de 15% que um supervisor pode aprovar');
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-desconto-recusado-celular.png') });
    await checkout.editDialog.getByRole('button', { name: 'Cancelar' }).click();
    await checkout.editDialog.waitFor({ state: 'hidden' });
    expect(await checkout.item(second.description).textContent()).not.toContain('Desconto');
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-itens-celular.png') });

    // Two payment lines: R$ 10,00 by PIX, the rest by a 28-day boleto, previewed before it is added.
    await checkout.tab('Pagamento');
    await checkout.addPayment({ form: 'PIX', condition: 'À vista', amount: '10,00' });
    await checkout.confirmPayment();
    expect(await checkout.balance.textContent()).toMatch(/^Falta R\$/);
    await checkout.addPayment({ form: 'Boleto bancário', subForm: 'Boleto 28 dias', condition: '28 dias' });
    expect(await checkout.paymentPreview.textContent()).toMatch(/^1x de R\$\s[\d.]+,\d{2} — 28 dias$/);
    await checkout.confirmPayment();
    await expect.poll(() => checkout.balance.textContent()).toBe('Pagamentos iguais ao total');
    expect(await checkout.paymentLines.allTextContents()).toEqual([
      expect.stringContaining('PIX · À vista'),
      expect.stringContaining('Boleto bancário › Boleto 28 dias · 28 dias'),
    ]);
    const totalA = await checkout.total.textContent();
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-pagamento-celular.png') });

    // "Finalizar" offline: the summary, queued, and the order's PDF.
    await checkout.finishButton.click();
    await checkout.summary.waitFor();
    const saleA = saleUuidOf(page);
    expect(saleA).toMatch(/^[0-9a-f-]{36}$/);
    await checkout.summaryQueued.waitFor();
    expect(await page.getByTestId('summary-total').textContent()).toBe(totalA);
    // The order's number, given on the device offline: this phone's series, its first count.
    const numberA = (await checkout.orderNumber()).replace('Pedido ', '');
    expect(numberA).toMatch(/^V\d{3}-0001$/);
    const [download] = await Promise.all([page.waitForEvent('download'), checkout.shareButton.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-8).toString('latin1')).toContain('%%EOF');
    await page.getByText('PDF salvo em Downloads.').waitFor();
    // The order's Pix, offline: the code on screen is the one the PDF's QR holds (read back by
    // jsQR from the drawn squares), pix-utils finds its CRC right and the order's total in it.
    const pixCode = await page.getByTestId('order-pix-code').textContent();
    expect(readPdf(pdf).contents.flatMap(readPdfQrCodes)).toEqual([pixCode]);
    expect(download.suggestedFilename()).toBe(`pedido-${numberA.toLowerCase()}.pdf`);
    expect(readPdf(pdf).pages[0]?.map((run) => run.text)).toContain(`Pedido ${numberA}`);
    const pix = parsePix(pixCode ?? '');
    if (hasError(pix) || pix.type !== PixElementType.STATIC)
      throw new Error(`not a static Pix code: ${pixCode}`);
    expect(pix.transactionAmount).toBe(Number(totalA?.replace(/[^\d,]/g, '').replace(',', '.')));
    expect(pix.merchantCity).toBe('Sao Paulo');
    await page.getByRole('img', { name: /^QR code Pix do pedido/ }).waitFor();
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-resumo-celular.png') });

    // 3. A second client: kept for later, continued from "Vendas", finished there.
    await view.goto(clientB);
    await view.action('Nova venda').click();
    await checkout.waitFor(nameOf(clientB));
    await checkout.openProduct(third.barcode);
    await checkout.addOpened('Tabela Varejo');
    await checkout.tab('Pagamento');
    await checkout.addPayment({ form: 'Dinheiro', condition: 'À vista' });
    await checkout.confirmPayment();
    await checkout.finishLaterButton.click();
    await checkout.savedLater.waitFor();
    expect(await checkout.status.textContent()).toBe('Aguardando Finalizar');
    await sales.goto();
    const waiting = sales.openCart(nameOf(clientB));
    await waiting.getByTestId('sale-status').filter({ hasText: 'Aguardando Finalizar' }).waitFor();
    await waiting.getByRole('link', { name: 'Continuar' }).click();
    await checkout.waitFor(nameOf(clientB));
    await checkout.finishButton.click();
    await checkout.summary.waitFor();
    const saleB = saleUuidOf(page);
    expect(saleB).toMatch(/^[0-9a-f-]{36}$/);
    expect(saleB).not.toBe(saleA);
    const numberB = (await checkout.orderNumber()).replace('Pedido ', '');
    expect(numberB).toBe(numberA.replace(/-0001$/, '-0002'));

    // 4. A reload offline: both sales are there, not sent.
    await page.reload();
    await sales.goto();
    for (const uuid of [saleA, saleB]) {
      const row = sales.sent(uuid);
      await row.waitFor();
      expect(await row.getByTestId('sale-status').textContent()).toBe('Finalizado');
      expect(await sales.orderNumber(uuid)).toBe(`Pedido ${uuid === saleA ? numberA : numberB}`);
      // Right after the reload the push loop may be trying the dead network ("enviando"); it
      // settles on not sent.
      await expect
        .poll(() => row.getByTestId('sale-unsent').textContent(), { timeout: 10_000 })
        .toBe('não enviada');
    }
    await sales.sent(saleA).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-vendas-offline-celular.png') });
    const pendingBefore = await pendingSales(server.baseUrl);
    expect(pendingBefore.filter((sale) => sale.uuid === saleA || sale.uuid === saleB)).toEqual([]);

    // 5. Online: each sale reaches the server once, as the device holds it.
    await goOnline(context);
    await outbox.waitForStatus('Sincronização: tudo enviado', 60_000);
    for (const uuid of [saleA, saleB])
      await sales.sent(uuid).getByTestId('sale-unsent').waitFor({ state: 'detached' });
    const pendingAfter = await pendingSales(server.baseUrl);
    expect(pendingAfter.length).toBe(pendingBefore.length + 2);
    const device = new Map((await readStore<SaleLines>(page, 'sales')).map((sale) => [sale.uuid, sale]));
    for (const uuid of [saleA, saleB]) {
      const copies = pendingAfter.filter((sale) => sale.uuid === uuid);
      expect(copies).toHaveLength(1);
      const [copy] = copies as [SaleLines];
      expect(copy.status).toBe('Finalizado');
      expect(linesOf(copy)).toEqual(linesOf(device.get(uuid) as SaleLines));
    }
    const [serverA] = pendingAfter.filter((sale) => sale.uuid === saleA) as [SaleLines];
    expect(serverA.items).toHaveLength(3);
    const listByProduct = new Map(
      serverA.items.map((item) => [item.product_uuid, listOf.get(item.price_list_uuid ?? '') ?? null]),
    );
    expect([first, second, third].map((product) => listByProduct.get(product.uuid))).toEqual([
      'Tabela Atacado',
      'Tabela Atacado',
      'Tabela Varejo',
    ]);
    expect(serverA.items.filter((item) => item.discount > 0)).toHaveLength(1);
    expect(serverA.payments).toHaveLength(2);
    expect(serverA.number).toBe(numberA);

    // The ERP processes the first sale; "Vendas" shows it without a reload.
    const moved = await fetch(`${server.baseUrl}/integration/v1/sales/${saleA}/status`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${ERP_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'Processado', code_erp: 'PED-E2E-0001' }),
    });
    expect(moved.status).toBe(200);
    const rowA = sales.sent(saleA);
    await rowA.getByTestId('sale-status').filter({ hasText: 'Processado' }).waitFor({ timeout: 30_000 });
    expect(await rowA.textContent()).toContain('Nº ERP PED-E2E-0001');
    expect(await sales.sent(saleB).getByTestId('sale-status').textContent()).toBe('Finalizado');
    await rowA.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, 'dia-de-vendas-processado-celular.png') });

    expect(errors).toEqual([]);
  }, 600_000);
});
