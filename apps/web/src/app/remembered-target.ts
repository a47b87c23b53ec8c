import { isRouteName, pathFor, type RouteName, type RouteParams } from './routes.ts';

const STORAGE_KEY = 'rota.rememberedTarget';

interface StoredTarget {
  name: RouteName;
  params: RouteParams;
}

function read(): StoredTarget | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { name, params } = value as { name?: unknown; params?: unknown };
    if (!isRouteName(name)) return null;
    const safeParams =
      typeof params === 'object' && params !== null
        ? Object.fromEntries(
            Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
          )
        : {};
    return { name, params: safeParams };
  } catch {
    return null;
  }
}

/**
 * Remembers the route an unauthenticated visit wanted (§2), by name and params, in
 * localStorage so it survives a reload (the login may happen after one).
 */
export function rememberTarget(name: RouteName, params: RouteParams = {}): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name, params }));
  } catch (error) {
    console.warn('Não foi possível guardar a tela de destino', error);
  }
}

/** The remembered target's path without forgetting it. */
export function peekRememberedTarget(): { path: string } | null {
  const target = read();
  return target ? { path: pathFor(target.name, target.params) } : null;
}

/** The remembered target's path, forgotten at once: it is opened a single time. */
export function takeRememberedTarget(): { path: string } | null {
  const target = peekRememberedTarget();
  forgetRememberedTarget();
  return target;
}

export function forgetRememberedTarget(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
