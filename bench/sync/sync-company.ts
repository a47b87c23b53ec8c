import { SELLER_PERMISSIONS } from '@rota/domain';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import {
  createCompany,
  createIntegrationKey,
  createProfile,
  createSeller,
} from '../../apps/server/src/modules/admin/admin.service.ts';
import { cnpjWithCheckDigits } from '../../apps/server/src/seed/documents.ts';
import type { BenchTarget } from '../server/bench-database.ts';

/** What the rest of the sync bench needs to know about the company it created. */
export interface SyncCompany {
  companyId: number;
  /** 14 digits, typed into Nova Empresa. */
  cnpj: string;
  /** The seller's access token, typed into the login. */
  sellerToken: string;
  /** `code_erp_seller` of every client, so the whole wallet is this seller's. */
  sellerCode: string;
  integrationKey: string;
}

export const SYNC_SELLER_CODE = 'V0001';

/**
 * The company, its seller and an integration key, created the way an operator does it (the
 * admin CLI's service functions, DESIGN.md "Operations"): the only part of the data not sent
 * through the integration API, because the API cannot issue access tokens or keys. The
 * database is closed afterwards so the server (a child process) can open it.
 */
export async function createSyncCompany(target: BenchTarget): Promise<SyncCompany> {
  const database = await openDatabase(
    target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir ?? '' },
  );
  try {
    const db = database.db;
    const cnpj = cnpjWithCheckDigits('318224570001');
    const company = await createCompany(db, {
      name: 'Distribuidora Grande Volume Ltda',
      cnpj,
      trade_name: 'Grande Volume',
    });
    const profile = await createProfile(db, {
      companyId: company.id,
      description: 'Vendedor externo',
      permissions: SELLER_PERMISSIONS,
      code_erp: 'PV',
    });
    const { token } = await createSeller(db, {
      companyId: company.id,
      name: 'Vendedora do Benchmark',
      profileId: profile.id,
      code_erp: SYNC_SELLER_CODE,
      email: null,
    });
    const integrationKey = await createIntegrationKey(db, {
      companyId: company.id,
      description: 'ERP do benchmark de sincronização',
    });
    return { companyId: company.id, cnpj, sellerToken: token, sellerCode: SYNC_SELLER_CODE, integrationKey };
  } finally {
    await database.close();
  }
}
