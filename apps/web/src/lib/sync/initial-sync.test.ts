import 'fake-indexeddb/auto';
import {
  makeCheck,
  makeClient,
  makeFinancialTitle,
  makeMachine,
  makeOperator,
  makeSituation,
} from '@rota/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeOpfs } from '#testing/fake-opfs.ts';
import { createFakeSyncServer, DEFAULT_CONFIG } from '#testing/fake-sync-server.ts';
import { jsonResponse } from '#testing/json-response.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { makePriceList, makeProduct, testUuid } from '#testing/sync-fixtures.ts';
import { authStore } from '../auth/auth-store.ts';
import { readConfig } from '../db/config-db.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { onStorageFull, StorageFullError } from '../db/storage-error.ts';
import { getDeviceId } from '../device/device-id.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { historyLinesPending, historySync, isTablePending } from './history-sync.ts';
import { initialSync, retryHistorySync, type SyncProgress } from './initial-sync.ts';
import { pullDelta } from './pull-delta.ts';
import { syncStatus } from './sync-status.ts';

const session = makeSession();
/** Tests writing 12,500 rows into fake-indexeddb take seconds on a busy machine. */
const HEAVY_TEST_MS = 30_000;
let server: ReturnType<typeof createFakeSyncServer>;
let snapshots: SyncProgress[][];

const record = (progress: SyncProgress[]) => snapshots.push(progress);
const line = (progress: SyncProgress[] | undefined, call: string) =>
  progress?.find((item) => item.call === call);
const productRequests = () => server.requests.filter((request) => request.startsWith('products/all'));

