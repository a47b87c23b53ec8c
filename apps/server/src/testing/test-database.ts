import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenedDatabase, openDatabase } from '../db/database.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * A fresh, migrated database: PGlite in memory, or a new PostgreSQL database created beside
 * TEST_DATABASE_URL's and dropped on close, so test files never see each other's rows.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
): Promise<OpenedDatabase & { url: string | null }> {
  if (kind === 'pglite') return { ...(await openDatabase({ memory: true })), url: null };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL não definida');
  const name = `rota_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const opened = await openDatabase({ databaseUrl: url });
  return {
    ...opened,
    url,
    close: async () => {
      // `drop … with (force)` may still reach a connection the pool is closing: the end of the
      // file's run, not an error of a test (as in bench/server/direct-driver.ts).
      opened.pool?.on('error', () => {});
      await opened.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
