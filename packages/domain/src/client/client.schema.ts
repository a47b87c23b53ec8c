import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { taxDocumentSchema } from '../document/tax-document.ts';
import { QUINZENAL, type VisitingDay, WEEKDAYS } from '../format/weekdays.ts';
import {
  codeErpSchema,
  dateSchema,
  dateTimeSchema,
  emailSchema,
  idSchema,
  inativeSchema,
  uuidSchema,
} from '../shared/fields.ts';
import { fieldError, messages } from '../shared/messages.ts';
import { addressSchema } from './address.schema.ts';
import { deliveryAddressSchema } from './delivery-address.schema.ts';

/** A client's visiting day: a weekday name (Domingo..Sábado) or every other week (Quinzenal). */
export const VISITING_DAYS = [...WEEKDAYS, QUINZENAL] as const satisfies readonly VisitingDay[];

/** Credit analysis of a client: `Reprovado` clients stay listed 7 days after `reproved_at` (§5). */
export const CLIENT_STATUSES = ['Pendente', 'Aprovado', 'Reprovado'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * §3 Client. `id` is null until the server assigned one (a client created offline);
 * `code_erp` is the ERP's client code, the key of its financial titles and checks.
 */
export const clientSchema = addressSchema.extend({
  uuid: uuidSchema,
  id: idSchema.nullable(),
  company_id: idSchema,
  name: z.string().trim().min(1).max(255),
  fantasy_name: z.string().trim().max(255).nullable(),
  document: taxDocumentSchema,
  state_registration: z.string().trim().max(20).nullable(),
  email: emailSchema.nullable(),
  phone: z
    .string()
    .regex(/^\d{10,11}$/, { error: fieldError('Telefone inválido') })
    .nullable(),
  code_erp: codeErpSchema.nullable(),
  code_erp_seller: codeErpSchema.nullable(),
  inative: inativeSchema,
  status: z.enum(CLIENT_STATUSES),
  reproved_at: dateTimeSchema.nullable(),
  visiting_day: z.enum(VISITING_DAYS).nullable(),
  last_visit: z.union([dateSchema, dateTimeSchema], { error: fieldError(messages.invalidDate) }).nullable(),
  delivery_addresses: z.array(deliveryAddressSchema).max(RECORD_LIMITS.deliveryAddresses),
});
export type Client = z.infer<typeof clientSchema>;
