import { type CallDefinition, toFieldErrors, toRoutePath } from '@rota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import { ServiceError, unprocessable } from '../errors/service-error.ts';
import type { AuthContext } from './auth/auth-context.ts';
import { authenticate } from './auth/authenticate.ts';
import type { CallBinding } from './bind-call.ts';
import type { RateGuards } from './rate-limits.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract call a route serves; every /api and /integration route must carry one. */
    call?: Pick<CallDefinition, 'name' | 'auth'>;
  }
  interface FastifyRequest {
    /** The caller, set by the call's `onRequest` before the body is read. */
    callAuth: AuthContext | null;
  }
}

function parsePart(schema: z.ZodType | undefined, value: unknown, errors: Record<string, string[]>): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  Object.assign(errors, toFieldErrors(result.error.issues));
  return undefined;
}

export interface RegisterOptions {
  /** Path base of the calls; the §7 API's `/api/` by default. */
  base?: string;
  /** Largest body these routes accept, when it differs from the app's. */
  bodyLimit?: number;
}

/**
 * Who is calling, settled in `onRequest`, before Fastify reads the body: an unauthenticated or
 * rate-limited request is answered 401/403/429 without its body ever being received or parsed.
 */
async function identifyCaller(
  request: FastifyRequest,
  call: CallDefinition,
  deps: AppDeps,
  guards: RateGuards,
): Promise<void> {
  if (call.auth.kind === 'public') {
    await guards.publicCall(request);
    request.callAuth = { kind: 'public' };
    return;
  }
  let auth: AuthContext;
  try {
    auth = await authenticate(deps.db, call.auth, request, deps.clock());
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'unauthorized') await guards.wrongCredential(request);
    throw error;
  }
  request.callAuth = auth;
  await guards.credential(request, auth);
}

/**
 * Registers contract calls as Fastify routes: auth and rate limits first, before the body is
 * read (401/403/429), then params, query and body validated together (one 422 listing every bad field), then the handler; in tests the
 * answer is validated against the call's response schema too (DESIGN.md: one source of truth).
 */
export function registerCalls(
  app: FastifyInstance,
  bindings: readonly CallBinding[],
  deps: AppDeps,
  guards: RateGuards,
  options: RegisterOptions = {},
): void {
  if (!app.hasRequestDecorator('callAuth')) app.decorateRequest('callAuth', null);
  for (const { call, handler } of bindings) {
    app.route({
      method: call.method,
      url: toRoutePath(call, options.base),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      config: { call: { name: call.name, auth: call.auth } },
      onRequest: (request) => identifyCaller(request, call, deps, guards),
      handler: async (request) => {
        const now = deps.clock();
        const auth = request.callAuth;
        const errors: Record<string, string[]> = {};
        const params = parsePart(call.params, request.params, errors);
        const query = parsePart(call.query, request.query, errors);
        const body = parsePart(call.body, request.body, errors);
        if (Object.keys(errors).length > 0) throw unprocessable(errors);
        const result = await handler({ params, query, body, auth: auth as never, now, request } as never);
        if (deps.validateResponses) {
          const checked = call.response.safeParse(result);
          if (!checked.success) {
            request.log.error({ call: call.name, issues: checked.error.issues }, 'resposta fora do contrato');
            throw new Error(
              `Resposta de ${call.name} fora do contrato: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
            );
          }
        }
        return result;
      },
    });
  }
}
