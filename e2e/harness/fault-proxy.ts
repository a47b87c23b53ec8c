/**
 * A real HTTP proxy (node:http) in front of the real server that misbehaves on purpose for the
 * write engine's fault run (DESIGN.md "Budgets": 0 lost, 0 duplicated under dropped, delayed,
 * duplicated and reordered answers). The browser talks to the proxy's origin only.
 *
 * Only the WRITE calls (`/api/…` with POST, PUT, PATCH or DELETE) meet faults, and only while a
 * plan is set (`setPlan`): the login (`PUT devices/used-token`) runs before it. Each write draws
 * one fault from a seeded generator, so a run is repeatable:
 * - `pass`: forwarded, answered.
 * - `drop`: forwarded; once the server answered, the answer is cut mid-way (`cut`) — the server
 *   did the write, the device gets a network error (a lost answer).
 * - `lose`: the request never reaches the server and its answer is cut the same way (the write is
 *   only on the device, and must be sent again).
 * - `delay`: the answer reaches the browser `delayMs` later.
 * - `duplicate`: the request reaches the server twice; the browser gets the first answer, the
 *   second copy leaves `duplicateLagMs` later (a network replay), so it may land after the
 *   device's next write.
 * - `reorder`: the answer is held and released right after the answer of the next write the proxy
 *   sees (from another tab, or the retry of a device that gave up on it), or after `holdMs` when
 *   none comes. The push loop sends one write at a time, so with one pusher the fallback is what
 *   usually fires: out-of-order ARRIVALS at the server come from `duplicate`'s lagged copies.
 *
 * Everything else (the app's files, the service worker, GET calls, socket.io's polling) passes
 * through untouched. socket.io's WebSocket upgrade is piped through too, byte for byte, so the
 * app's realtime triggers (a reconnection pushes) are the real ones rather than a polling
 * fallback.
 */
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import { connect, type Socket } from 'node:net';
import { seededRandom } from '@rota/domain/testing';

/** The fault plan's generator (mulberry32), shared with the other seeded tests. */
export { seededRandom };

export type Fault = 'pass' | 'drop' | 'lose' | 'delay' | 'duplicate' | 'reorder';

export interface FaultPlan {
  /** Seed of the generator that picks each write's fault. */
  seed: number;
  /** Relative weights; a fault left out is never drawn. */
  weights: Partial<Record<Fault, number>>;
  /** `delay`: the answer waits between these (ms). Default [200, 1200]. */
  delayMs?: [number, number];
  /** `duplicate`: the second copy leaves between these after the first answer (ms). Default [0, 800]. */
  duplicateLagMs?: [number, number];
  /** `reorder`: the longest an answer is held with no next write to release it after (ms). Default 1500. */
  holdMs?: number;
}

export interface FaultStats {
  /** Write calls the browser sent through the proxy while a plan was set, by the fault drawn. */
  faults: Record<Fault, number>;
  /** Copies of write calls that reached the server (the duplicates' second copies included). */
  upstreamWrites: number;
  /** Status codes of every upstream write answer, `"201": 12`. */
  upstreamStatuses: Record<string, number>;
  /** Requests of any kind passed through. */
  passedThrough: number;
  /** The most write calls from the browser open at the proxy at once since `resetStats`. */
  maxConcurrentWrites: number;
  /**
   * The most tabs with a write open at the proxy at once since `resetStats`, each told apart by
   * the `x-rota-tab` header its page sends (`page.setExtraHTTPHeaders`): one pusher across tabs
   * means 1, however many writes that pusher has on their way.
   */
  maxTabsWriting: number;
}

/** The header a test gives each tab's requests, so the proxy can tell the tabs apart. */
export const TAB_HEADER = 'x-rota-tab';

