/**
 * Runs `run` over `items` in the order given, except that an item waits until every earlier item
 * sharing one of its keys (`keysOf`) has finished, and is not run at all (answered false) when one
 * of those did not succeed. So items of unrelated keys overlap, and those of one key go one after
 * another in their order, each only after the one before it was done — the push's order rule
 * (docs/offline-writes.md "Order"). How many run at once is `run`'s to limit (`slotQueue`): items
 * ready together call it in their order.
 *
 * `run` answers whether the item succeeded; a throw counts as not, and is rethrown once every
 * item has settled. Answers each item's outcome, in the items' order.
 */
export async function runInKeyOrder<T>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
  run: (item: T) => Promise<boolean>,
): Promise<boolean[]> {
  // The last item of each key: an item's turn comes when the last earlier one of each of its keys
  // is done, and those waited for the ones before them.
  const lastOfKey = new Map<string, Promise<boolean>>();
  let failure: { error: unknown } | null = null;
  const outcomes = items.map((item) => {
    const keys = [...new Set(keysOf(item))];
    const before = keys.flatMap((key) => lastOfKey.get(key) ?? []);
    const outcome = (async () => {
      const earlier = await Promise.all(before);
      if (earlier.includes(false)) return false;
      try {
        return await run(item);
      } catch (error) {
        failure ??= { error };
        return false;
      }
    })();
    for (const key of keys) lastOfKey.set(key, outcome);
    return outcome;
  });
  const settled = await Promise.all(outcomes);
  if (failure) throw (failure as { error: unknown }).error;
  return settled;
}

/**
 * A counting semaphore handing its `limit` slots out in the order they were asked for: `take()`
 * answers the function that gives the slot back.
 */
export function slotQueue(limit: number) {
  let free = Math.max(1, limit);
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    take(): Promise<() => void> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve) => waiting.push(() => resolve(release)));
    },
  };
}
