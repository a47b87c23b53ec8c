/**
 * The client record screens offline, in real Chromium on a phone against the real server and its
 * demo company, as Ana: a client created, another edited, a delivery address added and a visit
 * registered while offline; a reload offline keeps all four (the sync status says 4 unsent);
 * back online the outbox empties, and the server holds each record exactly once (checked through
 * `GET /api/clients/all` with Ana's session). No CEP/CNPJ lookup is made (a person, no CEP).
 * Screenshots in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDemoAndLogin } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { serverClients } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { ClientFormPage } from './pages/client-form-page.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { DeliveryAddressesPage } from './pages/delivery-addresses-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const PHONE = { width: 390, height: 844 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

/** A valid CPF no demo client holds (9 random digits and their two check digits). */
function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  for (const length of [9, 10]) {
    const sum = digits
      .slice(0, length)
      .reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** What the device holds: Ana's session token and one of her clients the server already has. */
function readDevice(page: Page): Promise<{ token: string; client: { uuid: string; name: string } }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = (store: string, key?: string) =>
            new Promise<unknown>((done) => {
              const request = key
                ? db.transaction(store).objectStore(store).get(key)
                : db.transaction(store).objectStore(store).getAll();
              request.onsuccess = () => done(request.result);
            });
          Promise.all([read('auth', 'current'), read('clients')]).then(([auth, clients]) => {
            const mine = (
              clients as Array<{ uuid: string; name: string; updated_at?: string; inative: number }>
            ).find((client) => client.updated_at && client.inative === 0);
            db.close();
            resolve({
              token: (auth as { session: { session_token: string } }).session.session_token,
              client: { uuid: mine?.uuid ?? '', name: mine?.name ?? '' },
            });
          });
        };
      }),
  );
}

describe('client record offline, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('creates, edits, adds an address and visits offline; a reload offline keeps the 4 unsent; online each arrives once', async () => {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await registerDemoAndLogin(page, server.baseUrl);
      const shell = new AppShell(page, server.baseUrl);
      const outbox = new OutboxPage(page, server.baseUrl);
      await outbox.waitForStatus('Sincronização: tudo enviado');
      // The reload offline needs the app shell from the service worker.
      await shell.waitForServiceWorker();
      const device = await readDevice(page);
      expect(device.client.uuid).not.toBe('');

      await goOffline(context);
      await outbox.waitForStatus('Sincronização: sem conexão');

      // 1. A new client (a person: no CNPJ or CEP lookup).
      const form = new ClientFormPage(page, server.baseUrl);
      await shell.navigate('/admin/clients/create');
      await form.form.waitFor();
      const cpf = randomCpf();
      await form.choosePersonType('Pessoa física');
      await form.type('CPF', cpf);
      await form.type('Nome completo', 'Cliente Criado Offline');
      await form.type('Celular', '11987654321');
      await page.screenshot({ path: join(screenshots, 'cliente-novo-offline-celular.png') });
      await form.save();
      const view = new ClientViewPage(page, server.baseUrl);
      await view.waitFor();
      const created = new URL(page.url()).hash.split('/')[4] ?? '';
      expect(await view.name.textContent()).toBe('Cliente Criado Offline');
      await view.unsent.waitFor();

      // 2. An edit of a client the server has.
      await shell.navigate(`/admin/clients/update/${device.client.uuid}`);
      await form.form.waitFor();
      await form.replace('Nome fantasia', 'Fantasia Alterada Offline');
      await form.save();
      await view.waitFor();
      await view.unsent.waitFor();

      // 3. A delivery address of that client.
      const addresses = new DeliveryAddressesPage(page, server.baseUrl);
      await shell.navigate(`/admin/clients/delivery/${device.client.uuid}`);
      await addresses.list.waitFor();
      await addresses.add('Depósito Offline', 'Rua das Entregas', '77');
      expect(await addresses.statusOf('Depósito Offline')).toBe('Aguardando envio');
      await page.screenshot({ path: join(screenshots, 'enderecos-offline-celular.png') });

      // 4. A visit with a sale.
      await shell.navigate(`/admin/clients/update/${device.client.uuid}/see`);
      await view.waitFor();
      await view.registerVisit('Com venda');
      await view.closeVisit();
      await outbox.waitForStatus('Sincronização: sem conexão, 4 pendências de envio');

      // A reload offline: everything is still there.
      await page.reload();
      await view.waitFor();
      await outbox.waitForStatus('Sincronização: sem conexão, 4 pendências de envio');
      await shell.navigate(`/admin/clients/update/${created}/see`);
      // The page of the client visited before stays mounted until the route changes: wait for this one.
      await view.name.filter({ hasText: 'Cliente Criado Offline' }).waitFor();
      expect(await view.name.textContent()).toBe('Cliente Criado Offline');
      await outbox.goto();
      expect((await outbox.listed()).map((entry) => entry.label)).toEqual([
        'Cliente novo',
        'Alteração de cliente',
        'Endereço de entrega',
        'Visita',
      ]);
      await page.screenshot({ path: join(screenshots, 'cliente-pendencias-offline-celular.png') });

      // Online: the outbox empties.
      await goOnline(context);
      await outbox.empty.waitFor({ timeout: 60_000 });
      await outbox.waitForStatus('Sincronização: tudo enviado');

      const clients = await serverClients(server.baseUrl, device.token);
      const byDocument = clients.filter((client) => client.document === cpf);
      expect(byDocument.map((client) => [client.uuid, client.name])).toEqual([
        [created, 'Cliente Criado Offline'],
      ]);
      const edited = clients.filter((client) => client.uuid === device.client.uuid);
      expect(edited).toHaveLength(1);
      expect(edited[0]?.fantasy_name).toBe('Fantasia Alterada Offline');
      expect(
        edited[0]?.delivery_addresses.filter((address) => address.description === 'Depósito Offline'),
      ).toHaveLength(1);
      expect(edited[0]?.last_visit).not.toBeNull();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
