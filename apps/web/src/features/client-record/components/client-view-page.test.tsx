import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import {
  addDays,
  addItem,
  formatDate,
  newCart,
  type PermissionName,
  startOfMonth,
  zonedDate,
  zonedDayStart,
} from '@rota/domain';
import { makeCheck, makeFinancialTitle, makeItem, makePromotion } from '@rota/domain/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { queueLookup } from '#lib/lookups/index.ts';
import { runQueuedLookupsOnce } from '#lib/lookups/lookup-runner.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { loadCityList } from '../hooks/use-city-list.ts';
import { openClient, storeClient, stubPosition } from '../testing/client-page.tsx';
import { COPACABANA, fakeRecordServer, REGISTRY } from '../testing/record-server.ts';
import { setOnline, startRecordSession } from '../testing/record-session.ts';
import { ClientUpdatePage } from './client-update-page.tsx';

const UPDATE = routeByName('clients.update').path;
const DAY_MS = 86_400_000;
const dayOffset = (days: number) => zonedDate(new Date(Date.now() + days * DAY_MS));

const actions = () =>
  [...screen.getByTestId('client-actions').querySelectorAll('a, button')].map((action) => action.textContent);

beforeAll(async () => {
  await loadCityList();
}, 30_000);

beforeEach(async () => {
  await startRecordSession();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('the client page', () => {
  it('says why it does not open without canViewClient', async () => {
    const client = await storeClient();
    await startRecordSession(['canEditClient']);
    await myPwaDb.clients.put(client);
    renderPage(<ClientUpdatePage />, UPDATE, `/admin/clients/update/${client.uuid}/see`);
    expect((await screen.findByTestId('record-notice')).textContent).toContain(
      'Seu perfil não permite ver clientes.',
    );
  });

  it('shows each action only with its permission', async () => {
    const client = await storeClient();
    await openClient(client.uuid);
    expect(actions()).toEqual([
      'Editar',
      'Iniciar visita',
      'Nova venda',
      'Endereços de entrega',
      'Geolocalizar',
      'Consultar CNPJ',
    ]);
    expect(screen.getByRole('link', { name: 'Nova venda' }).getAttribute('href')).toBe(
      `/admin/checkout/${client.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Endereços de entrega' }).getAttribute('href')).toBe(
      `/admin/clients/delivery/${client.uuid}`,
    );
    expect(screen.getByRole('link', { name: 'Editar' }).getAttribute('href')).toBe(
      `/admin/clients/update/${client.uuid}`,
    );
    cleanup();

    await startRecordSession(['canViewClient'] satisfies PermissionName[]);
    await myPwaDb.clients.put(client);
    await openClient(client.uuid);
    expect(actions()).toEqual(['Iniciar visita', 'Endereços de entrega']);
    expect(screen.queryByTestId('client-financial')).toBeNull();
    expect(screen.queryByTestId('client-sales')).toBeNull();
  });

  it('shows the data read-only: formatted document, phone and e-mail links, the address with its map', async () => {
    const client = await storeClient({ state_registration: 'ISENTO' });
    await openClient(client.uuid);
    const data = screen.getByTestId('client-data');
    expect(data.textContent).toContain('11.222.333/0001-81');
    expect(data.textContent).toContain('Isento');
    expect(within(data).getByRole('link', { name: '(11) 3456-7890' }).getAttribute('href')).toBe(
      'tel:+551134567890',
    );
    expect(within(data).getByRole('link', { name: 'compras@paoquente.com.br' }).getAttribute('href')).toBe(
      'mailto:compras@paoquente.com.br',
    );
    await waitFor(() => expect(data.textContent).toContain('São Paulo/SP — CEP 01310-100'));
    expect(
      within(data)
        .getByRole('link', { name: /Abrir no mapa/ })
        .getAttribute('href'),
    ).toContain(encodeURIComponent('-23.56140000,-46.65590000'));
    expect(screen.getByTestId('client-status').textContent).toBe('Crédito aprovado');
  });

  it("shows the inscrição estadual in its state's mask", async () => {
    const client = await storeClient({ state_registration: '110042490114', state: 'SP' });
    await openClient(client.uuid);
    expect(screen.getByTestId('client-data').textContent).toContain('110.042.490.114');
  });

  it('shows the ERP’s credit: the block with its reason, the limit and what is left after titles and orders not invoiced (issue 26 §2)', async () => {
    const client = await storeClient({
      code_erp: 'C888',
      credit_limit: 50_000,
      credit_blocked: true,
      credit_blocked_reason: 'Cheque devolvido',
    });
    await myPwaDb.financialTitles.put(
      makeFinancialTitle({
        code_erp_client: 'C888',
        amount: 30_000,
        amount_paid: 0,
        due_date: dayOffset(10),
      }),
    );
    const order = (status: 'Integrado' | 'Processado') => ({
      ...addItem(
        newCart({
          uuid: crypto.randomUUID(),
          company_id: 1,
          seller_id: 7,
          now: new Date().toISOString(),
          client: { uuid: client.uuid, name: client.name, code_erp: 'C888' },
        }),
        makeItem({ quantity: 1, unit_price: 1_000_000 }),
      ),
      status,
      updated_at: '2026-11-20T12:00:00.000Z',
    });
    // R$ 100,00 sent and not invoiced counts; the invoiced one is the title already.
    await myPwaDb.sales.bulkPut([order('Integrado'), order('Processado')]);
    await openClient(client.uuid);
    const credit = await screen.findByTestId('client-credit');
    expect(credit.textContent).toContain('Bloqueado para vendas: Cheque devolvido');
    expect(credit.textContent).toContain('Limite de crédito R$ 500,00 · disponível R$ 100,00');

    await myPwaDb.clients.update(client.uuid, { credit_limit: 30_000, credit_blocked: false });
    await waitFor(() =>
      expect(screen.getByTestId('client-credit').textContent).toContain(
        'Limite de crédito R$ 300,00 · R$ 100,00 acima do limite',
      ),
    );
    expect(screen.getByTestId('client-credit').textContent).not.toContain('Bloqueado');
    await myPwaDb.clients.update(client.uuid, { credit_limit: null });
    await waitFor(() => expect(screen.queryByTestId('client-credit')).toBeNull());
  });

  it('lists open titles with their totals and days late, checks with their status and the last sales newest first', async () => {
    const client = await storeClient({ code_erp: 'C777' });
    await myPwaDb.financialTitles.bulkPut([
      makeFinancialTitle({
        code_erp_client: 'C777',
        document_number: 'NF-1',
        installment: '1/2',
        due_date: dayOffset(-5),
        amount: 10_000,
      }),
      makeFinancialTitle({
        code_erp_client: 'C777',
        document_number: 'NF-1',
        installment: '2/2',
        due_date: dayOffset(25),
        amount: 15_000,
        amount_paid: 5_000,
        status: 'Parcial',
      }),
      makeFinancialTitle({
        code_erp_client: 'C777',
        document_number: 'NF-0',
        due_date: dayOffset(-40),
        status: 'Pago',
        amount_paid: 10_000,
      }),
      makeFinancialTitle({ code_erp_client: 'OUTRO', due_date: dayOffset(-5) }),
    ]);
    await myPwaDb.checks.bulkPut([
      makeCheck({
        code_erp_client: 'C777',
        number: '000321',
        status: 'Devolvido',
        return_reason: 'Alínea 11',
        good_for: dayOffset(-3),
      }),
    ]);
    const sale = (days: number, quantity: number) => ({
      ...addItem(
        newCart({
          uuid: crypto.randomUUID(),
          company_id: 1,
          seller_id: 7,
          now: new Date(Date.now() + days * DAY_MS).toISOString(),
          client: { uuid: client.uuid, name: client.name, code_erp: 'C777' },
        }),
        makeItem({ quantity, unit_price: 100_000 }),
      ),
      status: 'Processado' as const,
      updated_at: '2026-11-20T12:00:00.000Z',
    });
    await myPwaDb.sales.bulkPut([sale(-10, 1), sale(-2, 3)]);
    await openClient(client.uuid);

    await waitFor(() => expect(screen.getAllByTestId('financial-title')).toHaveLength(2));
    expect(screen.getByTestId('financial-open').textContent).toBe('Em aberto R$ 200,00');
    expect(screen.getByTestId('financial-overdue').textContent).toBe('Em atraso R$ 100,00');
    const [late, due] = screen.getAllByTestId('financial-title');
    expect(late?.textContent).toContain('Título NF-1/1/2');
    expect(late?.textContent).toContain('5 dias em atraso');
    expect(due?.textContent).not.toContain('atraso');
    expect(screen.getByTestId('client-check').textContent).toContain('Devolvido: Alínea 11');
    const sales = screen.getAllByTestId('client-sale').map((row) => row.textContent);
    expect(sales).toEqual([expect.stringContaining('R$ 30,00'), expect.stringContaining('R$ 10,00')]);
    expect(sales[0]).toContain('Processado');
    // "Repetir pedido" (canNewSaleClient) opens the checkout with the sale to copy.
    const repeat = screen.getAllByRole('link', { name: /^Repetir o pedido de/ });
    expect(repeat).toHaveLength(2);
    expect(repeat[0]?.getAttribute('href')).toMatch(/^\/admin\/checkout\?repetir=[0-9a-f-]{36}$/);
  });

  it('shows the client’s mix gap, each product a link that adds it to the cart (docs/domain.md "Mix gap")', async () => {
    const client = await storeClient({ code_erp: 'C777' });
    const today = zonedDate(new Date());
    const at = (day: string) => new Date(zonedDayStart(day).getTime() + 12 * 3_600_000).toISOString();
    const cheese = crypto.randomUUID();
    const coffee = crypto.randomUUID();
    const sale = (createdAt: string, product: string, description: string, quantity: number) => ({
      ...addItem(
        newCart({
          uuid: crypto.randomUUID(),
          company_id: 1,
          seller_id: 7,
          now: createdAt,
          client: { uuid: client.uuid, name: client.name, code_erp: 'C777' },
        }),
        makeItem({ product_uuid: product, description, unit: 'KG', quantity, unit_price: 129_900 }),
      ),
      status: 'Processado' as const,
      updated_at: '2026-11-20T12:00:00.000Z',
    });
    await myPwaDb.sales.bulkPut([
      // 20 days before this month's 1st: an earlier cycle; the coffee is bought back today.
      sale(at(addDays(startOfMonth(today), -20)), cheese, 'Queijo minas', 2.5),
      sale(at(addDays(startOfMonth(today), -20)), coffee, 'Café torrado', 1),
      sale(new Date().toISOString(), coffee, 'Café torrado', 1),
    ]);
    await openClient(client.uuid);
    const section = await screen.findByTestId('client-mix-gap');
    expect(section.textContent).toContain('Comprou nos últimos 90 dias e ainda não neste mês.');
    const rows = within(section).getAllByTestId('mix-gap-product');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Queijo minasÚltima compra em ${formatDate(at(addDays(startOfMonth(today), -20)))}: 2,5 kg a R$ 12,99 · 1 compra no períodoAdicionar`,
    ]);
    expect(
      within(section)
        .getByRole('link', { name: 'Adicionar ao pedido: Queijo minas, 2,5 kg' })
        .getAttribute('href'),
    ).toBe(`/admin/checkout/${client.uuid}?mix=${cheese}`);
  });

  it('shows the mix gap without its links when the profile may not sell, and says when nothing is missing', async () => {
    const client = await storeClient();
    await startRecordSession(['canViewClient', 'canViewHistorySales']);
    await myPwaDb.clients.put(client);
    const earlier = new Date(
      zonedDayStart(addDays(startOfMonth(zonedDate(new Date())), -3)).getTime() + 43_200_000,
    );
    const sale = {
      ...addItem(
        newCart({
          uuid: crypto.randomUUID(),
          company_id: 1,
          seller_id: 7,
          now: earlier.toISOString(),
          client: { uuid: client.uuid, name: client.name, code_erp: null },
        }),
        makeItem({ description: 'Queijo minas' }),
      ),
      status: 'Integrado' as const,
      updated_at: '2026-11-20T12:00:00.000Z',
    };
    await myPwaDb.sales.put(sale);
    await openClient(client.uuid);
    const section = await screen.findByTestId('client-mix-gap');
    await waitFor(() => expect(within(section).getAllByTestId('mix-gap-product')).toHaveLength(1));
    expect(within(section).queryByRole('link')).toBeNull();

    await act(() =>
      myPwaDb.sales.put({ ...sale, uuid: crypto.randomUUID(), created_at: new Date().toISOString() }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('client-mix-gap').textContent).toContain(
        'Nada em falta: o que comprou nos últimos 90 dias já voltou a comprar neste mês.',
      ),
    );
  });

  it('lists the promotions a cart of this client gets today: everyone’s, its own and its channel’s (issue 27 §3)', async () => {
    const client = await storeClient({ code_erp: 'C100', channel_code_erp: 'CH1' });
    const today = zonedDate(new Date());
    const promotion = (name: string, fields: Parameters<typeof makePromotion>[0]) => ({
      ...makePromotion({
        name,
        starts_on: addDays(today, -1),
        ends_on: addDays(today, 1),
        percent: 5,
        ...fields,
      }),
      updated_at: '2026-11-20T12:00:00.000Z',
      deleted_at: null,
    });
    await myPwaDb.promotions.bulkPut([
      promotion('Para todos', {}),
      promotion('Só deste cliente', { clients: ['C100'] }),
      promotion('Do canal dele', { channels: ['CH1'] }),
      promotion('De outro cliente', { clients: ['C200'] }),
      promotion('De outro canal', { channels: ['CH2'] }),
      promotion('Já acabou', { starts_on: addDays(today, -9), ends_on: addDays(today, -1) }),
      promotion('Desligada', { inative: 1 }),
    ]);
    await openClient(client.uuid);
    const section = await screen.findByTestId('client-promotions');
    expect(
      within(section)
        .getAllByTestId('promotion-item')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Do canal dele', 'Para todos', 'Só deste cliente']);
    expect(section.textContent).toContain('5% de desconto');
  });

  it('going from one client to another never shows the first one’s name at the second one’s path', async () => {
    const first = await storeClient({ name: 'Padaria Primeira Ltda' });
    const second = await storeClient({ name: 'Mercado Segundo Ltda' });
    const names: (string | null)[] = [];
    const { router } = await openClient(first.uuid);
    const seen = new MutationObserver(() =>
      names.push(screen.queryByTestId('client-name')?.textContent ?? null),
    );
    seen.observe(document.body, { subtree: true, childList: true, characterData: true });
    await act(() => router.navigate(`/admin/clients/update/${second.uuid}/see`));
    await waitFor(() => expect(screen.getByTestId('client-name').textContent).toBe('Mercado Segundo Ltda'));
    seen.disconnect();
    expect(names.filter((name) => name !== null)).not.toContain('Padaria Primeira Ltda');
  });

  it('says when the client was not sent yet, and shows a refused entry’s message with the way to fix it', async () => {
    const client = await storeClient();
    await myPwaDb.outbox.add({
      uuid: client.uuid,
      call: 'clients.update',
      body: client,
      status: 'pending',
      created_at: '2026-11-22T12:00:00.000Z',
      last_error: null,
      owner: '1:7',
      attempts: 0,
      next_attempt_at: null,
    });
    await openClient(client.uuid);
    expect(await screen.findByTestId('client-unsent')).toBeTruthy();
    await myPwaDb.outbox.toCollection().modify({ status: 'failed', last_error: 'CNPJ inválido' });
    expect((await screen.findByTestId('client-refused-message')).textContent).toContain(
      'O servidor recusou a última alteração: CNPJ inválido',
    );
    expect(screen.getByRole('link', { name: 'Corrigir no formulário' }).getAttribute('href')).toBe(
      `/admin/clients/update/${client.uuid}`,
    );
  });
});

describe("overdue days on São Paulo's day (UTC−3): its midnight turns them, not UTC's at 21:00", () => {
  afterEach(() => vi.useRealTimers());
  const openAt = async (at: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
    const client = await storeClient({ code_erp: 'C778' });
    await myPwaDb.financialTitles.bulkPut([
      makeFinancialTitle({ code_erp_client: 'C778', document_number: 'NF-26', due_date: '2026-11-26' }),
      makeFinancialTitle({ code_erp_client: 'C778', document_number: 'NF-27', due_date: '2026-11-27' }),
    ]);
    await openClient(client.uuid);
    await waitFor(() => expect(screen.getAllByTestId('financial-title')).toHaveLength(2));
  };
  const titles = () => screen.getAllByTestId('financial-title').map((title) => title.textContent ?? '');
  /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
  const ON_THE_27TH = [expect.stringContaining('1 dia em atraso'), expect.not.stringContaining('atraso')];

  it('at 09:00 (12:00 UTC) counts from that day', async () => {
    await openAt('2026-11-27T12:00:00.000Z');
    expect(titles()).toEqual(ON_THE_27TH);
  });

  it('at 22:00 (01:00 UTC, the next day) still counts from that day', async () => {
    await openAt('2026-11-28T01:00:00.000Z');
    expect(titles()).toEqual(ON_THE_27TH);
  });

  it('left open across 21:00 keeps the count, and across 00:00 counts one more day', async () => {
    await openAt('2026-11-27T23:59:59.800Z'); // 20:59:59.8
    vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
    await settle();
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(titles()).toEqual(ON_THE_27TH);
    // Back to the front a moment before midnight; the page then turns by itself.
    vi.setSystemTime(new Date('2026-11-28T02:59:59.800Z'));
    window.dispatchEvent(new Event('focus'));
    vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
    await waitFor(() =>
      expect(titles()).toEqual([
        expect.stringContaining('2 dias em atraso'),
        expect.stringContaining('1 dia em atraso'),
      ]),
    );
  });
});

describe('Geolocalizar', () => {
  it('takes the position, shows it with its accuracy and stores it with 8 decimals after confirming', async () => {
    const client = await storeClient({ lat: null, long: null });
    fakeRecordServer();
    setOnline(false);
    stubPosition((ok) =>
      ok({
        coords: { latitude: -23.5614123456, longitude: -46.65591, accuracy: 12.4 },
      } as GeolocationPosition),
    );
    const { user } = await openClient(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Geolocalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geolocalizar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Obter posição' }));
    const position = await within(dialog).findByTestId('geo-position');
    expect(position.textContent).toContain('-23.56141235, -46.65591000');
    expect(position.textContent).toContain('Precisão de 12 m');
    // The position drawn on the offline map (its chunk loads on demand).
    expect(await within(dialog).findByRole('region', { name: 'Posição no mapa' })).toBeTruthy();
    expect(
      (navigator.geolocation.getCurrentPosition as ReturnType<typeof vi.fn>).mock.calls[0]?.[2],
    ).toMatchObject({
      enableHighAccuracy: true,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar posição' }));
    await waitFor(async () =>
      expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({
        lat: '-23.56141235',
        long: '-46.65591000',
      }),
    );
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({ call: 'clients.update', uuid: client.uuid });
    expect(entry?.body).toMatchObject({ lat: '-23.56141235', long: '-46.65591000' });
  });

  it('says in pt-BR when the location is denied', async () => {
    const client = await storeClient();
    stubPosition((_ok, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    const { user } = await openClient(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Geolocalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geolocalizar cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Obter posição' }));
    expect((await within(dialog).findByTestId('geo-error')).textContent).toBe(
      'A localização foi negada. Permita o acesso à localização nas configurações do navegador.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Salvar posição' })).toBeNull();
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});

describe('lookups that waited for the network', () => {
  it('offline "Consultar CNPJ" queues; back online the runner answers, the page shows the diff and "Aplicar" queues an update', async () => {
    const client = await storeClient({ fantasy_name: 'Pão Quente' });
    const server = fakeRecordServer();
    server.cnpj.set(REGISTRY.cnpj, { ...REGISTRY, fantasy_name: 'Pão Quente Paulista' });
    setOnline(false);
    const { user } = await openClient(client.uuid);
    await user.click(screen.getByRole('button', { name: 'Consultar CNPJ' }));
    expect((await screen.findByTestId('cnpj-lookup-status')).textContent).toContain(
      'Sem conexão: a consulta do CNPJ fica na fila e sai quando a internet voltar.',
    );
    expect((await screen.findByTestId('lookup-waiting')).textContent).toContain(
      'Sem conexão: a consulta do CNPJ fica na fila',
    );
    expect(server.requests).toEqual([]);

    setOnline(true);
    expect(await runQueuedLookupsOnce()).toEqual({ done: 1, stoppedBy: null });
    const review = await screen.findByTestId('lookup-review');
    expect(review.textContent).toContain('Consulta do CNPJ pronta');
    expect(within(review).getByTestId('lookup-changes').textContent).toBe(
      'Nome fantasia: Pão Quente → Pão Quente Paulista',
    );
    setOnline(false);
    await user.click(within(review).getByRole('button', { name: 'Aplicar' }));
    await waitFor(async () =>
      expect((await myPwaDb.clients.get(client.uuid))?.fantasy_name).toBe('Pão Quente Paulista'),
    );
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({ call: 'clients.update', uuid: client.uuid });
    expect(entry?.body).toMatchObject({ fantasy_name: 'Pão Quente Paulista' });
    await waitFor(async () => expect(await myPwaDb.lookups.count()).toBe(0));
  });

  it('a queued CEP shows what the address would become, and "Descartar" drops it', async () => {
    const client = await storeClient();
    const server = fakeRecordServer();
    server.cep.set(COPACABANA.cep, COPACABANA);
    await queueLookup({ kind: 'cep', value: COPACABANA.cep, client_uuid: client.uuid });
    await runQueuedLookupsOnce();
    const { user } = await openClient(client.uuid);
    const review = await screen.findByTestId('lookup-review');
    await waitFor(() =>
      expect(within(review).getByTestId('lookup-changes').textContent).toContain(
        'Cidade: São Paulo → Rio de Janeiro',
      ),
    );
    expect(review.textContent).toContain('CEP: 01310-100 → 22041-001');
    await user.click(within(review).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId('lookup-review')).toBeNull());
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});
