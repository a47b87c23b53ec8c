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

describe('an install made with the earlier indexes of version 1', () => {
  // The stores of version 1 before the large-sync work, with an index per filterable field.
  const EARLIER_STORES = {
    ...MY_PWA_DB_STORES,
    clients: 'uuid, id, name, code_erp, code_erp_seller, inative, visiting_day',
    products: 'uuid, id, code_erp, description, category, barcode, inative',
    priceLists: 'uuid, code_erp, code_erp_product, [code_erp+code_erp_product], inative',
  };

  it('opens at version 1 with its data and outbox, keeping the indexes no longer declared unused', async () => {
    const name = `earlier-install-${Math.random()}`;
    const earlier = new Dexie(name);
    earlier.version(1).stores(EARLIER_STORES);
    await earlier.table('products').put({ uuid: 'p1', code_erp: 'P1', description: 'Pão' });
    await earlier.table('outbox').add({ uuid: 'c1', call: 'clients.create', status: 'pending' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(1);
    expect(warn).not.toHaveBeenCalled();
    expect(await current.table('products').get('p1')).toMatchObject({ description: 'Pão' });
    expect(await current.table('outbox').count()).toBe(1);
    expect(current.table('products').schema.indexes).toEqual([]);
    const installed = current.backendDB().transaction('products').objectStore('products').indexNames;
    expect(Array.from(installed)).toContain('description');
    await current.table('products').put({ uuid: 'p2', code_erp: 'P2', description: 'Bolo' });
    expect(await current.table('products').count()).toBe(2);
    warn.mockRestore();
  });

  it('gets an index declared later added in place, at the same version', async () => {
    const name = `missing-index-${Math.random()}`;
    const earlier = new Dexie(name);
    earlier.version(1).stores({ ...MY_PWA_DB_STORES, priceLists: 'uuid' });
    await earlier.table('priceLists').put({ uuid: 'l1', code_erp_product: 'P1' });
    earlier.close();

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = new Dexie(name);
    current.version(1).stores(MY_PWA_DB_STORES);
    opened.push(current);
    await current.open();
    expect(current.verno).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dexie SchemaDiff'));
    expect(await current.table('priceLists').where('code_erp_product').equals('P1').count()).toBe(1);
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
