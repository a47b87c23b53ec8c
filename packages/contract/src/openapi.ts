import { z } from 'zod';
import { API_BASE, pathParamNames } from './call-path.ts';
import type { CallDefinition } from './define-call.ts';
import { errorMessages } from './error-messages.ts';
import { messageErrorSchema, validationErrorSchema } from './errors.ts';

type JsonSchema = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  });
  return rest;
}

function parameters(call: CallDefinition) {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', call.params],
    ['query', call.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape)) {
      const fieldSchema = field as z.ZodType;
      const optional = fieldSchema.safeParse(undefined).success;
      list.push({
        name,
        in: location,
        required: location === 'path' || !optional,
        schema: jsonSchema(fieldSchema, 'input'),
      });
    }
  }
  return list;
}

const errorResponse = (description: string, schema: z.ZodType = messageErrorSchema) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});

const syncBusy = 'A sincronização aguarda uma gravação longa da empresa: tente novamente em instantes.';

/**
 * The error answers a call can give, from what it declares (auth, input, idempotency, sync, its
 * own `errors`). Every call answers 429: the server counts each one against a rate limit before
 * reading it — public calls per address, the others per session or integration key, and wrong
 * credentials per address (apps/server/src/http/rate-limits.ts). A sync pull answers 503 when a
 * long write of the company holds its horizon past the wait (apps/server/src/sync/sync-horizon.ts).
 */
function errorResponses(call: CallDefinition) {
  const responses: Record<string, unknown> = {};
  const hasInput = Boolean(call.params || call.query || call.body);
  if (hasInput || call.name === 'devices.usedToken')
    responses['422'] = errorResponse(errorMessages.validationFailed, validationErrorSchema);
  if (call.auth.kind !== 'public') responses['401'] = errorResponse(errorMessages.sessionExpired);
  if (
    call.auth.kind === 'area' ||
    (call.auth.kind === 'session' && (call.auth.permission || call.auth.anyOf))
  ) {
    responses['403'] = errorResponse(errorMessages.forbidden);
  }
  if (call.params) responses['404'] = errorResponse(errorMessages.notFound);
  if (call.idempotent) responses['409'] = errorResponse(call.conflict ?? errorMessages.conflict);
  if (call.body) responses['413'] = errorResponse(errorMessages.payloadTooLarge);
  responses['429'] = errorResponse(errorMessages.tooManyRequests);
  if (call.sync) responses['503'] = errorResponse(syncBusy);
  for (const [status, description] of Object.entries(call.errors ?? {})) {
    const derived = responses[status] as { description: string } | undefined;
    responses[status] = errorResponse(derived ? `${derived.description} ${description}` : description);
  }
  return responses;
}

function security(call: CallDefinition) {
  switch (call.auth.kind) {
    case 'public':
      return [];
    case 'integration':
      return [{ integrationKey: [] }];
    default:
      return [{ session: [] }];
  }
}

function authNote(call: CallDefinition): string {
  const auth = call.auth;
  if (auth.kind === 'public') return 'Pública.';
  if (auth.kind === 'integration') return 'Chave de integração da empresa.';
  if (auth.kind === 'area') return `Sessão com a permissão de área \`${auth.permission}\`.`;
  if (auth.anyOf)
    return `Sessão com uma das permissões ${auth.anyOf.map((name) => `\`${name}\``).join(' ou ')}.`;
  return auth.permission ? `Sessão com a permissão \`${auth.permission}\`.` : 'Sessão de vendedor.';
}

export interface OpenApiOptions {
  title?: string;
  version?: string;
  base?: string;
}

/** The OpenAPI 3.1 document of a list of calls, generated from their zod schemas. */
export function buildOpenApiDocument(calls: readonly CallDefinition[], options: OpenApiOptions = {}) {
  const base = options.base ?? API_BASE;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    const path = `${base}${call.path}`;
    const operation: Record<string, unknown> = {
      operationId: call.name,
      summary: call.summary,
      description: [
        authNote(call),
        call.sync
          ? 'Sincronização: `since` (cursor) e `limit`; responde `meta.cursor` e `meta.has_more`; linhas excluídas vêm com `deleted_at`.'
          : '',
        call.idempotent ? 'Idempotente pelo `uuid` do registro.' : '',
      ]
        .filter(Boolean)
        .join(' '),
      tags: [call.tag],
      security: security(call),
      parameters: parameters(call),
      responses: {
        '200': {
          description: 'Sucesso',
          content: { 'application/json': { schema: jsonSchema(call.response, 'output') } },
        },
        ...errorResponses(call),
      },
    };
    if (call.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: jsonSchema(call.body, 'input') } },
      };
    }
    const declared = pathParamNames(call.path);
    if (declared.join() !== Object.keys(call.params?.shape ?? {}).join()) {
      throw new Error(`${call.name}: os parâmetros do caminho não batem com o esquema`);
    }
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: options.title ?? 'Rota API',
      version: options.version ?? '1.0.0',
      description: 'API do Rota: força de vendas offline-first. Mensagens de erro em pt-BR (§8).',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(calls.map((call) => call.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'http',
          scheme: 'bearer',
          description: 'Token de sessão de `PUT /api/devices/used-token`.',
        },
        integrationKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'Chave de integração da empresa (ERP).',
        },
      },
    },
  };
}
