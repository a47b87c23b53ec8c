import type { CallDefinition, CallResponse } from '@rota/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext, IntegrationAuth, SessionAuth } from './auth/auth-context.ts';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

type AuthFor<C extends CallDefinition> = C['auth']['kind'] extends 'public'
  ? Extract<AuthContext, { kind: 'public' }>
  : C['auth']['kind'] extends 'integration'
    ? IntegrationAuth
    : SessionAuth;

/** What a handler receives: validated input, the caller, and the request's clock reading. */
export interface HandlerInput<C extends CallDefinition> {
  params: Parsed<C['params']>;
  query: Parsed<C['query']>;
  body: Parsed<C['body']>;
  auth: AuthFor<C>;
  now: Date;
  request: FastifyRequest;
}

export type CallHandler<C extends CallDefinition> = (input: HandlerInput<C>) => Promise<CallResponse<C>>;

/** A call of the contract joined to its handler; the generics stop here, checked by `bind`. */
export interface CallBinding {
  call: CallDefinition;
  handler: (input: HandlerInput<CallDefinition>) => Promise<unknown>;
}

/** Joins a contract call to its handler; the compiler checks input and output against the call. */
export function bind<C extends CallDefinition>(call: C, handler: CallHandler<C>): CallBinding {
  return { call, handler: handler as unknown as CallBinding['handler'] };
}
