import { type RunningServer, startServer } from '../../e2e/harness/start-server.ts';
import { createBenchTarget } from '../server/bench-database.ts';

export interface DemoServer extends RunningServer {
  /** The database it runs on, as the report prints it. */
  database: string;
}

/**
 * The server with the demo company for the web bench, on PostgreSQL when `BENCH_DATABASE_URL` or
 * `TEST_DATABASE_URL` names one (a throwaway database, as a company runs it in production), else
 * on the embedded PGlite of `npm start`. `stop()` also drops the database.
 */
export async function startDemoServer(readyTimeoutMs = 300_000): Promise<DemoServer> {
  const target = await createBenchTarget();
  try {
    const server = await startServer({
      env: { SEED_DEMO: '1', ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) },
      readyTimeoutMs,
    });
    return {
      ...server,
      database: target.label,
      stop: async () => {
        await server.stop();
        await target.dispose();
      },
    };
  } catch (error) {
    await target.dispose();
    throw error;
  }
}
