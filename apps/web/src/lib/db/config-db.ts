import type { Company, CompanyConfig } from '@rota/domain';
import Dexie, { type EntityTable } from 'dexie';
import { toStorageError } from './storage-error.ts';
import { watchUpgrades } from './upgrade-blocked.ts';

/** §3: the second local database, `db`, with the collections `companies` and `config`. */
export type ConfigDb = Dexie & {
  companies: EntityTable<Company, 'id'>;
  config: EntityTable<CompanyConfig, 'id'>;
};

function openConfigDb(): ConfigDb {
  const database = new Dexie('db') as ConfigDb;
  database.version(1).stores({ companies: 'id, name', config: 'id, company_id' });
  watchUpgrades(database);
  return database;
}

export const db: ConfigDb = openConfigDb();

/** §7 "read all companies": the local list, by name (rows off-schema are left out). */
export async function readCompanies(): Promise<Company[]> {
  const rows = await db.companies.orderBy('name').toArray();
  if (rows.length === 0) return [];
  return (await loadRowChecks()).parseCompanies(rows);
}

/** §7 "read the config whose company_id matches". */
export async function readConfig(companyId: number): Promise<CompanyConfig | undefined> {
  const row = await db.config.where('company_id').equals(companyId).first();
  if (!row) return undefined;
  return (await loadRowChecks()).parseConfig(row);
}

/** The zod checks of stored rows, loaded with the first row to check (`company-rows.ts`). */
const loadRowChecks = () => import('./company-rows.ts');

/** §7 "add or replace a config under its id". */
export async function saveConfig(config: CompanyConfig): Promise<void> {
  try {
    await db.transaction('rw', db.config, async () => {
      // One config per company: an older one under another id would shadow the new one.
      await db.config
        .where('company_id')
        .equals(config.company_id)
        .and((row) => row.id !== config.id)
        .delete();
      await db.config.put(config);
    });
  } catch (error) {
    throw toStorageError(error);
  }
}

/** Adds or replaces a company of the local list under its id. */
export async function saveCompany(company: Company): Promise<void> {
  try {
    await db.companies.put(company);
  } catch (error) {
    throw toStorageError(error);
  }
}
