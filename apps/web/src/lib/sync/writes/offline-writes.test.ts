import { describe, expect, it } from 'vitest';
import { MY_PWA_DB_STORES } from '../../db/my-pwa-db.ts';
import { BAKERY_STAMP_CALLS } from '../held-bakery-lines.ts';
import { isHeldTable, OFFLINE_WRITES } from './offline-writes.ts';

/**
 * The `MyPWA_DB` tables no offline write changes, each with why. A new table is either written by
 * a declared write (lib/sync/writes) or listed here: one added without either fails below.
 */
const NOT_WRITTEN_OFFLINE = {
  // Pulled from the server and only read on the device.
  products: 'catalogue',
  formPayments: 'catalogue',
  conditionPayments: 'catalogue',
  productPrices: 'catalogue',
  productStocks: 'the ERP’s',
  sellerGoals: 'the ERP’s or a manager’s, the seller’s own',
  promotions: 'catalogue',
  channels: 'catalogue',
  finalities: 'catalogue',
  descParameters: 'catalogue',
  volumes: 'catalogue',
  teams: 'catalogue',
  profiles: 'catalogue',
  sellers: 'the session',
  financialTitles: 'the ERP’s',
  checks: 'the ERP’s',
  machines: 'appointment area catalogue',
  operators: 'appointment area catalogue',
  situations: 'appointment area catalogue',
  productionOrders: 'looked up online',
  drivers: 'catalogue',
  bakeryDays: 'when a day was fetched',
  // The device's own bookkeeping, never sent as a write.
  outbox: 'the queue itself',
  syncCursors: 'pull cursors',
  device: 'device id',
  orderCounts: 'how far this device counted its order numbers (kept with a new cart)',
  visitOrders: 'the order the seller visits a day’s clients in, this device’s own',
  auth: 'the login',
  drafts: 'unsaved form values',
  lookups: 'CEP/CNPJ queries run later by lib/lookups, not writes',
} as const;

const declarations = Object.entries(OFFLINE_WRITES);
const tables = Object.keys(MY_PWA_DB_STORES);

describe('OFFLINE_WRITES (one declaration per offline write)', () => {
  it('declares every MyPWA_DB table a device write changes', () => {
    const declared: ReadonlySet<string> = new Set(
      declarations.flatMap(([, write]) => [...write.stores, write.held?.table ?? []].flat()),
    );
    const undeclared = tables.filter(
      (table) => !declared.has(table) && !Object.hasOwn(NOT_WRITTEN_OFFLINE, table),
    );
    expect(undeclared).toEqual([]);
    // And the list above names no table a write does change, nor one that is gone.
    expect(
      Object.keys(NOT_WRITTEN_OFFLINE).filter((table) => declared.has(table) || !tables.includes(table)),
    ).toEqual([]);
  });

  it('files each write under its call’s name, stores only in real tables, and stores the record it holds', () => {
    for (const [name, write] of declarations) {
      expect(write.call.name).toBe(name);
      for (const table of write.stores) expect(tables).toContain(table);
      if (write.held) expect<readonly string[]>(write.stores).toContain(write.held.table);
      expect(write.label).not.toBe('');
    }
  });

  it('holds exactly the tables of the declarations that hold a record', () => {
    const held = tables.filter(isHeldTable).sort();
    expect(held).toEqual(['appointments', 'clients', 'deliveryAddresses', 'measurements', 'sales']);
  });

  it('declares every bakery stamp the held lines wait for', () => {
    for (const call of BAKERY_STAMP_CALLS) expect(Object.keys(OFFLINE_WRITES)).toContain(call);
  });
});
