import type { CallDefinition } from './define-call.ts';

/** Base of the §7 calls on the server (DESIGN.md "Operations"). */
export const API_BASE = '/api/';

/** `{param}` names of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}

/** Fills a call's path template: `clients/{client_id}/delivery-address` → `clients/7/delivery-address`. */
export function buildCallPath(
  call: Pick<CallDefinition, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Parâmetro ausente no caminho: ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** The path in Fastify's syntax (`:param`), under the API base. */
export function toRoutePath(call: Pick<CallDefinition, 'path'>, base: string = API_BASE): string {
  return `${base}${call.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
