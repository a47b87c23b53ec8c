import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/**
 * The same Drizzle API over PGlite and PostgreSQL; repositories only see this. Queries go through
 * the query builder over the imported tables, never `db.query`, so no schema is passed: deriving
 * the relational types of 40 tables cost the type checker 1.3 s on every cold check.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what a repository function accepts. */
export type Executor = Database | Transaction;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on PostgreSQL (the socket.io adapter listens on it). */
  pool: pg.Pool | null;
  /** The embedded database when on PGlite (its `listen` hears this process's own notifications). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle/', import.meta.url));

export type DatabaseTarget = { databaseUrl: string } | { dataDir: string } | { memory: true };

/**
 * Opens the database the environment names and applies every committed migration: PostgreSQL
 * when a URL is given, otherwise PGlite embedded in `<dataDir>/pg` (or in memory, for tests).
 */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    const db = drizzlePg(pool) as unknown as Database;
    await migratePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', pool, pglite: null, close: () => pool.end() };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    const dir = join(target.dataDir, 'pg');
    await mkdir(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  const db = drizzlePglite(client) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', pool: null, pglite: client, close: () => client.close() };
}
