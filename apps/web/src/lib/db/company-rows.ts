import { type Company, type CompanyConfig, companyConfigSchema, companySchema } from '@rota/domain';

/**
 * The checks of what `db` keeps (rows stored by an older version may not match today's schemas),
 * in a module of their own: `config-db.ts` loads it only when a row is there to check, so a first
 * visit, with nothing stored, carries no zod.
 */
export function parseCompanies(rows: readonly unknown[]): Company[] {
  return rows.flatMap((row) => {
    const parsed = companySchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

export function parseConfig(row: unknown): CompanyConfig | undefined {
  const parsed = companyConfigSchema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}
