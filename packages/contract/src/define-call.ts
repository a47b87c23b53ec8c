import type { AreaPermission, PermissionName } from '@rota/domain';
import type { z } from 'zod';

/**
 * Who may make a call. Every call states one (STYLE.md habit 10); the server refuses to
 * register a call without it and a test walks the table.
 * - `public`: anyone (company lookup before login, the login itself);
 * - `session`: a logged-in seller (`Authorization: Bearer <session token>`), optionally with a
 *   §6 permission;
 * - `area`: a logged-in user whose profile grants the area (bakery, manager, appointments);
 * - `integration`: the company's ERP, with its integration key.
 */
export type CallAuth =
  | { kind: 'public' }
  | { kind: 'session'; permission?: PermissionName }
  | { kind: 'area'; permission: AreaPermission }
  | { kind: 'integration' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

export interface CallDefinition {
  /** Stable name, `<area>.<action>`, used by the server's handler map and the web client. */
  name: string;
  method: HttpMethod;
  /** Path under the call's base (`/api/` for §7), with `{param}` placeholders as §7 writes them. */
  path: string;
  /** One pt-BR line for the OpenAPI document. */
  summary: string;
  tag: string;
  auth: CallAuth;
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** The whole response body: `{ data }`, or `{ data, meta }` for sync calls. */
  response: z.ZodType;
  /** A `…/all` pull: accepts `since`/`limit`, answers rows with tombstones and `meta.cursor`. */
  sync?: boolean;
  /** A write keyed by the record's uuid: a replay answers the first result (DESIGN.md "Push"). */
  idempotent?: boolean;
}

/** Declares a call, keeping its literal types so handlers and clients are checked by the compiler. */
export function defineCall<const C extends CallDefinition>(call: C): C {
  return call;
}

export type CallParams<C extends CallDefinition> = C['params'] extends z.ZodType
  ? z.input<C['params']>
  : undefined;
export type CallQuery<C extends CallDefinition> = C['query'] extends z.ZodType
  ? z.input<C['query']>
  : undefined;
export type CallBody<C extends CallDefinition> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
