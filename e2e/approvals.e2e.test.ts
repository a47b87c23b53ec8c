/**
 * A sale that needs a supervisor, end to end in real Chromium against the real server and its demo
 * company (issue "Orders a distributor can trust" §4, docs/domain.md "Approval"):
 *
 * 1. Carla (Supervisor, desktop 1440×900) opens "Aprovações" from her menu: nothing waits.
 * 2. Ana (Vendedor, phone 390×844) goes offline and sells, to the client of her wallet closest to
 *    its credit limit (the demo's credit policy holds such an order: §2), one unit more of a product
 *    than the stock her phone knows (§1: the ERP's count less her orders on their way), with a
 *    discount above her 10% but within the supervisor's 15%: the line shows its stock, and the
 *    checkout says, before "Finalizar", that it will wait for approval and why — the discount, the
 *    stock and the credit with their figures — and the summary says it waits.
 * 3. Ana goes online: the sale reaches the server, which holds it; the ERP's pending list does
 *    not have it; Carla's list shows it live, with the reasons (the stock as the server counts it)
 *    and the credit figures, without a reload.
 * 4. Carla approves it: Ana's "Vendas" shows "Aprovada" without a reload, and the ERP's pending
 *    list has it exactly once.
 *
 * Screenshots in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  addQuantities,
  cartTotals,
  creditOpen,
  type FinancialTitle,
  formatQuantity,
  type ProductStock,
  type SaleStatus,
  stockAvailable,
  stockReserved,
} from '@rota/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA_TOKEN,
  CARLA_TOKEN,
  OVER_DEMO_MINIMUM,
  registerDemoAndLogin,
  SYNC_TIMEOUT_MS,
} from './harness/demo-login.ts';
import { promotedProductCodes } from './harness/demo-promotions.ts';
import { readStore } from './harness/device-store.ts';
import { pendingSales } from './harness/erp-api.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { ApprovalsPage } from './pages/approvals-page.ts';
import { CheckoutPage } from './pages/checkout-page.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';
import { SalesPage } from './pages/sales-page.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** A sale reaches the other device through the socket and a pull. */
const LIVE_TIMEOUT_MS = 30_000;
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface StoredClient {
  uuid: string;
  name: string;
  code_erp: string | null;
  inative: number;
  credit_limit?: number | null;
  credit_blocked?: boolean;
}
interface StoredProduct {
  uuid: string;
  description: string;
  code_erp: string;
  unit: string;
  barcode: string | null;
  inative: 0 | 1;
}
interface StoredPrices {
  code_erp_product: string;
  lists: { description: string; inative: 0 | 1; price: number }[];
}
type StoredSale = Parameters<typeof cartTotals>[0] & {
  uuid: string;
  client_uuid: string | null;
  status: SaleStatus;
};

const saleUuidOf = (page: Page) => new URL(page.url().replace('#/', '')).searchParams.get('resumo') ?? '';

