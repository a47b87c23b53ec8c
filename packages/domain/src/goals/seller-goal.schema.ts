import { z } from 'zod';
import { centsSchema, codeErpSchema, idSchema, uuidSchema } from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

/** What a mix goal counts: distinct products, or distinct bakery categories of them. */
export const GOAL_MIX_BASES = ['products', 'categories'] as const;
export type GoalMixBasis = (typeof GOAL_MIX_BASES)[number];

/** The largest count a positivação or mix goal may ask. */
export const MAX_GOAL_COUNT = 100_000;

const countSchema = z
  .number()
  .int({ error: fieldError('Informe um número inteiro') })
  .min(1, { error: fieldError('Informe pelo menos 1') })
  .max(MAX_GOAL_COUNT, { error: fieldError(`Informe no máximo ${MAX_GOAL_COUNT.toLocaleString('pt-BR')}`) });

/** A São Paulo calendar month, `yyyy-mm`. */
export const goalMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: fieldError('Informe o mês como aaaa-mm') });

/**
 * A seller's goals for a month (docs/domain.md "Goals"), set by the ERP or by a manager: the sales
 * value in centavos, positivação as how many clients of the wallet buy, and the mix as how many
 * distinct products (or categories) are sold. Each may be left out (null); one row per seller and
 * month, the seller named by the ERP code its wallet of clients is kept by.
 */
export const sellerGoalSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  /** The seller by ERP code, as the wallet is (`clients.code_erp_seller`). */
  code_erp_seller: codeErpSchema.min(1),
  month: goalMonthSchema,
  sales_value: centsSchema.min(1, { error: fieldError('Informe um valor maior que zero') }).nullable(),
  positivation: countSchema.nullable(),
  mix: countSchema.nullable(),
  mix_basis: z.enum(GOAL_MIX_BASES).default('products'),
});
export type SellerGoal = z.infer<typeof sellerGoalSchema>;
