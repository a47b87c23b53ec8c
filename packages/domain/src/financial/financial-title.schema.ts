import { z } from 'zod';
import { centsSchema, codeErpSchema, dateSchema, idSchema, uuidSchema } from '../shared/fields.ts';

/** Where a receivable stands in the ERP. */
export const FINANCIAL_TITLE_STATUSES = ['Aberto', 'Parcial', 'Pago', 'Cancelado'] as const;
export type FinancialTitleStatus = (typeof FINANCIAL_TITLE_STATUSES)[number];

/**
 * A financial title (título a receber) of a client, as an ERP issues it: one row per
 * installment of a document (nota fiscal, duplicata, boleto). §3 shows no fields; these are
 * the ones a seller needs to discuss a client's debt. Amounts in centavos.
 */
export const financialTitleSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  code_erp_client: codeErpSchema,
  document_number: z.string().trim().min(1).max(60),
  installment: z.string().trim().max(10),
  issue_date: dateSchema,
  due_date: dateSchema,
  amount: centsSchema,
  amount_paid: centsSchema,
  payment_date: dateSchema.nullable(),
  form_payment_description: z.string().max(255).nullable(),
  status: z.enum(FINANCIAL_TITLE_STATUSES),
});
export type FinancialTitle = z.infer<typeof financialTitleSchema>;
