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
 * CNPJ lookups each company sent to the registry in the current one-minute window, counted in
 * PostgreSQL so every server process shares one limit (`LOOKUP_CNPJ_PER_MINUTE`).
 */
export const lookupQuotas = pgTable('lookup_quotas', {
  company_id: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  window_started_at: timestampColumn('window_started_at').notNull(),
  lookups: integer('lookups').notNull(),
});