beforeEach(async () => {
  await resetLocalDbs();
  await authStore.setLogin(session, 1);
  configureHttpClient({ baseUrl: '', onUnauthorized: () => undefined, onInvalidToken: () => undefined });
  server = createFakeSyncServer({ profiles: [session.profile], seller: session.seller });
  vi.stubGlobal('fetch', vi.fn(server.fetch));
  vi.stubGlobal('navigator', { ...navigator, storage: { getDirectory: createFakeOpfs().getDirectory } });
  snapshots = [];
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('initialSync', () => {
  it('pulls every seller-area call, reporting each with its pt-BR label until all are done', async () => {
    server.upsert('products/all', [makeProduct(), makeProduct()]);
    server.upsert('listprice/all', [makePriceList()]);
    await initialSync(record);

    const first = snapshots[0];
    expect(first?.every((item) => item.status === 'waiting' && item.total === null)).toBe(true);
    expect(first?.map((item) => item.label)).toEqual([
      'Perfis',
      'Vendedor',
      'Equipes',
      'Clientes',
      'Produtos',
      'Estoque',
      'Formas de pagamento',
      'Condições de pagamento',
      'Tabelas de preço',
      'Canais de venda',
      'Finalidades',
      'Parâmetros de descrição',
      'Volumes',
      'Metas',
      'Promoções',
      'Vendas',
    ]);
    const last = snapshots.at(-1);
    expect(last?.every((item) => item.status === 'done')).toBe(true);
    expect(line(last, 'products.all')).toMatchObject({ label: 'Produtos', done: 2, total: 2 });
    expect(await myPwaDb.products.count()).toBe(2);
    expect(await myPwaDb.productPrices.count()).toBe(1);
    expect(await myPwaDb.profiles.toArray()).toEqual([session.profile]);
    expect(await myPwaDb.sellers.get(session.session_token)).toMatchObject({ id: session.seller.id });
    expect((await myPwaDb.syncCursors.get('products.all'))?.cursor).toBe('2');
    expect(server.requests).toContain('sales/all-seller?limit=5000');
  });

  it("pulls the titles and checks of the seller's clients when the profile may see them, and skips them otherwise", async () => {
    const title = makeFinancialTitle();
    const check = makeCheck();
    server.upsert('financials/all-seller', [title]);
    server.upsert('checks/all-seller', [check]);
    await initialSync(record);
    expect(server.requests.some((request) => request.startsWith('financials/all-seller'))).toBe(false);
    expect(await myPwaDb.financialTitles.count()).toBe(0);

    const allowed = makeSession(['canCreateClient', 'canViewHistoryFinancialClient']);
    await authStore.setLogin(allowed, 1);
    snapshots = [];
    await initialSync(record);
    expect(snapshots[0]?.map((item) => item.label).slice(-2)).toEqual(['Títulos financeiros', 'Cheques']);
    expect(await myPwaDb.financialTitles.get(title.uuid)).toMatchObject(title);
    expect(await myPwaDb.checks.get(check.uuid)).toMatchObject(check);
  });

  it('pulls machines, operators and situations for a profile of the appointment area only, keyed by id', async () => {
    const machine = makeMachine({ id: 4 });
    server.upsert('order-production/machines', [machine], 'id');
    server.upsert('order-production/operators', [makeOperator({ id: 2 })], 'id');
    server.upsert('order-production/situations', [makeSituation({ id: 9, kind: 'Parada' })], 'id');
    await initialSync(record);
    expect(server.requests.some((request) => request.startsWith('order-production/'))).toBe(false);

    await authStore.setLogin(makeSession(['canAccessAppointments']), 1);
    snapshots = [];
    await initialSync(record);
    // The sales are history, pulled after everything a first screen needs.
    expect(snapshots[0]?.map((item) => item.label).slice(-4)).toEqual([
      'Máquinas',
      'Operadores',
      'Situações e motivos',
      'Vendas',
    ]);
    expect(await myPwaDb.machines.get(4)).toMatchObject(machine);
    expect(await myPwaDb.operators.count()).toBe(1);
    expect((await myPwaDb.situations.get(9))?.kind).toBe('Parada');
  });

  it("keeps each client's delivery addresses in their own table, without dropping one not yet sent", async () => {
    const client = makeClient({ uuid: crypto.randomUUID() });
    const address = (description: string, sinchronized: 0 | 1) => ({
      ...makeClient(),
      uuid: crypto.randomUUID(),
      client_id: client.uuid,
      company_id: 1,
      description,
      sinchronized,
    });
    const stored = address('Depósito', 1);
    const typedOffline = address('Filial nova', 0);
    await myPwaDb.deliveryAddresses.put(typedOffline);
    server.upsert('clients/all', [{ ...client, delivery_addresses: [stored] }]);
    await initialSync(record);
    const kept = await myPwaDb.deliveryAddresses.where('client_id').equals(client.uuid).toArray();
    expect(kept.map((row) => row.description).sort()).toEqual(['Depósito', 'Filial nova']);

    // The server drops the address: the next pull removes it, the unsent one stays.
    server.upsert('clients/all', [{ ...client, name: 'Renomeado', delivery_addresses: [] }]);
    await pullDelta();
    const after = await myPwaDb.deliveryAddresses.where('client_id').equals(client.uuid).toArray();
    expect(after.map((row) => row.description)).toEqual(['Filial nova']);
  });

  it('stores each pulled client with its search text folded once, and folds it again when the client changes', async () => {
    const client = makeClient({
      name: 'Açougue São João',
      fantasy_name: null,
      city_iso: '3304557',
      state: 'RJ',
    });
    server.upsert('clients/all', [client]);
    await initialSync(record);
    expect((await myPwaDb.clients.get(client.uuid))?.search).toBe(
      'acougue sao joao | c001 | rio de janeiro | rj | 11222333000181',
    );

    server.upsert('clients/all', [{ ...client, name: 'Empório Niterói', city_iso: '3303302' }]);
    await pullDelta();
    expect((await myPwaDb.clients.get(client.uuid))?.search).toBe(
      'emporio niteroi | c001 | niteroi | rj | 11222333000181',
    );
  });

  it('stores each pulled product with its search text folded once, and folds it again when the product changes', async () => {
    const product = makeProduct({
      description: 'Pão de Queijo Mineiro',
      code_erp: 'PQ-10',
      barcode: '7891000100103',
    });
    server.upsert('products/all', [product]);
    await initialSync(record);
    expect((await myPwaDb.products.get(product.uuid))?.search).toBe(
      'pao de queijo mineiro\u001epq10\u001f7891000100103',
    );

    server.upsert('products/all', [{ ...product, description: 'Pão de Queijo Congelado', barcode: null }]);
    await pullDelta();
    expect((await myPwaDb.products.get(product.uuid))?.search).toBe('pao de queijo congelado\u001epq10');
  });

  it("stores the session's company config in the local db after login", async () => {
    expect(await readConfig(session.seller.company_id)).toBeUndefined();
    await initialSync(record);
    expect(server.requests).toContain(`companies/${session.seller.company_id}/config`);
    expect(await readConfig(session.seller.company_id)).toEqual({
      ...DEFAULT_CONFIG,
      company_id: session.seller.company_id,
    });
  });

  it('tells the server this device synced (PUT devices/sync with the deviceId)', async () => {
    await initialSync(record);
    expect(server.requests.at(-1)).toBe('devices/sync');
    const [, init] = vi.mocked(fetch).mock.calls.at(-1) as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ deviceId: await getDeviceId() });
  });

  it(
    'pages by 5000 from the cursor; the total stays unknown until the last page',
    async () => {
      server.upsert(
        'products/all',
        Array.from({ length: 12_500 }, () => makeProduct()),
      );
      await initialSync(record);
      expect(productRequests()).toEqual([
        'products/all?limit=5000',
        'products/all?since=5000&limit=5000',
        'products/all?since=10000&limit=5000',
      ]);
      // Another call runs beside products and reports too: keep each change of the products line.
      const products = snapshots
        .map((progress) => line(progress, 'products.all'))
        .filter((item) => item?.status === 'running')
        .map((item) => [item?.done, item?.total])
        .filter((pair, index, all) => JSON.stringify(pair) !== JSON.stringify(all[index - 1]));
      expect(products).toEqual([
        [0, null],
        [5000, null],
        [10_000, null],
        [12_500, 12_500],
      ]);
      expect(await myPwaDb.products.count()).toBe(12_500);
    },
    HEAVY_TEST_MS,
  );

  it(
    'stores a cursor only after its page is applied, and a cut sync resumes from it without gaps',
    async () => {
      const rows = Array.from({ length: 12_500 }, () => makeProduct());
      server.upsert('products/all', rows);
      const table = myPwaDb.table('products');
      const realBulkPut = table.bulkPut.bind(table);
      let calls = 0;
      vi.spyOn(table, 'bulkPut').mockImplementation(((...args: Parameters<typeof table.bulkPut>) => {
        calls += 1;
        if (calls === 2) return Promise.reject(new Error('falha de escrita'));
        return realBulkPut(...args);
      }) as typeof table.bulkPut);

      await expect(initialSync(record)).rejects.toThrow('falha de escrita');
      expect(line(snapshots.at(-1), 'products.all')).toMatchObject({
        status: 'error',
        error: 'falha de escrita',
      });
      expect((await myPwaDb.syncCursors.get('products.all'))?.cursor).toBe('5000');
      expect(await myPwaDb.products.count()).toBe(5000);

      vi.mocked(table.bulkPut).mockRestore();
      server.requests.length = 0;
      await initialSync(record);
      expect(productRequests()[0]).toBe('products/all?since=5000&limit=5000');
      const stored = await myPwaDb.products.toArray();
      expect(stored.map((row) => row.uuid).sort()).toEqual(rows.map((row) => row.uuid).sort());
    },
    HEAVY_TEST_MS,
  );

  it(
    'asks for the next page before writing the current one, and never applies a page past a failed write',
    async () => {
      const rows = Array.from({ length: 12_500 }, () => makeProduct());
      server.upsert('products/all', rows);
      const table = myPwaDb.table('products');
      const realBulkPut = table.bulkPut.bind(table);
      const sentBeforeEachWrite: string[][] = [];
      vi.spyOn(table, 'bulkPut').mockImplementation(((...args: Parameters<typeof table.bulkPut>) => {
        sentBeforeEachWrite.push(productRequests());
        if (sentBeforeEachWrite.length === 2) return Promise.reject(new Error('falha de escrita'));
        return realBulkPut(...args);
      }) as typeof table.bulkPut);

      await expect(initialSync(record)).rejects.toThrow('falha de escrita');
      // Page 1 was written while page 2 travelled; page 3 was asked for while page 2 was written…
      expect(sentBeforeEachWrite).toEqual([
        ['products/all?limit=5000', 'products/all?since=5000&limit=5000'],
        [
          'products/all?limit=5000',
          'products/all?since=5000&limit=5000',
          'products/all?since=10000&limit=5000',
        ],
      ]);
      // …but page 2's write failed, so neither page 2 nor page 3 (already on its way) was stored,
      // and the cursor is still page 1's: the next sync asks for page 2 again.
      expect((await myPwaDb.syncCursors.get('products.all'))?.cursor).toBe('5000');
      const stored = await myPwaDb.products.toArray();
      expect(stored.map((row) => row.uuid).sort()).toEqual(
        rows
          .slice(0, 5000)
          .map((row) => row.uuid)
          .sort(),
      );
    },
    HEAVY_TEST_MS,
  );

  it('resumes after a network cut in the middle of the pages; the page written meanwhile keeps its cursor', async () => {
    server.upsert(
      'products/all',
      Array.from({ length: 7500 }, () => makeProduct()),
    );
    let productCalls = 0;
    server.failOnce((path) => {
      if (path !== 'products/all') return null;
      productCalls += 1;
      return productCalls === 2 ? jsonResponse({ message: 'Erro interno do servidor.' }, 500) : null;
    });
    await expect(initialSync(record)).rejects.toThrow('Erro interno do servidor.');
    expect(await myPwaDb.products.count()).toBe(5000);
    expect((await myPwaDb.syncCursors.get('products.all'))?.cursor).toBe('5000');
    server.requests.length = 0;
    await initialSync(record);
    expect(productRequests()[0]).toBe('products/all?since=5000&limit=5000');
    expect(await myPwaDb.products.count()).toBe(7500);
  });

  it('pulls two calls at once: later calls do not wait for a long one', async () => {
    server.upsert(
      'products/all',
      Array.from({ length: 5001 }, () => makeProduct()),
    );
    server.upsert('listprice/all', [makePriceList()]);
    // Products' second page is held until price lists were asked for: one call at a time would
    // never get there (the hold gives up after 2 s, and the check below fails).
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        if (String(input).includes('products/all?since='))
          for (let i = 0; i < 200 && !server.requests.includes('listprice/all?limit=5000'); i++)
            await new Promise((resolve) => setTimeout(resolve, 10));
        return server.fetch(input);
      }),
    );
    await initialSync(record);
    expect(
      snapshots.some(
        (progress) =>
          line(progress, 'priceLists.all')?.status === 'done' &&
          line(progress, 'products.all')?.status === 'running',
      ),
    ).toBe(true);
    expect(await myPwaDb.products.count()).toBe(5001);
  });

  it('opens the first screen once all but the history is stored; the sales still coming show in historySync and the header', async () => {
    const allowed = makeSession(['canCreateClient', 'canViewHistoryFinancialClient']);
    await authStore.setLogin(allowed, 1);
    const owner = `1:${allowed.seller.id}`;
    server.upsert('products/all', [makeProduct()]);
    server.upsert('financials/all-seller', [makeFinancialTitle()]);
    let releaseSales: () => void = () => {};
    const salesHeld = new Promise<void>((resolve) => {
      releaseSales = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        if (String(input).includes('sales/all-seller')) await salesHeld;
        return server.fetch(input);
      }),
    );
    let storedAtOpening: { products: number; config: unknown } | null = null;
    let pendingAtOpening: string[] = [];
    const opened = new Promise<void>((resolve) => {
      void initialSync(record, undefined, () => {
        void (async () => {
          storedAtOpening = {
            products: await myPwaDb.products.count(),
            config: await readConfig(allowed.seller.company_id),
          };
          resolve();
        })();
        pendingAtOpening = historyLinesPending(historySync.getState(), owner).map((item) => item.label);
      });
    });
    await opened;
    expect(storedAtOpening).toMatchObject({ products: 1, config: expect.anything() });
    expect(pendingAtOpening).toContain('Vendas');
    expect(isTablePending(historySync.getState(), owner, 'sales')).toBe(true);
    expect(isTablePending(historySync.getState(), owner, 'products')).toBe(false);
    expect(syncStatus.getState().pulling).toBe(true);
    // Another seller on the same phone sees none of it.
    expect(isTablePending(historySync.getState(), '1:999', 'sales')).toBe(false);

    releaseSales();
    await vi.waitFor(() => expect(historyLinesPending(historySync.getState(), owner)).toEqual([]));
    await vi.waitFor(() => expect(syncStatus.getState().pulling).toBe(false));
    expect(await myPwaDb.financialTitles.count()).toBe(1);
    expect(historySync.getState().lines.map((item) => [item.label, item.status])).toEqual([
      ['Vendas', 'done'],
      ['Títulos financeiros', 'done'],
      ['Cheques', 'done'],
    ]);
  });

  it('tells historySync why the history stopped after the first screen opened, and its retry resumes it', async () => {
    const owner = `1:${session.seller.id}`;
    server.failOnce((path) =>
      path === 'sales/all-seller' ? jsonResponse({ message: 'Erro interno do servidor.' }, 500) : null,
    );
    const onFirstScreen = vi.fn();
    await expect(initialSync(record, undefined, onFirstScreen)).rejects.toThrow('Erro interno do servidor.');
    expect(onFirstScreen).toHaveBeenCalledTimes(1);
    expect(historySync.getState()).toMatchObject({ owner, error: 'Erro interno do servidor.' });
    expect(isTablePending(historySync.getState(), owner, 'sales')).toBe(true);

    retryHistorySync();
    await vi.waitFor(() => expect(historyLinesPending(historySync.getState(), owner)).toEqual([]));
    expect(historySync.getState().error).toBeNull();
  });

  it('opens the first screen once the config arrives, though the history failed before it', async () => {
    const owner = `1:${session.seller.id}`;
    // The company config answers only once the history has failed.
    let releaseConfig: () => void = () => undefined;
    const configHeld = new Promise<void>((resolve) => {
      releaseConfig = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string | URL | Request) => {
        const path = new URL(String(input), 'http://rota.test').pathname;
        if (path.endsWith('/all-seller') && path.startsWith('/api/sales')) {
          setTimeout(releaseConfig, 50);
          return jsonResponse({ message: 'Erro interno do servidor.' }, 500);
        }
        if (path.endsWith('/config')) await configHeld;
        return server.fetch(input);
      }),
    );
    const onFirstScreen = vi.fn();
    await expect(initialSync(record, undefined, onFirstScreen)).rejects.toThrow('Erro interno do servidor.');
    expect(onFirstScreen).toHaveBeenCalledTimes(1);
    expect(historySync.getState()).toMatchObject({ owner, error: 'Erro interno do servidor.' });
    expect(await readConfig(1)).not.toBeNull();
  });

  it('after a failure, lets the call running beside it finish and starts no other', async () => {
    server.upsert('products/all', [makeProduct()]);
    vi.spyOn(myPwaDb.table('products'), 'bulkPut').mockRejectedValue(new Error('falha de escrita'));
    const onFirstScreen = vi.fn();
    await expect(initialSync(record, undefined, onFirstScreen)).rejects.toThrow('falha de escrita');
    // Without the products no first screen opens: the login shows what failed.
    expect(onFirstScreen).not.toHaveBeenCalled();
    const last = snapshots.at(-1);
    expect(line(last, 'products.all')?.status).toBe('error');
    expect(last?.filter((item) => item.status === 'running')).toEqual([]);
    expect(line(last, 'sales.allSeller')?.status).toBe('waiting');
    expect(server.requests.some((request) => request.startsWith('sales/all-seller'))).toBe(false);
    expect(server.requests).not.toContain('devices/sync');
  });

  it(
    'keeps price rows per product, merging a product whose rows come in different pages',
    async () => {
      const first = makePriceList({ uuid: testUuid(), code_erp: 'T01', code_erp_product: 'P1' });
      const others = Array.from({ length: 4999 }, (_, index) =>
        makePriceList({ uuid: testUuid(), code_erp_product: `Q${index}` }),
      );
      const second = makePriceList({ uuid: testUuid(), code_erp: 'T02', code_erp_product: 'P1', price: 99 });
      server.upsert('listprice/all', [first, ...others, second]);
      await initialSync(record);
      expect(server.requests.filter((request) => request.startsWith('listprice/all'))).toHaveLength(2);
      const p1 = await myPwaDb.productPrices.get('P1');
      expect(p1?.lists.map((row) => [row.code_erp, row.price])).toEqual([
        ['T01', first.price],
        ['T02', 99],
      ]);
      expect(p1?.lists[1]).toMatchObject({ ...second, deleted_at: null });
      expect(await myPwaDb.productPrices.count()).toBe(5000);
    },
    HEAVY_TEST_MS,
  );

  it('applies changed and deleted price rows to their product; a product left without rows goes', async () => {
    const [a, b] = [
      makePriceList({ uuid: testUuid(), code_erp: 'T01', code_erp_product: 'P1' }),
      makePriceList({ uuid: testUuid(), code_erp: 'T01', code_erp_product: 'P2' }),
    ];
    server.upsert('listprice/all', [a, b]);
    await initialSync(record);
    const c = makePriceList({ uuid: testUuid(), code_erp: 'T02', code_erp_product: 'P1' });
    server.upsert('listprice/all', [c, { ...a, price: 1 }]);
    await pullDelta(['priceLists.all']);
    expect((await myPwaDb.productPrices.get('P1'))?.lists.map((row) => [row.uuid, row.price])).toEqual([
      [c.uuid, c.price],
      [a.uuid, 1],
    ]);
    server.remove('listprice/all', [a.uuid, b.uuid]);
    await pullDelta(['priceLists.all']);
    expect((await myPwaDb.productPrices.get('P1'))?.lists.map((row) => row.uuid)).toEqual([c.uuid]);
    expect(await myPwaDb.productPrices.get('P2')).toBeUndefined();
  });

  it('starts price lists over when their cursor was stored before they were packed, keeping the other cursors', async () => {
    await myPwaDb.syncCursors.bulkPut([
      { call: 'priceLists.all', cursor: '90', owner: `1:${session.seller.id}`, synced_at: '' },
      { call: 'products.all', cursor: '90', owner: `1:${session.seller.id}`, synced_at: '' },
    ]);
    server.upsert('listprice/all', [makePriceList()]);
    await initialSync(record);
    expect(server.requests).toContain('listprice/all?limit=5000');
    expect(server.requests).toContain('products/all?since=90&limit=5000');
    expect(await myPwaDb.productPrices.count()).toBe(1);
    expect(await myPwaDb.syncCursors.get('priceLists.all')).toMatchObject({ table: 'productPrices' });
  });

  it('logs a failed local save of price lists and goes on with the other entities (§8)', async () => {
    server.upsert('listprice/all', [makePriceList()]);
    server.upsert('products/all', [makeProduct()]);
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(myPwaDb.table('productPrices'), 'bulkPut').mockRejectedValue(new Error('disco cheio'));
    await initialSync(record);
    const last = snapshots.at(-1);
    expect(line(last, 'priceLists.all')).toMatchObject({
      status: 'error',
      error: 'Não foi possível guardar Tabelas de preço no aparelho.',
    });
    expect(line(last, 'channels.all')?.status).toBe('done');
    expect(line(last, 'sales.allSeller')?.status).toBe('done');
    expect(errorLog).toHaveBeenCalled();
    expect(await myPwaDb.syncCursors.get('priceLists.all')).toBeUndefined();
  });

  it('a full device rejects with the pt-BR storage error, never swallowed', async () => {
    server.upsert('products/all', [makeProduct()]);
    const quota = Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
    vi.spyOn(myPwaDb.table('products'), 'bulkPut').mockRejectedValue(quota);
    const full = vi.fn();
    const stop = onStorageFull(full);
    await expect(initialSync(record)).rejects.toBeInstanceOf(StorageFullError);
    expect(line(snapshots.at(-1), 'products.all')?.error).toMatch(/^Sem espaço no aparelho/);
    expect(full).toHaveBeenCalledTimes(1);
    stop();
  });

  it('replaces profiles entirely (§4)', async () => {
    await myPwaDb.profiles.put({ id: 99, company_id: 1, description: 'Antigo', permissions: [] });
    await initialSync(record);
    expect((await myPwaDb.profiles.toArray()).map((profile) => profile.id)).toEqual([session.profile.id]);
  });

  it("starts over for another seller's login: the first seller's clients and titles go, rows made on the device stay", async () => {
    const anasClient = makeClient({ uuid: crypto.randomUUID(), name: 'Cliente da Ana' });
    const anasTitle = makeFinancialTitle();
    await authStore.setLogin(makeSession(['canCreateClient', 'canViewHistoryFinancialClient']), 1);
    server.upsert('clients/all', [anasClient]);
    server.upsert('financials/all-seller', [anasTitle]);
    server.upsert('products/all', [makeProduct()]);
    await initialSync(record);
    expect(await myPwaDb.clients.get(anasClient.uuid)).toBeDefined();
    const typedOffline = makeClient({ uuid: crypto.randomUUID(), id: null, name: 'Novo, ainda não enviado' });
    await myPwaDb.clients.put(typedOffline);

    // Bia logs in on the same phone: her snapshot has her own clients and titles only.
    await authStore.setLogin(makeSession(['canViewClient', 'canViewHistoryFinancialClient'], 8), 1);
    server.remove('clients/all', [anasClient.uuid]);
    server.remove('financials/all-seller', [anasTitle.uuid]);
    const biasClient = makeClient({ uuid: crypto.randomUUID(), name: 'Cliente da Bia' });
    server.upsert('clients/all', [biasClient]);
    server.requests.length = 0;
    await initialSync(record);
    expect(productRequests()[0]).toBe('products/all?limit=5000');
    expect((await myPwaDb.clients.toArray()).map((client) => client.name).sort()).toEqual([
      'Cliente da Bia',
      'Novo, ainda não enviado',
    ]);
    expect(await myPwaDb.financialTitles.count()).toBe(0);
  });

  it('refuses to run without a login', async () => {
    await authStore.logout();
    await expect(initialSync(record)).rejects.toThrow('Faça o login para sincronizar os dados.');
  });
});

