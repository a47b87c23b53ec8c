import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { BenchTarget } from './bench-database.ts';

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The database driver itself, without Drizzle or the server: the baseline of each figure. */
export interface DirectDriver {
  /** `pg` or `PGlite`, for the report. */
  name: string;
  query: Query;
  /** Runs `work` in a transaction on one connection. */
  transaction(work: (query: Query) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** `pg` with a pool of `connections` on PostgreSQL; the PGlite client on PGlite (one connection). */
export async function openDirectDriver(target: BenchTarget, connections: number): Promise<DirectDriver> {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: connections });
    // The run's database is dropped with `(force)` at the end, which may reach a connection the
    // pool is still closing; that is the end of the run, not an error of a measurement.
    pool.on('error', () => {});
    return {
      name: 'pg',
      query: async (text, params) => (await pool.query(text, params)).rows,
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('begin');
          await work(async (text, params) => (await client.query(text, params)).rows);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (!target.dataDir) throw new Error('alvo sem banco');
  const client = new PGlite(join(target.dataDir, 'pg'));
  await client.waitReady;
  return {
    name: 'PGlite',
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    transaction: async (work) => {
      await client.transaction(async (tx) => {
        await work(async (text, params) => (await tx.query<Record<string, unknown>>(text, params)).rows);
      });
    },
    close: () => client.close(),
  };
}
