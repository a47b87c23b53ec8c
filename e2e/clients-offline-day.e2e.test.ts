/**
 * A seller's full day offline (issue 9, "Done when"), in real Chromium on a phone (390×844)
 * against the real server and its demo company, as Ana:
 * - online, "Clientes" filtered by a visiting day, then searched by city (a search looks through
 *   the whole wallet, every day); the network goes and the map still draws the clients found,
 *   over the offline base (state outlines);
 * - offline: a new company typed with its CNPJ and CEP (both lookups queued, said in pt-BR), a
 *   client edited, a delivery address added, a visit without a sale registered, and a fifth
 *   write the server will refuse: a person whose CPF is already another seller's client (Ana's
 *   device does not hold Bruno's clients, so only the server can see the duplicate);
 * - a reload offline keeps all five (the status says 5 unsent);
 * - online: the four good writes reach the server exactly once (checked through `clients/all`
 *   with Ana's and Bruno's sessions), the refused one stays in "Pendências de envio" as failed
 *   with the server's pt-BR message, and the queued lookups ran against a local fake of ViaCEP
 *   and ReceitaWS (their real shapes over real HTTP) and are offered field by field before
 *   anything changes; the CEP answer applied reaches the server as one more edit.
 * Map tiles never leave the machine (harness/fake-map-tiles.ts). Screenshots in
 * test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeLookupServices,
  receitaWsCompany,
  startFakeLookupServices,
  viaCepAddress,
} from '../apps/server/src/testing/fake-lookup-services.ts';
import { DEMO_CNPJ, registerDemoAndLogin } from './harness/demo-login.ts';
import { dropTiles, serveFakeTiles } from './harness/fake-map-tiles.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { loginSeller, type ServerClient, serverClients } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppShell } from './pages/app-shell.ts';
import { ClientFormPage } from './pages/client-form-page.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { ClientsPage } from './pages/clients-page.ts';
import { DeliveryAddressesPage } from './pages/delivery-addresses-page.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const BRUNO_TOKEN = 'demo-bruno-2026';
const PHONE = { width: 390, height: 844 };
/** Avenida Paulista, as the fake ViaCEP answers it. */
const CEP = '01310100';
const WEEKDAYS = ['Domingo', 'Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado'];
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

/** A valid CNPJ (12 random digits and their two check digits), new to the demo company. */
function randomCnpj(): string {
  const digits = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10));
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weights.reduce((sum, weight, index) => sum + weight * (digits[index] as number), 0) % 11;
    digits.push(rest < 2 ? 0 : 11 - rest);
  }
  return digits.join('');
}

/** Today's weekday in São Paulo, as the chips name it. */
function todayInSaoPaulo(): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Sao_Paulo', weekday: 'short' }).format(
    new Date(),
  );
  return WEEKDAYS[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(day)] ?? 'Domingo';
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Ana's session token, as the device stored it at login. */
function deviceSessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('MyPWA_DB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const request = db.transaction('auth').objectStore('auth').get('current');
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { session: { session_token: string } }).session.session_token);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

