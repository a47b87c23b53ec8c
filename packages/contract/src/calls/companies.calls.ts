import { cnpjSchema, companyConfigSchema, companySchema, idSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope, syncQuerySchema } from '../envelope.ts';

const companyIdParams = z.object({ company_id: z.coerce.number().pipe(idSchema) });

/**
 * §7 Companies. Only the CNPJ lookup is public: Nova Empresa runs before login and needs just the
 * company's id, name and CNPJ (public data in Brazil). The config is the session's company's,
 * read after login, so no company's settings can be listed by id.
 */
export const companiesCalls = {
  byCnpj: defineCall({
    name: 'companies.byCnpj',
    method: 'GET',
    path: 'companies/{cnpj}/cnpj',
    summary: 'Empresa pelo CNPJ (numérico ou alfanumérico, 14 caracteres sem máscara)',
    tag: 'Empresas',
    auth: { kind: 'public' },
    schemas: () => ({
      params: z.object({ cnpj: cnpjSchema }),
      // §7 "same object as query": the client also sends the CNPJ as a query parameter.
      query: z.object({ cnpj: cnpjSchema.optional() }),
      response: dataEnvelope(companySchema),
    }),
  }),
  get: defineCall({
    name: 'companies.get',
    method: 'GET',
    path: 'companies/{id}',
    summary: 'Empresa da sessão',
    tag: 'Empresas',
    auth: { kind: 'session' },
    schemas: () => ({
      params: z.object({ id: z.coerce.number().pipe(idSchema) }),
      response: dataEnvelope(companySchema),
    }),
  }),
  configSync: defineCall({
    name: 'companies.configSync',
    method: 'GET',
    path: 'companies/{company_id}/config/sync',
    summary: 'Configuração da empresa para a sincronização',
    tag: 'Empresas',
    auth: { kind: 'session' },
    schemas: () => ({
      params: companyIdParams,
      query: syncQuerySchema,
      response: dataEnvelope(companyConfigSchema),
    }),
  }),
  config: defineCall({
    name: 'companies.config',
    method: 'GET',
    path: 'companies/{company_id}/config',
    summary: 'Configuração da empresa da sessão (guardada localmente após o login)',
    tag: 'Empresas',
    auth: { kind: 'session' },
    schemas: () => ({
      params: companyIdParams,
      query: z.object({}),
      response: dataEnvelope(companyConfigSchema),
    }),
  }),
} as const;
