/** The parts of the served OpenAPI 3.1 document the contract test reads. */
export type JsonSchema = Record<string, unknown>;

export interface DocumentParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

interface DocumentOperation {
  operationId: string;
  security: Record<string, unknown>[];
  parameters: DocumentParameter[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, { content?: { 'application/json'?: { schema: JsonSchema } } }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

/** One operation as the test drives it: what to send, with which credential, and what may come back. */
export interface Operation {
  id: string;
  method: string;
  /** The path template, `{name}` for each path parameter. */
  path: string;
  credential: 'session' | 'integrationKey' | 'none';
  parameters: DocumentParameter[];
  body: JsonSchema | null;
  /** Each declared status with the schema of its JSON body (null: no body declared). */
  responses: Map<number, JsonSchema | null>;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const scheme = Object.keys(operation.security[0] ?? {})[0];
      return {
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        credential: scheme === 'session' || scheme === 'integrationKey' ? scheme : 'none',
        parameters: operation.parameters,
        body: operation.requestBody?.content['application/json'].schema ?? null,
        responses: new Map(
          Object.entries(operation.responses).map(([status, response]) => [
            Number(status),
            response.content?.['application/json']?.schema ?? null,
          ]),
        ),
      } satisfies Operation;
    }),
  );
}
