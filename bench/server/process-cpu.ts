import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second (`getconf CLK_TCK`), 100 on every kernel Node supports. */
const CLOCK_TICKS = 100;

/** The command name and utime + stime (in ticks) of a process from `/proc/<pid>/stat`. */
function processStat(pid: number | string): { command: string; ticks: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command sits in parentheses and may hold spaces; utime is the 14th field.
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return {
      command: stat.slice(stat.indexOf('(') + 1, close),
      ticks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/** CPU seconds a process used so far (user + system), or null off Linux. */
export function processCpuSeconds(pid: number): number | null {
  const stat = processStat(pid);
  return stat ? stat.ticks / CLOCK_TICKS : null;
}

/** Ticks used so far by each process named `postgres` on this machine, by pid. */
export type PostgresTicks = ReadonlyMap<string, number>;

/** CPU ticks of every `postgres` process now (null when there is no `/proc` to read). */
export function postgresTicks(): PostgresTicks | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  const ticks = new Map<string, number>();
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat?.command === 'postgres') ticks.set(entry, stat.ticks);
  }
  return ticks;
}

/**
 * CPU seconds this machine's PostgreSQL used since `before` — its backends and its WAL writer,
 * checkpointer and the rest: each process alive now counts what it used since then (all of it if
 * it started since). A process that ended meanwhile (an autovacuum worker, say) is not counted,
 * so the figure is a floor. Null when there is no `/proc` or no `postgres` process.
 */
export function postgresCpuSecondsSince(before: PostgresTicks): number | null {
  const after = postgresTicks();
  if (!after || after.size === 0) return null;
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / CLOCK_TICKS;
}

/** Whether a PostgreSQL URL points at this machine (loopback, or a Unix socket directory). */
export function isLocalDatabase(databaseUrl: string): boolean {
  const url = new URL(databaseUrl);
  const socket = url.searchParams.get('host');
  if (socket) return socket.startsWith('/');
  return ['', 'localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}
