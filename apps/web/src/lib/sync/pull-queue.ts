const queues = new Map<string, Promise<unknown>>();

/**
 * Runs pulls of the same call one after the other (an event burst, a reconnect and the initial
 * sync never write one table at the same time); different calls run independently.
 */
export function enqueuePull<T>(name: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(name) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  queues.set(name, next);
  const forget = () => {
    if (queues.get(name) === next) queues.delete(name);
  };
  next.then(forget, forget);
  return next;
}
