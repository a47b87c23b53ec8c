import { z } from 'zod';

/**
 * ReceitaWS's answer to `GET {CNPJ_REGISTRY_BASE_URL}/v1/cnpj/{cnpj}` with
 * `Authorization: Bearer {token}` (its public response shape, the fields Rota reads). Errors
 * answer `{ status: 'ERROR', message }`.
 */
export const receitaWsFoundSchema = z.object({
  status: z.literal('OK'),
  cnpj: z.string(),
  nome: z.string(),
  fantasia: z.string(),
  logradouro: z.string(),
  numero: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  municipio: z.string(),
  uf: z.string(),
  cep: z.string(),
  email: z.string(),
  telefone: z.string(),
  situacao: z.string(),
  abertura: z.string(),
});
export const receitaWsErrorSchema = z.object({ status: z.literal('ERROR'), message: z.string() });
export const receitaWsResponseSchema = z.discriminatedUnion('status', [
  receitaWsFoundSchema,
  receitaWsErrorSchema,
]);
export type ReceitaWsResponse = z.infer<typeof receitaWsResponseSchema>;
