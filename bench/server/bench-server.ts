import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { BenchTarget } from './bench-database.ts';
import { processCpuSeconds } from './process-cpu.ts';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const startTimeoutMs = 180_000;

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** CPU seconds the server process used so far (user + system), or null off Linux. */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (!address || typeof address === 'string') throw new Error('sem porta livre');
  return address.port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor saiu (código ${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`o servidor não respondeu em ${startTimeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the real server as `npm start` runs it (`node --import tsx src/main.ts`, a process of
 * its own, so the load generator does not share its event loop) on the target's database,
 * without the demo seed (the data is already there) and with request logging off unless
 * `BENCH_LOG_LEVEL` says otherwise.
 */
export async function startBenchServer(target: BenchTarget): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    // The load tests send tens of thousands of requests a minute from one session on purpose.
    RATE_LIMIT_PER_SESSION: '100000000',
    RATE_LIMIT_PER_KEY: '100000000',
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  if (target.dataDir) env.DATA_DIR = target.dataDir;
  // `BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'` profiles the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    cpuSeconds: () => (child.pid ? processCpuSeconds(child.pid) : null),
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
