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
