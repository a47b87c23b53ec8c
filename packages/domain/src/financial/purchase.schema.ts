import { z } from 'zod';
import { centsSchema, codeErpSchema, dateSchema, idSchema, uuidSchema } from '../shared/fields.ts';

/**
 * A purchase the company made from a supplier (a nota fiscal de entrada), as the ERP records it:
 * the manager's Compras by month and by supplier (docs/manager.md). Total in centavos.
 */
export const purchaseSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  supplier_code_erp: codeErpSchema,
  supplier_name: z.string().trim().min(1).max(255),
  document_number: z.string().trim().max(60),
  date: dateSchema,
  total: centsSchema,
});
export type Purchase = z.infer<typeof purchaseSchema>;
