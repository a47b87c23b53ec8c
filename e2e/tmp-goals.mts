import { ELAINE_TOKEN, registerDemoAndLogin } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';

const base = 'http://localhost:3999';
const browser = await launchBrowser();
const phone = { width: 390, height: 844 };
const context = await browser.newContext({
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: phone,
  serviceWorkers: 'block',
});
const page = await context.newPage();
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await registerDemoAndLogin(page, base);
await page.getByTestId('goals-card').waitFor();
await page.getByTestId('goals-card').scrollIntoViewIfNeeded();
await page.screenshot({ path: '/tmp/shots/goals-dash-phone.png' });
console.log(await page.getByTestId('goals-card').textContent());
await page.setViewportSize({ width: 1440, height: 900 });
await page.waitForTimeout(700);
await page.screenshot({ path: '/tmp/shots/goals-dash-desktop.png', fullPage: true });
// The cart's impact.
await page.setViewportSize(phone);
await page.goto(`${base}/#/admin/clients`);
await page.waitForTimeout(1500);
const clients = await page.evaluate(
  () =>
    new Promise<any[]>((resolve) => {
      const o = indexedDB.open('MyPWA_DB');
      o.onsuccess = () => {
        const r = o.result.transaction('clients').objectStore('clients').getAll();
        r.onsuccess = () => resolve(r.result);
      };
    }),
);
const target = clients.find((c) => c.inative === 0 && c.code_erp_seller === 'V001');
await page.goto(`${base}/#/admin/clients/update/${target.uuid}/see`);
await page.getByTestId('client-mix-gap').waitFor();
const link = page.getByTestId('client-mix-gap').getByRole('link').first();
if (await link.count()) await link.click();
await page
  .getByTestId('goal-impact')
  .waitFor({ timeout: 10000 })
  .catch(() => console.log('no goal impact'));
await page
  .getByTestId('goal-impact')
  .scrollIntoViewIfNeeded()
  .catch(() => {});
await page.screenshot({ path: '/tmp/shots/goals-cart-phone.png' });
await context.close();
const manager = await browser.newContext({
  locale: 'pt-BR',
  timezoneId: 'America/Sao_Paulo',
  viewport: { width: 1440, height: 900 },
  serviceWorkers: 'block',
});
const mpage = await manager.newPage();
mpage.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await registerDemoAndLogin(mpage, base, ELAINE_TOKEN, '#/gestor');
await mpage.goto(`${base}/#/gestor/goals`);
await mpage.getByTestId('seller-goal').first().waitFor();
await mpage.waitForTimeout(500);
await mpage.screenshot({ path: '/tmp/shots/goals-manager-desktop.png', fullPage: true });
await mpage.setViewportSize(phone);
await mpage.waitForTimeout(700);
await mpage.screenshot({ path: '/tmp/shots/goals-manager-phone.png' });
await mpage
  .getByRole('button', { name: /Editar metas|Definir metas/ })
  .first()
  .click();
await mpage.getByRole('dialog').waitFor();
await mpage.waitForTimeout(400);
await mpage.screenshot({ path: '/tmp/shots/goals-manager-modal-phone.png' });
await browser.close();
