import { z } from 'zod';
import { isRouteName, pathFor, type RouteName, type RouteParams, routeByName } from './route-table.ts';

const STORAGE_KEY = 'rota.rememberedTarget';

const stringParams = (params: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

/** What is kept: a route by name with its string params; an unknown name read back counts as none. */
const storedTargetSchema = z.object({
  name: z.string().refine(isRouteName),
  params: z.record(z.string(), z.unknown()).transform(stringParams).catch({}),
});

export interface RememberedTarget {
  name: RouteName;
  path: string;
}

function read(): RememberedTarget | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = storedTargetSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const name = parsed.data.name as RouteName;
    return { name, path: pathFor(name, parsed.data.params) };
  } catch {
    return null;
  }
}

/**
 * Remembers the route an unauthenticated visit wanted (§2), by name and params, in
 * localStorage so it survives a reload (the login may happen after one). Public pages are
 * never a target.
 */
export function rememberTarget(name: RouteName, params: RouteParams = {}): void {
  if (!routeByName(name).auth) return;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ name, params: stringParams(params) }));
  } catch (error) {
    console.warn('Não foi possível guardar a tela de destino', error);
  }
}

/** The remembered target without forgetting it. */
export function peekRememberedTarget(): RememberedTarget | null {
  return read();
}

/** The remembered target, forgotten at once: it is opened a single time. */
export function takeRememberedTarget(): RememberedTarget | null {
  const target = read();
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
