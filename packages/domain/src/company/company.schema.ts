import { z } from 'zod';
import { cnpjSchema } from '../document/cnpj.ts';
import { idSchema } from '../shared/fields.ts';

/** §3 Company. `trade_name` (nome fantasia) is Rota's addition: what sellers recognise. */
export const companySchema = z.object({
  id: idSchema,
  name: z.string().trim().min(1).max(255),
  cnpj: cnpjSchema,
  trade_name: z.string().trim().max(255).nullable(),
});
export type Company = z.infer<typeof companySchema>;
