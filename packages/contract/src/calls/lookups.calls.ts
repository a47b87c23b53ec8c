import { cepSchema, cnpjSchema } from '@rota/domain';
import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

const tag = 'Consultas externas';

export const cepLookupSchema = z.object({
  cep: z.string(),
  street: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  city_iso: z.string(),
});
export type CepLookup = z.infer<typeof cepLookupSchema>;

export const cnpjLookupSchema = z.object({
  cnpj: z.string(),
  name: z.string(),
  fantasy_name: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
  cep: z.string(),
  email: z.string(),
  phone: z.string(),
  situation: z.string(),
});
export type CnpjLookup = z.infer<typeof cnpjLookupSchema>;

/**
 * §7 External lookups. The device asks Rota's server, which asks the postal-code service and
 * the company registry at their configured base URLs, so the registry's token never leaves
 * the server; the body comes back as `{ data }` like every call (§7 "read from data.data").
 */
export const lookupsCalls = {
  cep: defineCall({
    name: 'lookups.cep',
    method: 'GET',
    path: 'lookups/cep/{cep}',
    summary: 'Endereço pelo CEP (serviço de CEP configurado no servidor)',
    tag,
    // The server caps CEP lookups per seller and per company (one address asks for every tenant).
    auth: { kind: 'session' },
    errors: {
      429: 'Cota do minuto esgotada (do vendedor ou da empresa) ou serviço externo sobrecarregado; o cabeçalho Retry-After diz em quantos segundos tentar de novo.',
      404: 'CEP não encontrado.',
      503: 'Serviço de CEP indisponível (fora do ar, lento ou recusando o servidor), tente mais tarde.',
    },
    schemas: () => ({
      params: z.object({ cep: cepSchema }),
      response: dataEnvelope(cepLookupSchema),
    }),
  }),
  cnpj: defineCall({
    name: 'lookups.cnpj',
    method: 'GET',
    path: 'lookups/cnpj/{cnpj}',
    summary: 'Dados cadastrais pelo CNPJ (consulta à Receita com o token do servidor)',
    tag,
    // Any seller filling a client form may autofill it; canRequeryFantasy is the screen's
    // "consultar de novo" on a stored client. The server caps lookups per seller and per company.
    auth: { kind: 'session' },
    errors: {
      429: 'Cota do minuto esgotada (do vendedor ou da empresa) ou serviço externo sobrecarregado; o cabeçalho Retry-After diz em quantos segundos tentar de novo.',
      404: 'CNPJ não encontrado na Receita.',
      503: 'Serviço de CNPJ indisponível (fora do ar, lento ou recusando o token), tente mais tarde.',
    },
    schemas: () => ({
      params: z.object({ cnpj: cnpjSchema }),
      response: dataEnvelope(cnpjLookupSchema),
    }),
  }),
} as const;