describe('a seller’s day offline: clients, map, writes, lookups and a refusal, on a phone', () => {
  let server: RunningServer;
  let lookups: FakeLookupServices;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const newCnpj = randomCnpj();
  /** A person in Bruno's wallet: Ana's device never holds it, the server does. */
  let brunosPerson: ServerClient;
  let brunoSession: string;

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    lookups = await startFakeLookupServices({
      ceps: { [CEP]: viaCepAddress(CEP) },
      cnpjs: { [newCnpj]: receitaWsCompany(newCnpj) },
    });
    [server, browser] = await Promise.all([
      startServer({
        env: {
          SEED_DEMO: '1',
          CEP_BASE_URL: lookups.baseUrl,
          CNPJ_REGISTRY_BASE_URL: lookups.baseUrl,
        },
        // Seeding the demo takes most of a minute on a busy two-core machine.
        readyTimeoutMs: 120_000,
      }),
      launchBrowser(),
    ]);
    brunoSession = await loginSeller(server.baseUrl, DEMO_CNPJ, BRUNO_TOKEN, 'e2e-bruno-reader');
    const person = (await serverClients(server.baseUrl, brunoSession)).find(
      (client) => client.document.length === 11 && client.inative === 0,
    );
    if (!person) throw new Error('a demo não tem cliente pessoa física do Bruno');
    brunosPerson = person;

    context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
    });
    await serveFakeTiles(context);
    page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    await lookups?.stop();
  });

  it('filters, maps offline, writes five records offline, keeps them over a reload, sends four and shows the refused one and the lookups', async () => {
    const shell = new AppShell(page, server.baseUrl);
    const outbox = new OutboxPage(page, server.baseUrl);
    const clients = new ClientsPage(page, server.baseUrl);
    const form = new ClientFormPage(page, server.baseUrl);
    const view = new ClientViewPage(page, server.baseUrl);
    const addresses = new DeliveryAddressesPage(page, server.baseUrl);

    // Ana logs in; the first sync brings her clients.
    await registerDemoAndLogin(page, server.baseUrl);
    await outbox.waitForStatus('Sincronização: tudo enviado');
    // The reload offline needs the app shell from the service worker.
    expect(await shell.waitForServiceWorker()).toBe('activated');
    const anaSession = await deviceSessionToken(page);

    // 1. Clientes: tomorrow's clients instead of today's, then a city searched without accents.
    await clients.goto();
    await clients.rows.first().waitFor();
    const today = todayInSaoPaulo();
    const day = WEEKDAYS[(WEEKDAYS.indexOf(today) + 1) % 7] as string;
    await clients.toggleDay(day);
    await clients.toggleDay(today);
    await expect.poll(() => clients.dayChip(today).isChecked()).toBe(false);
    expect(await clients.dayChip(day).isChecked()).toBe(true);
    await expect
      .poll(async () => (await clients.rowTexts()).every((text) => new RegExp(`${day}|Quinzenal`).test(text)))
      .toBe(true);
    expect((await clients.counts()).clients).toBeGreaterThan(1);
    // Two of the day's clients: a company to edit (its nome fantasia), one to visit (and give a
    // delivery address). A row shows the client's CNPJ or CPF.
    const uuids = await clients.rowUuids();
    const companyAt = (await clients.rowTexts()).findIndex((text) =>
      /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/.test(text),
    );
    expect(companyAt).toBeGreaterThanOrEqual(0);
    const edited = uuids[companyAt];
    const visited = uuids.find((_, index) => index !== companyAt);
    expect(edited).toMatch(/^[0-9a-f-]{36}$/);
    expect(visited).toMatch(/^[0-9a-f-]{36}$/);
    const city = (await clients.rowPlaces()).find((place) => place.includes('/'))?.split('/')[0] ?? '';
    expect(city).not.toBe('');
    await clients.search.fill(fold(city));
    await expect
      .poll(async () => (await clients.rowPlaces()).every((place) => place.startsWith(`${city}/`)))
      .toBe(true);
    // A search looks through the whole wallet, whatever the day (domain `isInWallet`), and says so.
    await clients.searchingWallet.waitFor();
    const found = await clients.counts();
    expect(found.clients).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshots, 'dia-offline-clientes-filtrados-celular.png') });

    // The network goes: the map still draws the filtered clients, over the state outlines.
    await dropTiles(context);
    await goOffline(context);
    await outbox.waitForStatus('Sincronização: sem conexão');
    await clients.showMap();
    await clients.markers.first().waitFor();
    const markers = await clients.markers.count();
    expect(markers).toBeGreaterThan(0);
    expect(markers).toBeLessThanOrEqual(found.clients);
    expect(await clients.stateOutlines.count()).toBeGreaterThanOrEqual(3);
    await page.screenshot({ path: join(screenshots, 'dia-offline-mapa-celular.png') });

    // 2a. A new company, its CNPJ and CEP typed: both lookups go to the queue, and the form says so.
    await shell.navigate('/admin/clients/create');
    await form.form.waitFor();
    await form.choosePersonType('Pessoa jurídica');
    await form.type('CNPJ', newCnpj);
    await expect.poll(() => form.lookupStatus('cnpj').getAttribute('data-state')).toBe('queued');
    expect(await form.lookupStatus('cnpj').textContent()).toContain(
      'Sem conexão: a consulta do CNPJ fica na fila e sai quando a internet voltar.',
    );
    await form.type('Razão social', 'Padaria Criada Offline Ltda');
    await form.type('CEP', CEP);
    await expect.poll(() => form.lookupStatus('cep').getAttribute('data-state')).toBe('queued');
    expect(await form.lookupStatus('cep').textContent()).toBe(
      'Sem conexão: a consulta do CEP fica na fila e sai quando a internet voltar.Pode salvar normalmente. Quando a consulta voltar, você verá o que mudaria.',
    );
    await form.type('Número', '1000');
    await page.screenshot({ path: join(screenshots, 'dia-offline-cliente-novo-celular.png') });
    await form.save();
    await view.waitFor();
    const created = new URL(page.url()).hash.split('/')[4] ?? '';
    expect(created).toMatch(/^[0-9a-f-]{36}$/);
    expect(await view.name.textContent()).toBe('Padaria Criada Offline Ltda');
    await view.unsent.waitFor();
    // The queued lookups come from their own live query, a moment after the record itself.
    await expect
      .poll(() => view.lookupsWaiting.allTextContents())
      .toEqual([
        `CNPJ ${newCnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}: Sem conexão: a consulta do CNPJ fica na fila e sai quando a internet voltar.`,
        'CEP 01310-100: Sem conexão: a consulta do CEP fica na fila e sai quando a internet voltar.',
      ]);

    // 2b. A person whose CPF is Bruno's client's: the device cannot know, so it saves and queues.
    await shell.navigate('/admin/clients/create');
    await form.form.waitFor();
    await form.choosePersonType('Pessoa física');
    await form.type('CPF', brunosPerson.document);
    await form.type('Nome completo', 'Pessoa Repetida Offline');
    await form.save();
    await view.waitFor();
    const refused = new URL(page.url()).hash.split('/')[4] ?? '';
    expect(await view.name.textContent()).toBe('Pessoa Repetida Offline');

    // 2c. An edit of one of the day's clients.
    await shell.navigate(`/admin/clients/update/${edited}`);
    await form.form.waitFor();
    await form.replace('Nome fantasia', 'Fantasia do Dia Offline');
    await form.save();
    await view.waitFor();
    await view.unsent.waitFor();

    // 2d. A delivery address of the other one.
    await shell.navigate(`/admin/clients/delivery/${visited}`);
    await addresses.list.waitFor();
    await addresses.add('Depósito do Dia Offline', 'Rua das Entregas', '77');
    expect(await addresses.statusOf('Depósito do Dia Offline')).toBe('Aguardando envio');

    // 2e. A visit to it without a sale, with its reason.
    await shell.navigate(`/admin/clients/update/${visited}/see`);
    await view.waitFor();
    await view.registerVisit('Sem venda', 'Responsável ausente');
    await view.closeVisit();

    // Five unsent: the four writes of the day and the person the server is going to refuse.
    await outbox.waitForStatus('Sincronização: sem conexão, 5 pendências de envio');

    // 3. A reload offline: everything is still there.
    await page.reload();
    await view.waitFor();
    await outbox.waitForStatus('Sincronização: sem conexão, 5 pendências de envio');
    await shell.navigate(`/admin/clients/update/${created}/see`);
    await view.name.filter({ hasText: 'Padaria Criada Offline Ltda' }).waitFor();
    await expect.poll(() => view.lookupsWaiting.count()).toBe(2);
    await shell.navigate(`/admin/clients/update/${edited}/see`);
    await view.view.getByText('Fantasia do Dia Offline').first().waitFor();
    await shell.navigate(`/admin/clients/delivery/${visited}`);
    await addresses.address('Depósito do Dia Offline').waitFor();
    expect(await addresses.statusOf('Depósito do Dia Offline')).toBe('Aguardando envio');
    await outbox.goto();
    const unsent = await outbox.listed();
    expect(unsent.map((entry) => entry.label)).toEqual([
      'Cliente novo',
      'Cliente novo',
      'Alteração de cliente',
      'Endereço de entrega',
      'Visita',
    ]);
    // Waiting for the network (a push tried offline backs off), none refused yet.
    for (const entry of unsent) expect(['pending', 'waiting']).toContain(entry.state);
    expect(lookups.calls()).toEqual([]);

    // 4. Online: four go through, the refused one stays as failed with the server's message.
    await serveFakeTiles(context);
    await goOnline(context);
    await outbox.waitForStatus('Sincronização: 1 falhou, 1 pendência de envio', 60_000);
    const left = await outbox.listed();
    const duplicateMessage = `CPF ${brunosPerson.document.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')} já cadastrado para o cliente ${brunosPerson.name}`;
    expect(left).toEqual([
      {
        label: 'Cliente novo',
        // The server's 422 message, then its field error naming the client that holds the CPF.
        status: `Falhou: Os dados informados são inválidos. ${duplicateMessage}`,
        state: 'failed',
      },
    ]);
    await page.screenshot({ path: join(screenshots, 'dia-offline-pendencia-recusada-celular.png') });

    const anas = await serverClients(server.baseUrl, anaSession);
    const byUuid = (uuid: string) => anas.filter((client) => client.uuid === uuid);
    expect(
      anas.filter((client) => client.document === newCnpj).map((client) => [client.uuid, client.name]),
    ).toEqual([[created, 'Padaria Criada Offline Ltda']]);
    // Nothing changed before the seller applies a lookup.
    expect(byUuid(created)[0]?.street).toBeNull();
    expect(byUuid(edited as string).map((client) => client.fantasy_name)).toEqual([
      'Fantasia do Dia Offline',
    ]);
    const [visitedOnServer] = byUuid(visited as string);
    expect(byUuid(visited as string)).toHaveLength(1);
    expect(
      visitedOnServer?.delivery_addresses.filter(
        (address) => address.description === 'Depósito do Dia Offline',
      ),
    ).toHaveLength(1);
    expect(visitedOnServer?.last_visit).not.toBeNull();
    expect(anas.filter((client) => client.uuid === refused)).toEqual([]);
    const brunos = await serverClients(server.baseUrl, brunoSession);
    expect(
      brunos.filter((client) => client.document === brunosPerson.document).map((client) => client.uuid),
    ).toEqual([brunosPerson.uuid]);

    // The queued lookups ran once each against the services, and are offered before anything changes.
    await expect
      .poll(() =>
        lookups
          .calls()
          .map((call) => `${call.service} ${call.key}`)
          .sort(),
      )
      .toEqual([`cep ${CEP}`, `cnpj ${newCnpj}`].sort());
    await shell.navigate(`/admin/clients/update/${created}/see`);
    await view.name.filter({ hasText: 'Padaria Criada Offline Ltda' }).waitFor();
    await view.lookupReview('Consulta do CEP pronta').waitFor({ timeout: 30_000 });
    await view.lookupReview('Consulta do CNPJ pronta').waitFor();
    // ViaCEP's "complemento" is the CEP's stretch of the street, not the client's: never offered.
    expect(await view.lookupChanges('Consulta do CEP pronta')).toEqual([
      'Logradouro: (vazio) → Avenida Paulista',
      'Bairro: (vazio) → Bela Vista',
      'UF: (vazio) → SP',
      'Cidade: (vazio) → São Paulo',
    ]);
    expect(await view.lookupChanges('Consulta do CNPJ pronta')).toContain(
      'Razão social: Padaria Criada Offline Ltda → PADARIA PAO QUENTE LTDA',
    );
    // The registry's situation is read whole on a phone (it was a one-line badge cut at "RECEIT…").
    const situation = view.lookupReview('Consulta do CNPJ pronta').getByTestId('cnpj-situation');
    expect(await situation.textContent()).toBe('Situação cadastral na Receita: ATIVA');
    expect(
      await situation.evaluate((line) =>
        [line, ...line.querySelectorAll<HTMLElement>('*')]
          .filter((element) => element instanceof HTMLElement)
          .filter((element) => element.scrollWidth > element.clientWidth + 1)
          .map((element) => element.textContent),
      ),
    ).toEqual([]);
    await view.showBelowHeader(view.lookupReview('Consulta do CNPJ pronta'));
    await page.screenshot({ path: join(screenshots, 'dia-offline-consulta-cnpj-oferecida-celular.png') });
    await view.showBelowHeader(view.lookupReview('Consulta do CEP pronta'));
    await page.screenshot({ path: join(screenshots, 'dia-offline-consulta-cep-oferecida-celular.png') });

    // The CEP's answer applied: one more edit, sent like any other.
    await view.lookupReview('Consulta do CEP pronta').getByRole('button', { name: 'Aplicar' }).click();
    await view.lookupReview('Consulta do CEP pronta').waitFor({ state: 'detached' });
    await outbox.waitForStatus('Sincronização: 1 falhou, 1 pendência de envio', 30_000);
    await expect
      .poll(
        async () => (await serverClients(server.baseUrl, anaSession)).find((c) => c.uuid === created)?.street,
      )
      .toBe('Avenida Paulista');
    expect(errors).toEqual([]);
  });
});
