import { z } from 'zod';
import { centsSchema, codeErpSchema, dateSchema, idSchema, uuidSchema } from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

export const CHECK_STATUSES = ['Em carteira', 'Depositado', 'Compensado', 'Devolvido', 'Resgatado'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/**
 * A check (cheque) received from a client. §3 shows no fields; these are what Brazilian
 * receivables carry: bank, branch, account and number, the issuer, the "bom para" date and,
 * for a returned check, the return reason (alínea).
 */
export const checkSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  code_erp: codeErpSchema,
  code_erp_client: codeErpSchema,
  bank: z.string().regex(/^\d{3}$/, { error: fieldError('Banco inválido') }),
  agency: z.string().trim().min(1).max(10),
  account: z.string().trim().min(1).max(20),
  number: z.string().trim().min(1).max(20),
  issuer_name: z.string().trim().min(1).max(255),
  amount: centsSchema,
  issue_date: dateSchema,
  good_for: dateSchema,
  status: z.enum(CHECK_STATUSES),
  return_reason: z.string().max(255).nullable(),
});
export type Check = z.infer<typeof checkSchema>;
