/**
 * Order numbers across two devices of one seller (issue 25, "Done when"; docs/domain.md "Order
 * numbers"): Ana logs in on a phone and on a tablet, both go offline, each finishes a sale. Each
 * device numbers its sale from its own series ("V00N-0001"), so the two numbers differ although
 * neither device could ask anyone; back online, the ERP's `sales/pending` has both, each with the
 * number its device showed.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVER_DEMO_MINIMUM, registerDemoAndLogin, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { promotedProductCodes } from './harness/demo-promotions.ts';
import { readStore } from './harness/device-store.ts';
import { pendingSales } from './harness/erp-api.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { CheckoutPage } from './pages/checkout-page.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';
import { SalesPage } from './pages/sales-page.ts';

interface StoredClient {
  uuid: string;
  name: string;
  inative: number;
}
interface StoredProduct {
  description: string;
  barcode: string | null;
  inative: 0 | 1;
}
interface StoredPrices {
  code_erp_product: string;
  lists: { description: string; inative: 0 | 1; price: number }[];
}
interface StoredSale {
  client_uuid: string | null;
  status: string;
}

const saleUuidOf = (page: Page) => new URL(page.url().replace('#/', '')).searchParams.get('resumo') ?? '';

describe('order numbers on two devices of one seller, offline', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  async function device(viewport: {
    width: number;
    height: number;
  }): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo', viewport });
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    await registerDemoAndLogin(page, server.baseUrl);
    await new OutboxPage(page, server.baseUrl).waitForStatus('Sincronização: tudo enviado', SYNC_TIMEOUT_MS);
    return { context, page };
  }

  /** One product of "Tabela Varejo" paid in cash, for `client`, finished: the summary's number. */
  async function sellOffline(
    page: Page,
    client: StoredClient,
    barcode: string,
  ): Promise<{ uuid: string; number: string }> {
    const view = new ClientViewPage(page, server.baseUrl);
    const checkout = new CheckoutPage(page);
    await view.goto(client.uuid);
    await view.action('Nova venda').click();
    await checkout.waitFor(client.name);
    await checkout.openProduct(barcode);
    await checkout.addOpened('Tabela Varejo');
    await checkout.tab('Pagamento');
    await checkout.addPayment({ form: 'Dinheiro', condition: 'À vista' });
    await checkout.confirmPayment();
    await checkout.finishButton.click();
    await checkout.summary.waitFor();
    await checkout.summaryQueued.waitFor();
    return { uuid: saleUuidOf(page), number: (await checkout.orderNumber()).replace('Pedido ', '') };
  }

  it('numbers a sale on each device differently, offline, and the ERP gets both numbers', async () => {
    const phone = await device({ width: 390, height: 844 });
    const tablet = await device({ width: 1024, height: 768 });

    const withCart = new Set(
      (await readStore<StoredSale>(phone.page, 'sales'))
        .filter((sale) => ['Aberto', 'Aguardando Finalizar'].includes(sale.status))
        .map((sale) => sale.client_uuid),
    );
    const [clientA, clientB] = (await readStore<StoredClient>(phone.page, 'clients')).filter(
      (client) => client.inative === 0 && !withCart.has(client.uuid),
    );
    const retail = new Set(
      (await readStore<StoredPrices>(phone.page, 'productPrices'))
        .filter((row) =>
          row.lists.some(
            (list) =>
              list.description === 'Tabela Varejo' && list.inative === 0 && list.price >= OVER_DEMO_MINIMUM,
          ),
        )
        .map((row) => row.code_erp_product),
    );
    const promoted = await promotedProductCodes(phone.page);
    const product = (await readStore<StoredProduct & { code_erp: string }>(phone.page, 'products')).find(
      (row) => row.inative === 0 && row.barcode && retail.has(row.code_erp) && !promoted.has(row.code_erp),
    );
    if (!clientA || !clientB || !product?.barcode)
      throw new Error('a demo sem clientes ou produto para vender');

    await goOffline(phone.context);
    await goOffline(tablet.context);
    const onPhone = await sellOffline(phone.page, clientA, product.barcode);
    const onTablet = await sellOffline(tablet.page, clientB, product.barcode);

    expect(onPhone.number).toMatch(/^V\d{3}-0001$/);
    expect(onTablet.number).toMatch(/^V\d{3}-0001$/);
    expect(onTablet.number).not.toBe(onPhone.number);

    // Each device's "Vendas" names its sale by the number.
    const phoneSales = new SalesPage(phone.page, server.baseUrl);
    await phoneSales.goto();
    await phoneSales.sent(onPhone.uuid).waitFor();
    expect(await phoneSales.orderNumber(onPhone.uuid)).toBe(`Pedido ${onPhone.number}`);

    await goOnline(phone.context);
    await goOnline(tablet.context);
    for (const { page } of [phone, tablet])
      await new OutboxPage(page, server.baseUrl).waitForStatus('Sincronização: tudo enviado', 60_000);
    const pending = new Map((await pendingSales(server.baseUrl)).map((sale) => [sale.uuid, sale.number]));
    expect(pending.get(onPhone.uuid)).toBe(onPhone.number);
    expect(pending.get(onTablet.uuid)).toBe(onTablet.number);
    // After the sync, the phone holds the tablet's sale under the tablet's number.
    await expect
      .poll(async () => phoneSales.orderNumber(onTablet.uuid).catch(() => null), { timeout: 30_000 })
      .toBe(`Pedido ${onTablet.number}`);

    expect(errors).toEqual([]);
  }, 600_000);
});
