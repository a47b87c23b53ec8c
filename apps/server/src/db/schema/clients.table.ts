import {
  CLIENT_STATUSES,
  NO_SALE_REASONS,
  POSITION_PROBLEMS,
  VISIT_OUTCOMES,
  VISITING_DAYS,
} from '@rota/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import {
  companyIdColumn,
  enumColumn,
  inativeColumn,
  oneOf,
  syncColumns,
  timestampColumn,
} from './columns.ts';

const addressColumns = () => ({
  cep: varchar('cep', { length: 8 }),
  street: text('street'),
  number: text('number'),
  complement: text('complement'),
  district: text('district'),
  city_iso: varchar('city_iso', { length: 7 }),
  state: varchar('state', { length: 2 }),
  lat: text('lat'),
  long: text('long'),
});

export const clients = pgTable(
  'clients',
  {
    uuid: uuid('uuid').primaryKey(),
    id: serial('id').notNull().unique(),
    company_id: companyIdColumn().references(() => companies.id),
    name: text('name').notNull(),
    fantasy_name: text('fantasy_name'),
    document: varchar('document', { length: 14 }).notNull(),
    state_registration: text('state_registration'),
    email: text('email'),
    phone: text('phone'),
    mobile: text('mobile'),
    contact_name: text('contact_name'),
    channel_code_erp: text('channel_code_erp'),
    notes: text('notes'),
    code_erp: text('code_erp'),
    code_erp_seller: text('code_erp_seller'),
    inative: inativeColumn(),
    status: enumColumn('status', CLIENT_STATUSES).notNull().default('Pendente'),
    reproved_at: timestampColumn('reproved_at'),
    /** The ERP's credit (docs/domain.md "Credit"): limit in centavos (null: none), blocked and why. */
    credit_limit: bigint('credit_limit', { mode: 'number' }),
    credit_blocked: boolean('credit_blocked').notNull().default(false),
    credit_blocked_reason: text('credit_blocked_reason'),
    visiting_day: enumColumn('visiting_day', VISITING_DAYS),
    last_visit: timestampColumn('last_visit'),
    ...addressColumns(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('clients_company_code_erp').on(t.company_id, t.code_erp),
    index('clients_company_version').on(t.company_id, t.version),
    index('clients_company_seller').on(t.company_id, t.code_erp_seller),
    // Finds the client holding a CNPJ/CPF (the duplicate check of device writes). Not unique:
    // the ERP is the master of its clients and may hold two codes for one document.
    index('clients_company_document').on(t.company_id, t.document),
    oneOf('clients_status_valid', t.status, CLIENT_STATUSES),
    oneOf('clients_visiting_day_valid', t.visiting_day, VISITING_DAYS),
  ],
);

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    uuid: uuid('uuid').primaryKey(),
    client_uuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid),
    company_id: companyIdColumn().references(() => companies.id),
    description: text('description').notNull(),
    ...addressColumns(),
    ...syncColumns(),
  },
  (t) => [index('delivery_addresses_client').on(t.client_uuid)],
);

/**
 * Visits, keyed by the visit's uuid so a replayed `PUT clients/{id}/visited` counts once, with
 * how each ended: `outcome`, the `reason` of a visit without a sale and the seller's `note`.
 * Visits recorded before outcomes existed have none (null).
 */
export const clientVisits = pgTable(
  'client_visits',
  {
    uuid: uuid('uuid').primaryKey(),
    company_id: companyIdColumn().references(() => companies.id),
    client_uuid: uuid('client_uuid')
      .notNull()
      .references(() => clients.uuid),
    seller_id: integer('seller_id').notNull(),
    visited_at: timestampColumn('visited_at').notNull(),
    received_at: timestampColumn('received_at').notNull().defaultNow(),
    outcome: enumColumn('outcome', VISIT_OUTCOMES),
    reason: enumColumn('reason', NO_SALE_REASONS),
    note: text('note'),
    // Where the phone was at check-in and check-out (docs/domain.md "Visits in the field"): a
    // position and its accuracy in metres, or the problem that left none; null on older visits.
    check_in_at: timestampColumn('check_in_at'),
    check_in_lat: doublePrecision('check_in_lat'),
    check_in_long: doublePrecision('check_in_long'),
    check_in_accuracy_m: doublePrecision('check_in_accuracy_m'),
    check_in_problem: text('check_in_problem'),
    check_out_at: timestampColumn('check_out_at'),
    check_out_lat: doublePrecision('check_out_lat'),
    check_out_long: doublePrecision('check_out_long'),
    check_out_accuracy_m: doublePrecision('check_out_accuracy_m'),
    check_out_problem: text('check_out_problem'),
    /** Metres from the client's coordinates at check-in, as the server read them. */
    distance_m: integer('distance_m'),
    /** From check-in to check-out, in whole minutes. */
    minutes: integer('minutes'),
    /** What the supervisor is told (`VISIT_FLAGS`): out of radius, no or poor position… */
    flags: text('flags').array().notNull().default(sql`'{}'::text[]`),
    /** The seller's word on a check-in out of the client's radius. */
    radius_reason: text('radius_reason'),
  },
  (t) => [
    // The day's visits of a company's sellers (`visits/day`), by when each started; a client's
    // latest visit (a Quinzenal client's due date).
    index('client_visits_company_seller_started').on(
      t.company_id,
      t.seller_id,
      sql`coalesce(${t.check_in_at}, ${t.visited_at})`,
    ),
    index('client_visits_client_started').on(t.client_uuid, sql`coalesce(${t.check_in_at}, ${t.visited_at})`),
    oneOf('client_visits_outcome_valid', t.outcome, VISIT_OUTCOMES),
    oneOf('client_visits_reason_valid', t.reason, NO_SALE_REASONS),
    oneOf('client_visits_check_in_problem_valid', t.check_in_problem, POSITION_PROBLEMS),
    oneOf('client_visits_check_out_problem_valid', t.check_out_problem, POSITION_PROBLEMS),
    // A reason only on a visit without a sale, and then always.
    check(
      'client_visits_reason_with_no_sale',
      sql`(${t.reason} IS NOT NULL) = (${t.outcome} IS NOT DISTINCT FROM 'no_sale')`,
    ),
  ],
);
