/**
 * Runs `task` once the page is idle, at the latest after `timeoutMs` (`requestIdleCallback`;
 * a plain timer where the browser has none). Answers the cancel.
 */
export function runWhenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, timeoutMs);
  return () => clearTimeout(id);
}
