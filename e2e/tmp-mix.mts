import { clientMixGap, mixGapWindow, zonedDate } from '@rota/domain';
import { registerDemoAndLogin } from './harness/demo-login.ts';
import { readStore } from './harness/device-store.ts';
import { launchBrowser } from './harness/launch-browser.ts';

const base = 'http://localhost:3999';
const browser = await launchBrowser();
const context = await browser.newContext({
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'block',
});
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await registerDemoAndLogin(page, base);
const clients = await readStore<any>(page, 'clients');
const sales = await readStore<any>(page, 'sales');
const products = new Map((await readStore<any>(page, 'products')).map((p) => [p.uuid, p]));
const window = mixGapWindow(zonedDate(new Date()));
let shown = 0;
let target: any = null;
for (const client of clients) {
  const gap = clientMixGap(
    sales.filter((s: any) => s.client_uuid === client.uuid),
    window,
  );
  if (shown < 8) {
    console.log(
      client.name,
      client.credit_limit,
      client.credit_blocked,
      gap.length,
      gap
        .slice(0, 3)
        .map((g) => `${g.description} ${g.lastQuantity} barcode=${products.get(g.product_uuid)?.barcode}`),
    );
    shown++;
  }
  if (!target && gap.length >= 3 && client.inative === 0) target = client;
}
console.log(
  'clients',
  clients.length,
  'sales',
  sales.length,
  'nullLimit',
  clients.filter((c: any) => c.credit_limit === null && !c.credit_blocked).length,
);
await page.goto(`${base}/#/admin/clients/update/${target.uuid}/see`);
await page.getByTestId('client-mix-gap').waitFor();
await page.getByTestId('client-mix-gap').scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/shots/mix-client-phone.png' });
await page.setViewportSize({ width: 1440, height: 900 });
await page.waitForTimeout(700);
await page.screenshot({ path: '/tmp/shots/mix-client-desktop.png', fullPage: true });
await page.setViewportSize({ width: 390, height: 844 });
await page.getByTestId('client-mix-gap').getByRole('link').first().click();
await page.getByTestId('mix-gap-notice').waitFor();
await page.screenshot({ path: '/tmp/shots/mix-cart-phone.png', fullPage: true });
await page
  .getByTestId('mix-gap')
  .getByRole('button', { name: /^Adicionar / })
  .first()
  .click();
await page.waitForTimeout(800);
await page.getByTestId('mix-gap').scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/shots/mix-cart-phone2.png' });
await page.setViewportSize({ width: 1440, height: 900 });
await page.waitForTimeout(700);
await page.screenshot({ path: '/tmp/shots/mix-cart-desktop.png', fullPage: true });
await browser.close();