export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the origin the browser uses. */
  url: string;
  /** Sets the plan (faults start at once) or, with null, lets every write pass. */
  setPlan(plan: FaultPlan | null): void;
  stats(): FaultStats;
  resetStats(): void;
  /** Write calls open at the proxy right now (arrived, not yet answered or dropped). */
  openWrites(): number;
  /** Resolves once the second copies still waiting were sent and answered. */
  settle(): Promise<void>;
  stop(): Promise<void>;
}

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const emptyStats = (): FaultStats => ({
  faults: { pass: 0, drop: 0, lose: 0, delay: 0, duplicate: 0, reorder: 0 },
  upstreamWrites: 0,
  upstreamStatuses: {},
  passedThrough: 0,
  maxConcurrentWrites: 0,
  maxTabsWriting: 0,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/** Starts the proxy on a free port of 127.0.0.1 in front of `target` (`http://host:port`). */
export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let plan: FaultPlan | null = null;
  let random = seededRandom(0);
  let stats = emptyStats();
  const openByTab = new Map<string, number>();
  const tabsWriting = () => [...openByTab.values()].filter((count) => count > 0).length;
  let open = 0;
  /** Answers held by `reorder`, released after the next write's answer. */
  const held: Array<() => void> = [];
  const lagging = new Set<Promise<unknown>>();
  const sockets = new Set<Socket>();

  const between = ([min, max]: [number, number]) => min + Math.round(random() * (max - min));

  function draw(): Fault {
    const weights = Object.entries(plan?.weights ?? {}) as Array<[Fault, number]>;
    const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
    let pick = random() * total;
    for (const [fault, weight] of weights) {
      pick -= weight;
      if (pick < 0) return fault;
    }
    return 'pass';
  }

  function forward(req: IncomingMessage, body: Buffer | null): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, host: upstream.host };
      const out = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers },
        (res) => {
          readBody(res).then(
            (answer) => resolve({ status: res.statusCode ?? 502, headers: res.headers, body: answer }),
            reject,
          );
        },
      );
      out.on('error', reject);
      out.end(body ?? undefined);
    });
  }

  async function forwardWrite(req: IncomingMessage, body: Buffer): Promise<Answer> {
    stats.upstreamWrites += 1;
    const answer = await forward(req, body);
    stats.upstreamStatuses[answer.status] = (stats.upstreamStatuses[answer.status] ?? 0) + 1;
    return answer;
  }

  function deliver(res: ServerResponse, answer: Answer) {
    if (res.destroyed || res.socket?.destroyed) return;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }

  /**
   * Cuts an answer mid-way: the head and one byte of a body announced longer, then the socket is
   * destroyed. The browser gets a network error. Some bytes must arrive: Chromium silently sends a
   * request again when its reused connection closed before any byte of the answer, which would
   * turn a lost answer into a duplicate and a lost request into a delivered one.
   */
  function cut(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1024' });
    res.write('{', () => res.socket?.destroy());
  }

  function releaseHeld() {
    for (const release of held.splice(0)) release();
  }

  async function handleWrite(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const fault = draw();
    stats.faults[fault] += 1;
    open += 1;
    stats.maxConcurrentWrites = Math.max(stats.maxConcurrentWrites, open);
    const tab = String(req.headers[TAB_HEADER] ?? 'sem aba');
    openByTab.set(tab, (openByTab.get(tab) ?? 0) + 1);
    stats.maxTabsWriting = Math.max(stats.maxTabsWriting, tabsWriting());
    try {
      if (fault === 'lose') {
        cut(res);
        return;
      }
      const answer = await forwardWrite(req, body);
      // A write answered releases the answers held before it: they reach the device after this one.
      const before = held.splice(0);
      switch (fault) {
        case 'drop':
          cut(res);
          break;
        case 'delay':
          await sleep(between(plan?.delayMs ?? [200, 1200]));
          deliver(res, answer);
          break;
        case 'duplicate': {
          deliver(res, answer);
          const lag = between(plan?.duplicateLagMs ?? [0, 800]);
          const copy = sleep(lag).then(() => forwardWrite(req, body).catch(() => undefined));
          lagging.add(copy);
          void copy.finally(() => lagging.delete(copy));
          break;
        }
        case 'reorder': {
          for (const release of before.splice(0)) release();
          const released = new Promise<void>((resolve) => {
            held.push(resolve);
            setTimeout(resolve, plan?.holdMs ?? 1500);
          });
          await released;
          deliver(res, answer);
          break;
        }
        default:
          deliver(res, answer);
      }
      for (const release of before) release();
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
    } finally {
      open -= 1;
      openByTab.set(tab, (openByTab.get(tab) ?? 1) - 1);
    }
  }

  async function handlePassThrough(req: IncomingMessage, res: ServerResponse) {
    stats.passedThrough += 1;
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      const answer = await forward(req, hasBody ? await readBody(req) : null);
      deliver(res, answer);
    } catch {
      if (!res.headersSent) res.writeHead(502).end();
    }
  }

  const server = createServer((req, res) => {
    const isWrite = (req.url ?? '').startsWith('/api/') && WRITE_METHODS.has(req.method ?? '');
    if (isWrite && plan) void handleWrite(req, res);
    else void handlePassThrough(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // socket.io's WebSocket: the upgrade request and every frame piped as they are.
  server.on('upgrade', (req, socket, head) => {
    const out = connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      out.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) out.write(head);
      out.pipe(socket);
      socket.pipe(out);
    });
    sockets.add(out);
    out.on('close', () => {
      sockets.delete(out);
      socket.destroy();
    });
    out.on('error', () => socket.destroy());
    socket.on('error', () => out.destroy());
    socket.on('close', () => out.destroy());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    setPlan(next) {
      plan = next;
      random = seededRandom(next?.seed ?? 0);
      if (!next) releaseHeld();
    },
    stats: () => structuredClone(stats),
    resetStats() {
      stats = emptyStats();
      stats.maxConcurrentWrites = open;
      stats.maxTabsWriting = tabsWriting();
    },
    openWrites: () => open,
    async settle() {
      while (lagging.size > 0) await Promise.all([...lagging]);
    },
    async stop() {
      plan = null;
      releaseHeld();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
