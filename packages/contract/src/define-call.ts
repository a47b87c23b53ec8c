import type { AreaPermission, PermissionName } from '@rota/domain';
import type { z } from 'zod';

/**
 * Who may make a call. Every call states one (STYLE.md habit 10); the server refuses to
 * register a call without it and a test walks the table.
 * - `public`: anyone (company lookup before login, the login itself);
 * - `session`: a logged-in seller (`Authorization: Bearer <session token>`), optionally with a
 *   §6 permission, or with any one of `anyOf` (a supervisor's scope or the manager's area);
 * - `area`: a logged-in user whose profile grants the area (bakery, manager, appointments);
 * - `integration`: the company's ERP, with its integration key.
 */
export type CallAuth =
  | { kind: 'public' }
  | { kind: 'session'; permission?: PermissionName; anyOf?: readonly PermissionName[] }
  | { kind: 'area'; permission: AreaPermission }
  | { kind: 'integration' };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Error statuses a call declares itself, because nothing else in its declaration implies them:
 * a 404 for a record named in the body (not the path), a 409 of a rule (not of idempotency), a 503
 * of a service Rota depends on. The OpenAPI generator derives the others (openapi.ts).
 */
export type DeclaredErrorStatus = 404 | 409 | 429 | 503;

/** What a call is, apart from its schemas. */
export interface CallInfo {
  /** Stable name, `<area>.<action>`, used by the server's handler map and the web client. */
  name: string;
  method: HttpMethod;
  /** Path under the call's base (`/api/` for §7), with `{param}` placeholders as §7 writes them. */
  path: string;
  /** One pt-BR line for the OpenAPI document. */
  summary: string;
  tag: string;
  auth: CallAuth;
  /** A `…/all` pull: accepts `since`/`limit`, answers rows with tombstones and `meta.cursor`. */
  sync?: boolean;
  /** A write keyed by the record's uuid: a replay answers the first result (DESIGN.md "Push"). */
  idempotent?: boolean;
  /** The pt-BR message of the call's 409 when it is not §8's `errorMessages.conflict`. */
  conflict?: string;
  /** Each status of {@link DeclaredErrorStatus} the call answers, with when (pt-BR), body `{ message }`. */
  errors?: Partial<Record<DeclaredErrorStatus, string>>;
}

/** What a call validates. */
export interface CallSchemas {
  params?: ObjectSchema;
  query?: ObjectSchema;
  body?: z.ZodType;
  /** The whole response body: `{ data }`, or `{ data, meta }` for sync calls. */
  response: z.ZodType;
}

/** A call with its schemas, as the server, the web client and the OpenAPI generator read it. */
export interface CallDefinition extends CallInfo, CallSchemas {}

/** A call as written in the contract: its schemas behind a function, built on first use. */
export interface CallDeclaration extends CallInfo {
  schemas: () => CallSchemas;
}

/** The call a declaration defines: its info, and its schemas as read-only properties. */
export type DefinedCall<D extends CallDeclaration> = Omit<D, 'schemas'> & Readonly<ReturnType<D['schemas']>>;

const schemaKeys = ['params', 'query', 'body', 'response'] as const;

/**
 * Declares a call, keeping its literal types so handlers and clients are checked by the compiler.
 * Its schemas are built the first time one of them is read, all four at once, then kept: built
 * at load, the 85 calls' schemas took 25–80 ms of Node on the bench machine (several times that
 * on a phone's start-up), while the login needs one call and a screen a handful.
 */
export function defineCall<const D extends CallDeclaration>(declaration: D): DefinedCall<D> {
  const { schemas, ...info } = declaration;
  let built: CallSchemas | undefined;
  const call = { ...info };
  for (const key of schemaKeys) {
    Object.defineProperty(call, key, {
      enumerable: true,
      get: () => {
        built ??= schemas();
        return built[key];
      },
    });
  }
  return call as unknown as DefinedCall<D>;
}

export type CallParams<C extends CallDefinition> = C['params'] extends z.ZodType
  ? z.input<C['params']>
  : undefined;
export type CallQuery<C extends CallDefinition> = C['query'] extends z.ZodType
  ? z.input<C['query']>
  : undefined;
export type CallBody<C extends CallDefinition> = C['body'] extends z.ZodType ? z.input<C['body']> : undefined;
export type CallResponse<C extends CallDefinition> = z.output<C['response']>;
