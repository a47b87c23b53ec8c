import 'fake-indexeddb/auto';
import type { CompanyConfig } from '@rota/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { db, readCompanies, readConfig, saveCompany, saveConfig } from './config-db.ts';

const config = (overrides: Partial<CompanyConfig> = {}): CompanyConfig => ({
  id: 10,
  company_id: 1,
  cart_sort_field: 'id',
  allowed_price_lists: [],
  max_discount_percent: 5,
  approval_discount_percent: 0,
  min_order_value: null,
  credit_policy: 'warn',
  stock_policy: 'warn',
  mix_gap_days: 90,
  visit_radius_m: 300,
  working_weekdays: [1, 2, 3, 4, 5],
  holidays: [],
  promotion_policy: 'best',
  allows_pre_sale: false,
  pix_key: null,
  pix_merchant_city: null,
  sync_interval_s: 300,
  ...overrides,
});

beforeEach(resetLocalDbs);

describe('local database "db" (§3, §7 local calls)', () => {
  it('is named db with the collections companies and config', () => {
    expect(db.name).toBe('db');
    expect(db.tables.map((table) => table.name).sort()).toEqual(['companies', 'config']);
  });

  it('reads all companies, by name', async () => {
    await saveCompany({ id: 2, name: 'Zeta Alimentos', cnpj: '11222333000181', trade_name: null });
    await saveCompany({ id: 1, name: 'Pão Dourado', cnpj: '45723174000110', trade_name: 'Pão Dourado' });
    expect((await readCompanies()).map((company) => company.id)).toEqual([1, 2]);
  });

  it('replaces a company saved again under its id', async () => {
    await saveCompany({ id: 1, name: 'Antigo', cnpj: '45723174000110', trade_name: null });
    await saveCompany({ id: 1, name: 'Novo', cnpj: '45723174000110', trade_name: null });
    expect(await readCompanies()).toEqual([
      { id: 1, name: 'Novo', cnpj: '45723174000110', trade_name: null },
    ]);
  });

  it('reads the config whose company_id matches', async () => {
    await saveConfig(config({ id: 10, company_id: 1 }));
    await saveConfig(config({ id: 20, company_id: 2, max_discount_percent: 9 }));
    expect(await readConfig(2)).toMatchObject({ id: 20, company_id: 2, max_discount_percent: 9 });
    expect(await readConfig(3)).toBeUndefined();
  });

  it('adds or replaces a config under its id, keeping one per company', async () => {
    await saveConfig(config({ id: 10, max_discount_percent: 5 }));
    await saveConfig(config({ id: 10, max_discount_percent: 7 }));
    expect(await readConfig(1)).toMatchObject({ id: 10, max_discount_percent: 7 });
    await saveConfig(config({ id: 11, max_discount_percent: 8 }));
    expect(await db.config.count()).toBe(1);
    expect(await readConfig(1)).toMatchObject({ id: 11, max_discount_percent: 8 });
  });

  it('leaves out stored rows that no longer match the schema', async () => {
    await db.companies.put({ id: 3, name: '', cnpj: 'x', trade_name: null });
    expect(await readCompanies()).toEqual([]);
  });
});