describe('pullDelta', () => {
  it('pulls only what changed since the cursor, deleting tombstones locally', async () => {
    const [kept, dropped] = [makeProduct(), makeProduct()];
    server.upsert('products/all', [kept, dropped]);
    await initialSync(record);
    const changed = { ...kept, description: 'Pão de Queijo' };
    server.upsert('products/all', [changed]);
    server.remove('products/all', [dropped.uuid]);
    server.requests.length = 0;
    await pullDelta(['products.all', 'não.existe']);
    expect(server.requests).toEqual(['products/all?since=2&limit=5000']);
    expect(await myPwaDb.products.toArray()).toMatchObject([
      { uuid: kept.uuid, description: 'Pão de Queijo' },
    ]);
    expect((await myPwaDb.syncCursors.get('products.all'))?.cursor).toBe('4');
  });

  it('deletes tombstones keyed by id (volumes)', async () => {
    server.upsert('volumes/all', [{ id: 1, field: 'Caixa', company_id: 1, inative: 0 }], 'id');
    await initialSync(record);
    server.remove('volumes/all', [1], 'id');
    await pullDelta(['volumes.all']);
    expect(await myPwaDb.volumes.count()).toBe(0);
  });

  it('without names pulls every call', async () => {
    await initialSync(record);
    server.requests.length = 0;
    await pullDelta();
    expect(server.requests).toHaveLength(16);
    expect(server.requests).not.toContain('devices/sync');
  });
});
