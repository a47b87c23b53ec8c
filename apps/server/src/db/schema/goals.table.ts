import { GOAL_MIX_BASES } from '@rota/domain';
import { bigint, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { companyIdColumn, enumColumn, oneOf, syncColumns } from './columns.ts';

/**
 * Each seller's goals for a month (docs/domain.md "Goals"), from the ERP or a manager: one row per
 * seller (by the ERP code its wallet is kept by) and São Paulo month (`yyyy-mm`). Synced: a seller's
 * device pulls its own rows.
 */
export const sellerGoals = pgTable(
  'seller_goals',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    code_erp_seller: text('code_erp_seller').notNull(),
    month: text('month').notNull(),
    /** Centavos; null: no sales value goal. */
    sales_value: bigint('sales_value', { mode: 'number' }),
    positivation: integer('positivation'),
    mix: integer('mix'),
    mix_basis: enumColumn('mix_basis', GOAL_MIX_BASES).notNull().default('products'),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('seller_goals_company_seller_month').on(t.company_id, t.code_erp_seller, t.month),
    index('seller_goals_company_version').on(t.company_id, t.version),
    oneOf('seller_goals_mix_basis_valid', t.mix_basis, GOAL_MIX_BASES),
  ],
);