describe('a sale above the seller’s discount limit, approved by a supervisor, live', () => {
  let server: RunningServer;
  let browser: Browser;
  let sellerContext: BrowserContext;
  let supervisorContext: BrowserContext;
  let seller: Page;
  let supervisor: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    const options = { locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' };
    sellerContext = await browser.newContext({ ...options, viewport: PHONE });
    supervisorContext = await browser.newContext({ ...options, viewport: DESKTOP });
    seller = await sellerContext.newPage();
    supervisor = await supervisorContext.newPage();
    for (const page of [seller, supervisor]) page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await sellerContext?.close();
    await supervisorContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it('is held offline, waits on the server out of the ERP’s list, shows live to the supervisor, and is approved once', async () => {
    // 1. Carla, the supervisor, on a desktop: "Aprovações" from her menu, empty.
    await registerDemoAndLogin(supervisor, server.baseUrl, CARLA_TOKEN);
    await new OutboxPage(supervisor, server.baseUrl).waitForStatus(
      'Sincronização: tudo enviado',
      SYNC_TIMEOUT_MS,
    );
    const approvals = new ApprovalsPage(supervisor, server.baseUrl);
    await supervisor.getByRole('link', { name: 'Aprovações' }).click();
    await approvals.list.waitFor();
    const waitingBefore = await approvals.cards.count();

    // 2. Ana, on a phone, offline: a sale with 12% off one line.
    await registerDemoAndLogin(seller, server.baseUrl, ANA_TOKEN);
    const outbox = new OutboxPage(seller, server.baseUrl);
    await outbox.waitForStatus('Sincronização: tudo enviado', SYNC_TIMEOUT_MS);
    expect(await seller.getByRole('link', { name: 'Aprovações' }).count()).toBe(0);
    const sales = await readStore<StoredSale>(seller, 'sales');
    const withCart = new Set(
      sales
        .filter((sale) => ['Aberto', 'Aguardando Finalizar'].includes(sale.status))
        .map((sale) => sale.client_uuid),
    );
    // The client with the least credit left, as the device reads it (the demo's: R$ 200,00).
    const titles = await readStore<FinancialTitle>(seller, 'financialTitles');
    const committed = sales.map((sale) => ({ ...sale, total: cartTotals(sale).net }));
    const leftOf = (row: StoredClient) => (row.credit_limit ?? 0) - creditOpen(row, titles, committed, '');
    const [client] = (await readStore<StoredClient>(seller, 'clients'))
      .filter(
        (row) =>
          row.inative === 0 && !withCart.has(row.uuid) && row.credit_limit != null && !row.credit_blocked,
      )
      .sort((a, b) => leftOf(a) - leftOf(b));
    if (client) expect(leftOf(client)).toBe(20_000);
    const prices = new Map(
      (await readStore<StoredPrices>(seller, 'productPrices')).map((row) => [
        row.code_erp_product,
        row.lists,
      ]),
    );
    const promoted = await promotedProductCodes(seller);
    const product = (await readStore<StoredProduct>(seller, 'products')).find(
      (row) =>
        row.inative === 0 &&
        row.barcode &&
        !promoted.has(row.code_erp) &&
        (prices.get(row.code_erp) ?? []).some(
          (list) => list.description === 'Tabela Varejo' && list.price >= OVER_DEMO_MINIMUM,
        ),
    );
    if (!client || !product?.barcode) throw new Error('a demo sem cliente livre ou produto na Tabela Varejo');
    // One unit more than the stock the phone knows: the ERP's count less Ana's orders on their way.
    const stock = (await readStore<ProductStock>(seller, 'productStocks')).find(
      (row) => row.code_erp_product === product.code_erp,
    );
    if (!stock) throw new Error(`a demo sem estoque de ${product.code_erp}`);
    const available = stockAvailable({
      quantity: stock.quantity,
      counted_at: stock.counted_at,
      reserved: stockReserved(sales, '').get(product.uuid) ?? 0,
    });

    const view = new ClientViewPage(seller, server.baseUrl);
    const checkout = new CheckoutPage(seller);
    await view.goto(client.uuid);
    await goOffline(sellerContext);
    await outbox.waitForStatus('Sincronização: sem conexão');
    await view.action('Nova venda').click();
    await checkout.waitFor(client.name);
    await checkout.openProduct(product.barcode);
    await checkout.typeQuantity(formatQuantity(addQuantities(available, 1)));
    await checkout.addOpened('Tabela Varejo');
    await checkout.editItem(product.description);
    await checkout.applyDiscount('%', '12');
    await checkout.editDialog.waitFor({ state: 'hidden' });
    const warning = seller.getByTestId('needs-approval');
    expect(await warning.textContent()).toBe('Ao finalizar, a venda vai para aprovação do supervisor.');
    // The reasons follow the stored cart, a render after the dialog closes.
    await expect
      .poll(async () => (await seller.getByTestId('approval-reasons').textContent()) ?? '')
      .toMatch(/desconto de [\d,]+% passa do limite de 10% do vendedor/);
    const reasons = (await seller.getByTestId('approval-reasons').textContent()) ?? '';
    expect(reasons).toMatch(/: pedido de [\d.,]+ \S+, falta 1 \S+ — Estoque: [\d.,]+ \S+.* · há \d h/);
    expect(await seller.getByTestId('cart-item-stock').textContent()).toMatch(
      /^Estoque: [\d.,]+ \S+.* · há \d h$/,
    );
    expect(reasons).toMatch(
      /Passa R\$ [\d.,]+ do limite de crédito do cliente \(Limite R\$ [\d.,]+ · em aberto R\$ [\d.,]+ · este pedido R\$ [\d.,]+\)/,
    );
    await seller.screenshot({ path: join(screenshots, 'aprovacao-venda-aviso-celular.png') });
    await checkout.tab('Pagamento');
    await checkout.addPayment({ form: 'PIX', condition: 'À vista' });
    await checkout.confirmPayment();
    await checkout.finishButton.click();
    await checkout.summary.waitFor();
    const saleUuid = saleUuidOf(seller);
    expect(saleUuid).toMatch(/^[0-9a-f-]{36}$/);
    await seller.getByTestId('summary-needs-approval').waitFor();
    await seller.screenshot({ path: join(screenshots, 'aprovacao-venda-resumo-celular.png') });

    // 3. Online: the server holds it, out of the ERP's list; Carla sees it live.
    await goOnline(sellerContext);
    await outbox.waitForStatus('Sincronização: tudo enviado', 60_000);
    const salesPage = new SalesPage(seller, server.baseUrl);
    await salesPage.goto();
    const row = salesPage.sent(saleUuid);
    await row
      .getByTestId('sale-approval')
      .filter({ hasText: 'Aguardando aprovação' })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect((await pendingSales(server.baseUrl)).filter((sale) => sale.uuid === saleUuid)).toEqual([]);

    const card = approvals.card(client.name);
    await card.waitFor({ timeout: LIVE_TIMEOUT_MS });
    expect(await approvals.cards.count()).toBe(waitingBefore + 1);
    const cardText = (await card.textContent()) ?? '';
    expect(cardText).toMatch(/desconto de [\d,]+% passa do limite de 10% do vendedor/);
    expect(cardText).toMatch(
      /: pedido de [\d.,]+ \S+, faltam? [\d.,]+ \S+ — Estoque: -?[\d.,]+ \S+.* · contado em \d\d\/\d\d\/\d{4} \d\d:\d\d/,
    );
    expect(cardText).toMatch(
      /Passa R\$ [\d.,]+ do limite de crédito do cliente \(Limite R\$ [\d.,]+ · em aberto/,
    );
    expect(await card.getByTestId('approval-stock').textContent()).toContain(
      `${product.description} — Estoque: `,
    );
    expect(await card.getByTestId('approval-credit').textContent()).toMatch(
      /^Crédito do clienteLimite R\$ [\d.,]+ · em aberto R\$ [\d.,]+ · este pedido R\$ [\d.,]+$/,
    );
    await supervisor.screenshot({ path: join(screenshots, 'aprovacoes-desktop.png') });

    // 4. Carla approves: Ana sees it without a reload; the ERP's list has it once.
    await approvals.decide(client.name, 'Aprovar', 'Cliente antigo, desconto combinado');
    await card.waitFor({ state: 'detached' });
    await row
      .getByTestId('sale-approval')
      .filter({ hasText: 'Aprovada' })
      .waitFor({ timeout: LIVE_TIMEOUT_MS });
    await seller.screenshot({ path: join(screenshots, 'aprovacao-venda-aprovada-celular.png') });
    await expect
      .poll(
        async () => (await pendingSales(server.baseUrl)).filter((sale) => sale.uuid === saleUuid).length,
        {
          timeout: LIVE_TIMEOUT_MS,
        },
      )
      .toBe(1);
    expect(errors).toEqual([]);
  });
});
