import { buildPath, type RouteName, type RouteParams, routeByName } from './route-table.ts';
import { stringParams } from './string-params.ts';

const STORAGE_KEY = 'rota.rememberedTarget';

export interface RememberedTarget {
  name: RouteName;
  path: string;
}

function storedText(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A stored target checked with zod (`remembered-target.schema.ts`, loaded only when one is stored). */
async function parse(raw: string | null): Promise<RememberedTarget | null> {
  if (raw === null) return null;
  try {
    const { storedTargetSchema } = await import('./remembered-target.schema.ts');
    const parsed = storedTargetSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return null;
    const { name, params } = parsed.data;
    return { name, path: buildPath(name, params) };
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
export function peekRememberedTarget(): Promise<RememberedTarget | null> {
  return parse(storedText());
}

/** The remembered target, forgotten at once: it is opened a single time. */
export function takeRememberedTarget(): Promise<RememberedTarget | null> {
  const raw = storedText();
  forgetRememberedTarget();
  return parse(raw);
}

export function forgetRememberedTarget(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, or storage unavailable: nothing to forget.
  }
}
