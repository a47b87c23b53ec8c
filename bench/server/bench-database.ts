import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** Where a benchmark run keeps its data: a throwaway PostgreSQL database or PGlite directory. */
export interface BenchTarget {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: the run's own database. */
  databaseUrl: string | null;
  /** PGlite: the `DATA_DIR` (the data lives in `<dataDir>/pg`, as `npm start` keeps it). */
  dataDir: string | null;
  /** What the report prints. */
  label: string;
  /** Drops the database or deletes the directory. */
  dispose(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * PostgreSQL when `BENCH_DATABASE_URL` or `TEST_DATABASE_URL` names a server (a fresh database is
 * created beside it and dropped afterwards, as the tests do), else PGlite in a temporary
 * directory.
 */
export async function createBenchTarget(env: NodeJS.ProcessEnv = process.env): Promise<BenchTarget> {
  const adminUrl = env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `rota_bench_${process.pid}_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const version = await adminQuery(adminUrl, 'show server_version');
    const commit = await adminQuery(adminUrl, 'show synchronous_commit');
    const serverVersion = String(version.rows[0]?.server_version ?? '?');
    const synchronousCommit = String(commit.rows[0]?.synchronous_commit ?? '?');
    return {
      kind: 'postgres',
      databaseUrl: withDatabase(adminUrl, name),
      dataDir: null,
      label: `PostgreSQL ${serverVersion} em ${new URL(adminUrl).host} (banco descartável ${name}, synchronous_commit=${synchronousCommit})`,
      dispose: async () => {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rota-bench-'));
  return {
    kind: 'pglite',
    databaseUrl: null,
    dataDir,
    label: `PGlite embutido (em disco, ${join(dataDir, 'pg')})`,
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}
