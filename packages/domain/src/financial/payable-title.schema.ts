import { z } from 'zod';
import { centsSchema, codeErpSchema, dateSchema, idSchema, uuidSchema } from '../shared/fields.ts';
import { FINANCIAL_TITLE_STATUSES } from './financial-title.schema.ts';

/**
 * A payable (título a pagar) of the company to a supplier, one row per installment, as the ERP
 * issues it; the statuses are a receivable's. Amounts in centavos. Read only by the manager's
 * charts (docs/manager.md): Contas a pagar by due month, Pago by payment month.
 */
export const payableTitleSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  supplier_code_erp: codeErpSchema,
  supplier_name: z.string().trim().min(1).max(255),
  document_number: z.string().trim().min(1).max(60),
  installment: z.string().trim().max(10),
  issue_date: dateSchema,
  due_date: dateSchema,
  amount: centsSchema,
  amount_paid: centsSchema,
  payment_date: dateSchema.nullable(),
  status: z.enum(FINANCIAL_TITLE_STATUSES),
});
export type PayableTitle = z.infer<typeof payableTitleSchema>;
