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

/**
 * CPU seconds every process named `postgres` on this machine used so far — the server's backends
 * and its WAL writer, checkpointer and the rest —, or null when there is none to read (no `/proc`,
 * or PostgreSQL on another machine). Backends that start or end between two readings are
 * counted only in part: read it around a run whose connections stay open.
 */
export function postgresCpuSeconds(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = processStat(entry);
    if (stat?.command !== 'postgres') continue;
    found = true;
    ticks += stat.ticks;
  }
  return found ? ticks / CLOCK_TICKS : null;
}
