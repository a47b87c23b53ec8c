/**
 * Starts the REAL server (`apps/server/src/main.ts` under tsx) as a child process on a free port
 * with a fresh temporary DATA_DIR, and waits until `GET /health` answers. Every spec uses it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort } from './find-free-port.ts';
import { repoPaths } from './repo-paths.ts';

export interface StartServerOptions {
  /** Extra environment for the server (`SEED_DEMO: '1'`, `DATABASE_URL`, lookup base URLs…). */
  env?: Record<string, string>;
  /**
   * How long to wait for `/health`; default 120 s: seeding the demo company took 60–100 s on this
   * 2-core machine while other suites ran beside it.
   */
  readyTimeoutMs?: number;
}

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  /** The server's temporary DATA_DIR, removed by `stop()`. */
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr), for assertions and debugging. */
  output(): string;
  /** Sends SIGTERM, waits for the process to exit (SIGKILL after 15 s) and removes `dataDir`. */
  stop(): Promise<void>;
}

const host = '127.0.0.1';
const maxOutputChars = 64_000;
const stopTimeoutMs = 15_000;
const running = new Set<ChildProcess>();

// A crashed or interrupted test run must not leave servers behind.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

class ServerExitedError extends Error {
  override readonly name = 'ServerExitedError';
  constructor(
    message: string,
    readonly output: string,
  ) {
    super(message);
  }
}

export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(repoPaths.webIndexHtml)) {
    throw new Error(
      `App web não compilado (${repoPaths.webIndexHtml}); rode \`npm run build -w @rota/web\` ou os testes e2e pelo Vitest (global setup).`,
    );
  }
  // The free port can be taken between the probe and the server's listen: retry on EADDRINUSE.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      const portTaken = error instanceof ServerExitedError && error.output.includes('EADDRINUSE');
      if (!portTaken || attempt >= 3) throw error;
    }
  }
}

async function startOnce(options: StartServerOptions): Promise<RunningServer> {
  const port = await findFreePort(host);
  const dataDir = await mkdtemp(join(tmpdir(), 'rota-e2e-'));
  const baseUrl = `http://${host}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', repoPaths.serverMain], {
    cwd: repoPaths.root,
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      SEED_DEMO: '0',
      ...options.env,
      PORT: String(port),
      HOST: host,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);

  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-maxOutputChars);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? -1 : null));
    });
  });

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killTimer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      await exited;
      clearTimeout(killTimer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, exited, options.readyTimeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    const reason = error instanceof Error ? error.message : String(error);
    throw new ServerExitedError(`${reason}\n--- saída do servidor ---\n${output}`, output);
  }
  return { baseUrl, dataDir, output: () => output, stop };
}

async function waitForHealth(baseUrl: string, exited: Promise<number | null>, timeoutMs: number) {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`O servidor saiu antes de responder /health (código ${exitCode}).`);
    try {
      const response = await fetch(`${baseUrl}/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`O servidor não respondeu ${baseUrl}/health em ${timeoutMs / 1000} s.`);
}
