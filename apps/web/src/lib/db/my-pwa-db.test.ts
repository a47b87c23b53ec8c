import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dbMessages } from './messages.ts';
import { MY_PWA_DB_STORES, myPwaDb } from './my-pwa-db.ts';
import { isQuotaError, onStorageFull, StorageFullError, toStorageError } from './storage-error.ts';
import { onUpgradeBlocked, watchUpgrades } from './upgrade-blocked.ts';

const opened: Dexie[] = [];
afterEach(() => {
  for (const database of opened.splice(0)) database.close();
});

describe('MyPWA_DB (§3)', () => {
  it('is MyPWA_DB version 1 with a table per synced entity plus outbox, cursors, device and auth', async () => {
    await myPwaDb.open();
    expect(myPwaDb.name).toBe('MyPWA_DB');
    expect(myPwaDb.verno).toBe(1);
    expect(myPwaDb.tables.map((table) => table.name).sort()).toEqual(Object.keys(MY_PWA_DB_STORES).sort());
    expect(myPwaDb.table('clients').schema.primKey.name).toBe('uuid');
    expect(myPwaDb.table('sellers').schema.primKey.name).toBe('token');
    expect(myPwaDb.table('outbox').schema.primKey.auto).toBe(true);
  });
});

describe('an install made with the earlier stores of version 1', () => {
  // Version 1 before the large-sync work: an index per filterable field, price rows one per record.
  const { productPrices: _, ...unchanged } = MY_PWA_DB_STORES;
  const EARLIER_STORES = {
    ...unchanged,
    clients: 'uuid, id, name, code_erp, code_erp_seller, inative, visiting_day',
    products: 'uuid, id, code_erp, description, category, barcode, inative',
    priceLists: 'uuid, code_erp, code_erp_product, [code_erp+code_erp_product], inative',
  };

  it('opens at version 1 with its data and outbox; adding productPrices also drops what is no longer declared', async () => {
    const name = `earlier-install-${Math.random()}`;
    const earlier = new Dexie(name);
    earlier.version(1).stores(EARLIER_STORES);
    await earlier.table('products').put({ uuid: 'p1', code_erp: 'P1', description: 'Pão' });
    await earlier.table('priceLists').put({ uuid: 'l1', code_erp: 'T01', code_erp_product: 'P1' });
    await earlier.table('outbox').add({ uuid: 'c1', call: 'clients.create', status: 'pending' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dexie SchemaDiff'));
    expect(await current.table('products').get('p1')).toMatchObject({ description: 'Pão' });
    expect(await current.table('outbox').count()).toBe(1);
    expect(current.table('products').schema.indexes).toEqual([]);
    await current.table('productPrices').put({ code_erp_product: 'P1', lists: [] });
    expect(await current.table('productPrices').count()).toBe(1);
    // The same-version upgrade Dexie runs to add a store applies version 1 whole: undeclared
    // stores (the old price rows, which the next sync pulls again) and indexes are deleted.
    const installed = current.backendDB();
    expect(Array.from(installed.objectStoreNames)).not.toContain('priceLists');
    expect(Array.from(installed.transaction('products').objectStore('products').indexNames)).toEqual([]);
    await current.table('products').put({ uuid: 'p2', code_erp: 'P2', description: 'Bolo' });
    expect(await current.table('products').count()).toBe(2);
    warn.mockRestore();
  });

  it('when indexes are only removed, opens without an upgrade and leaves them installed, unused', async () => {
    const name = `removed-only-${Math.random()}`;
    const earlier = new Dexie(name);
    earlier.version(1).stores({ ...MY_PWA_DB_STORES, products: 'uuid, description' });
    await earlier.table('products').put({ uuid: 'p1', description: 'Pão' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(warn.mock.calls).toEqual([]);
    expect(current.backendDB().version).toBe(10);
    const store = current.backendDB().transaction('products').objectStore('products');
    expect(Array.from(store.indexNames)).toEqual(['description']);
    expect(await current.table('products').count()).toBe(1);
    warn.mockRestore();
  });

  it('gets the drafts and lookups stores added in place at version 1, with its clients and outbox kept', async () => {
    const name = `before-drafts-${Math.random()}`;
    const { drafts: _drafts, lookups: _lookups, ...before } = MY_PWA_DB_STORES;
    const earlier = new Dexie(name);
    earlier.version(1).stores(before);
    await earlier.table('clients').put({ uuid: 'c1', name: 'Padaria Central' });
    await earlier.table('outbox').add({ uuid: 'c1', call: 'clients.create', status: 'failed' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dexie SchemaDiff'));
    expect(await current.table('clients').get('c1')).toMatchObject({ name: 'Padaria Central' });
    expect(await current.table('outbox').count()).toBe(1);
    await current.table('drafts').put({ key: 'client:new', owner: '1:7', values: {}, saved_at: 'x' });
    const id = await current.table('lookups').add({ kind: 'cep', value: '01310100', client_uuid: 'c1' });
    expect(await current.table('drafts').get('client:new')).toMatchObject({ owner: '1:7' });
    expect(await current.table('lookups').where('client_uuid').equals('c1').primaryKeys()).toEqual([id]);
    warn.mockRestore();
  });

  it('gets an index declared later added in place, at the same version', async () => {
    const name = `missing-index-${Math.random()}`;
    const earlier = new Dexie(name);
    earlier.version(1).stores({ ...MY_PWA_DB_STORES, sales: 'uuid' });
    await earlier.table('sales').put({ uuid: 's1', client_uuid: 'c1' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dexie SchemaDiff'));
    expect(await current.table('sales').where('client_uuid').equals('c1').count()).toBe(1);
    warn.mockRestore();
  });
});

describe('upgrade blocked by another tab', () => {
  it('tells the handlers to close or reload the other tabs', async () => {
    const name = `upgrade-test-${Math.random()}`;
    const oldTab = new Dexie(name);
    oldTab.version(1).stores({ things: 'id' });
    oldTab.on('versionchange', () => false); // an old tab that does not let go
    await oldTab.open();
    opened.push(oldTab);

    const handler = vi.fn();
    const stop = onUpgradeBlocked(handler);
    const newTab = new Dexie(name);
    newTab.version(2).stores({ things: 'id, name' });
    watchUpgrades(newTab);
    const opening = newTab.open();
    opened.push(newTab);
    await vi.waitFor(() => expect(handler).toHaveBeenCalledWith(dbMessages.upgradeBlocked));
    expect(handler.mock.calls[0]?.[0]).toBe(
      'Feche as outras abas do Rota ou recarregue-as para atualizar o banco de dados local.',
    );
    oldTab.close();
    await opening;
    stop();
  });

  it('an old tab told about a newer version closes its connection and asks for a reload', async () => {
    const name = `versionchange-test-${Math.random()}`;
    const oldTab = new Dexie(name);
    oldTab.version(1).stores({ things: 'id' });
    watchUpgrades(oldTab);
    await oldTab.open();
    opened.push(oldTab);
    const handler = vi.fn();
    const stop = onUpgradeBlocked(handler);
    const newTab = new Dexie(name);
    newTab.version(2).stores({ things: 'id, name' });
    await newTab.open();
    opened.push(newTab);
    expect(handler).toHaveBeenCalledWith(dbMessages.upgradedElsewhere);
    expect(oldTab.isOpen()).toBe(false);
    stop();
  });
});

describe('quota errors', () => {
  it('become a pt-BR StorageFullError, announced and returned to be thrown', () => {
    const handler = vi.fn();
    const stop = onStorageFull(handler);
    const dexieError = new Dexie.AbortError('Transaction aborted', {
      name: 'QuotaExceededError',
    } as unknown as Error);
    expect(isQuotaError(dexieError)).toBe(true);
    const error = toStorageError(dexieError);
    expect(error).toBeInstanceOf(StorageFullError);
    expect((error as StorageFullError).message).toMatch(/^Sem espaço no aparelho para guardar os dados/);
    expect(handler).toHaveBeenCalledWith(error);
    stop();
  });

  it('leave other errors untouched', () => {
    const other = new Error('outro');
    expect(toStorageError(other)).toBe(other);
  });
});
