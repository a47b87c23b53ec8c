import { z } from 'zod';
import { codeErpSchema, idSchema, ledgerCentsSchema, uuidSchema } from '../shared/fields.ts';

/**
 * The classes of Rota's DRE (demonstração do resultado), in statement order. An ERP maps each of
 * its accounts to one class; the manager's DRE charts add a class's lines per month, and the
 * Resultado is the sum of every class, as each line's amount carries its sign (revenue
 * positive, deductions, costs and expenses negative).
 */
export const DRE_CLASSES = [
  'Receita bruta',
  'Deduções da receita',
  'Custo das mercadorias vendidas',
  'Despesas operacionais',
  'Despesas administrativas',
  'Receitas financeiras',
  'Despesas financeiras',
  'Impostos sobre o lucro',
] as const;
export type DreClass = (typeof DRE_CLASSES)[number];

/** The series and label of the DRE's bottom line: the sum of every class. */
export const DRE_RESULT = 'Resultado';

/**
 * One realised amount of an ERP account in a month of the DRE: `amount` in centavos with its
 * sign (a cost is negative). Keyed by the ERP's `code_erp` (typically year, month and account).
 */
export const dreLineSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  year: z.number().int().min(2000).max(2100),
  month: z.number().int().min(1).max(12),
  class: z.enum(DRE_CLASSES),
  account_code: z.string().trim().min(1).max(60),
  account_description: z.string().trim().min(1).max(255),
  amount: ledgerCentsSchema,
});
export type DreLine = z.infer<typeof dreLineSchema>;
