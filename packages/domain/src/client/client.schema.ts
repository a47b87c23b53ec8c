import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { phoneSchema } from '../document/phone.ts';
import { taxDocumentInputSchema } from '../document/tax-document.ts';
import { QUINZENAL, type VisitingDay, WEEKDAYS } from '../format/weekdays.ts';
import {
  centsSchema,
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
import { stateRegistrationInputSchema } from './state-registration-input.ts';

/** A client's visiting day: a weekday name (Domingo..Sábado) or every other week (Quinzenal). */
export const VISITING_DAYS = [...WEEKDAYS, QUINZENAL] as const satisfies readonly VisitingDay[];

/** Credit analysis of a client: `Reprovado` clients stay listed 7 days after `reproved_at` (§5). */
export const CLIENT_STATUSES = ['Pendente', 'Aprovado', 'Reprovado'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/**
 * §3 Client. `id` is null until the server assigned one (a client created offline);
 * `code_erp` is the ERP's client code, the key of its financial titles and checks.
 * Whether it is a company (PJ) or a person (PF) follows from `document` (`personType`).
 * `mobile`, `contact_name`, `channel_code_erp` and `notes` came after the first devices
 * shipped: a body without them reads them as null. The document, inscrição estadual, phones and
 * CEP are read to their stored form first (a pasted `11.222.333/0001–81`, `+55 (11) 98765-4321`),
 * so the device and the server store the same canonical value (docs/domain.md "Documents").
 */
export const clientSchema = addressSchema.extend({
  uuid: uuidSchema,
  id: idSchema.nullable(),
  company_id: idSchema,
  name: z.string().trim().min(1).max(255),
  fantasy_name: z.string().trim().max(255).nullable(),
  document: taxDocumentInputSchema,
  state_registration: stateRegistrationInputSchema.nullable(),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  /** A second number, usually the mobile/WhatsApp of the person the seller talks to. */
  mobile: phoneSchema.nullable().default(null),
  /** The person the seller deals with at the client ("falar com"). */
  contact_name: z.string().trim().max(120).nullable().default(null),
  /** The client's sales channel (§3 Channel), by the channel's `code_erp`. */
  channel_code_erp: codeErpSchema.nullable().default(null),
  notes: z.string().trim().max(1000).nullable().default(null),
  code_erp: codeErpSchema.nullable(),
  code_erp_seller: codeErpSchema.nullable(),
  inative: inativeSchema,
  status: z.enum(CLIENT_STATUSES),
  reproved_at: dateTimeSchema.nullable(),
  /**
   * The ERP's credit of the client (docs/domain.md "Credit"): its limit in centavos (null: none),
   * whether it is blocked for sales and why. The ERP's alone, like `status`: a device's write never
   * moves them. Rows from before credit read as no limit, not blocked.
   */
  credit_limit: centsSchema.nullable().default(null),
  credit_blocked: z.boolean().default(false),
  credit_blocked_reason: z.string().trim().max(255).nullable().default(null),
  visiting_day: z.enum(VISITING_DAYS).nullable(),
  last_visit: z.union([dateSchema, dateTimeSchema], { error: fieldError(messages.invalidDate) }).nullable(),
  delivery_addresses: z.array(deliveryAddressSchema).max(RECORD_LIMITS.deliveryAddresses),
});
export type Client = z.infer<typeof clientSchema>;
