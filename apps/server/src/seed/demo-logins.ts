import { formatCnpj } from '@rota/domain';
import type { Executor } from '../db/database.ts';
import { companyWithCnpj } from '../modules/companies/index.ts';
import { DEMO_COMPANY, DEMO_SELLERS } from './demo-company.ts';

/**
 * How to log in to the demo company, for `npm start`'s last lines: its CNPJ and each fixed
 * token with its profile. Null when the database has no demo company (`SEED_DEMO=0`, or a real
 * company's database).
 */
export async function demoLoginLines(db: Executor): Promise<string[] | null> {
  if (!(await companyWithCnpj(db, DEMO_COMPANY.cnpj))) return null;
  return [
    `Demonstração: empresa ${DEMO_COMPANY.trade_name}, CNPJ ${formatCnpj(DEMO_COMPANY.cnpj)}`,
    ...DEMO_SELLERS.map(
      (seller) => `  ${seller.profile.padEnd(11)} ${seller.name.padEnd(14)} token: ${seller.token}`,
    ),
  ];
}
