import { CLIENT_STATUSES, VISITING_DAYS } from '@rota/domain';
import { index, integer, pgTable, serial, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
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
    code_erp: text('code_erp'),
    code_erp_seller: text('code_erp_seller'),
    inative: inativeColumn(),
    status: enumColumn('status', CLIENT_STATUSES).notNull().default('Pendente'),
    reproved_at: timestampColumn('reproved_at'),
    visiting_day: enumColumn('visiting_day', VISITING_DAYS),
    last_visit: timestampColumn('last_visit'),
    ...addressColumns(),
    ...syncColumns(),
  },
  (t) => [
    uniqueIndex('clients_company_code_erp').on(t.company_id, t.code_erp),
    index('clients_company_version').on(t.company_id, t.version),
    index('clients_company_seller').on(t.company_id, t.code_erp_seller),
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

/** Visits, keyed by the visit's uuid so a replayed `PUT clients/{id}/visited` counts once. */
export const clientVisits = pgTable('client_visits', {
  uuid: uuid('uuid').primaryKey(),
  company_id: companyIdColumn().references(() => companies.id),
  client_uuid: uuid('client_uuid')
    .notNull()
    .references(() => clients.uuid),
  seller_id: integer('seller_id').notNull(),
  visited_at: timestampColumn('visited_at').notNull(),
  received_at: timestampColumn('received_at').notNull().defaultNow(),
});
