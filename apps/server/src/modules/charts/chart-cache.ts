/** How long a chart's answer is served again without being computed. */
export const CHART_CACHE_TTL_MS = 30_000;
/** Most answers kept; the oldest leave first. */
const MAX_ENTRIES = 2_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * Answers of the manager's charts kept for a short time, per process (docs/server.md "Manager
 * charts"). The key holds the company, the call, its normalised query and the company's write
 * generation — the sync horizon, the last row version every write of the company has finished —
 * so any write from any process (a sale, an ERP load) makes the next read compute afresh, and a
 * cached answer is never older than the last write its company finished before it was asked.
 * A failed computation is not kept.
 */
export class ChartCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: () => Date,
    private readonly ttlMs: number = CHART_CACHE_TTL_MS,
  ) {}

  read<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.clock().getTime();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    const value = compute();
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    this.evict(now);
    return value;
  }

  private evict(now: number): void {
    if (this.entries.size <= MAX_ENTRIES) return;
    for (const [key, entry] of this.entries) {
      if (entry.expires <= now || this.entries.size > MAX_ENTRIES) this.entries.delete(key);
      else break;
    }
  }
}
