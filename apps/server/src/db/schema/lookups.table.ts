import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { companies } from './access.table.ts';
import { enumColumn, oneOf, timestampColumn } from './columns.ts';

/** What a lookup asks: a CEP (ViaCEP) or a CNPJ (the company registry). */
export const LOOKUP_KINDS = ['cep', 'cnpj'] as const;
export type LookupKind = (typeof LOOKUP_KINDS)[number];

/**
 * Answers of the external lookups, shared by every server process (docs/server.md "Lookups"):
 * `body` is the answer as Rota sends it (`cepLookupSchema`, `cnpjLookupSchema`), null for "not
 * found". Failures are never stored. Rows past `expires_at` are ignored and deleted as new
 * answers arrive.
 */
export const lookupCache = pgTable(
  'lookup_cache',
  {
    kind: enumColumn('kind', LOOKUP_KINDS).notNull(),
    key: text('key').notNull(),
    body: jsonb('body'),
    fetched_at: timestampColumn('fetched_at').notNull(),
    expires_at: timestampColumn('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('lookup_cache_expires').on(t.expires_at),
    oneOf('lookup_cache_kind_valid', t.kind, LOOKUP_KINDS),
  ],
);

/**
 * Lookups that reached a service in the current one-minute window, counted in PostgreSQL so
 * every server process shares one limit (docs/server.md "Lookups"): per company and kind
 * (`LOOKUP_CEP_PER_MINUTE`, `LOOKUP_CNPJ_PER_MINUTE`) under `seller_id` 0, and per seller of
 * that company (the seller's share of the same minute) under the seller's id.
 */
export const lookupQuotas = pgTable(
  'lookup_quotas',
  {
    company_id: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: enumColumn('kind', LOOKUP_KINDS).notNull().default('cnpj'),
    /** The seller counted, or 0 for the whole company (not a reference: 0 is no seller). */
    seller_id: integer('seller_id').notNull().default(0),
    window_started_at: timestampColumn('window_started_at').notNull(),
    lookups: integer('lookups').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.company_id, t.kind, t.seller_id] }),
    oneOf('lookup_quotas_kind_valid', t.kind, LOOKUP_KINDS),
  ],
);
