import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiCalls, buildOpenApiDocument, INTEGRATION_BASE, integrationCalls } from '@rota/contract';
import type { FastifyInstance } from 'fastify';

export type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/** Where Swagger UI is served; the document is at `${DOCS_PREFIX}/json` (DESIGN.md "Operations"). */
export const DOCS_PREFIX = '/docs';

const documents = new Map<string, OpenApiDocument>();

/**
 * One OpenAPI 3.1 document for the whole server: the §7 calls under `/api/` and the ERP
 * integration calls under `/integration/v1/`, both generated from the contract, with their paths
 * and tags merged. Only the calls this server serves are documented (`served`, their names): a
 * call of the contract whose module is not built yet (the charts) would
 * answer 404, so it is left out until it lands. Built once per version and set
 * of calls (generating it walks every zod schema).
 */
export function buildServerOpenApiDocument(version: string, served: ReadonlySet<string>): OpenApiDocument {
  const cacheKey = `${version}\n${[...served].sort().join(',')}`;
  const cached = documents.get(cacheKey);
  if (cached) return cached;
  const isServed = (call: { name: string }) => served.has(call.name);
  const api = buildOpenApiDocument(apiCalls.filter(isServed), { version });
  const integration = buildOpenApiDocument(integrationCalls.filter(isServed), {
    version,
    base: INTEGRATION_BASE,
  });
  const tagNames = new Set(api.tags.map((tag) => tag.name));
  const document: OpenApiDocument = {
    ...api,
    info: {
      ...api.info,
      description: `${api.info.description} Integração com o ERP em \`${INTEGRATION_BASE}\` (chave de integração).`,
    },
    tags: [...api.tags, ...integration.tags.filter((tag) => !tagNames.has(tag.name))],
    paths: { ...api.paths, ...integration.paths },
    components: {
      securitySchemes: { ...api.components.securitySchemes, ...integration.components.securitySchemes },
    },
  };
  documents.set(cacheKey, document);
  return document;
}

/**
 * Swagger UI at `/docs` and the document at `/docs/json` (and `/docs/yaml`). The UI's scripts and
 * styles are served from `@fastify/swagger-ui`'s own files, never a CDN, and it validates
 * nothing online.
 */
export async function registerDocs(
  app: FastifyInstance,
  version: string,
  served: ReadonlySet<string>,
): Promise<void> {
  await app.register(swagger, {
    mode: 'static',
    // The contract's generator types its object loosely (`type: string`); docs.test.ts validates
    // the served document as OpenAPI 3.1.
    specification: {
      document: buildServerOpenApiDocument(version, served) as StaticDocumentSpec['document'],
    },
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Rota — documentação da API' },
    validatorUrl: false,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
