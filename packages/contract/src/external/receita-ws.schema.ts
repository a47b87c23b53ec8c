import { z } from 'zod';

/** A text field the registry may leave out or send empty: read as ''. */
const optionalText = () => z.string().catch('');

/**
 * ReceitaWS's answer to `GET {CNPJ_REGISTRY_BASE_URL}/v1/cnpj/{cnpj}` with
 * `Authorization: Bearer {token}` (its public response shape, the fields Rota reads; the many
 * others — activities, partners, capital — are ignored). Masked values as the registry writes
 * them: `cnpj` `11.222.333/0001-81`, `cep` `01.310-100`, `telefone` `(11) 3333-4444 / (11) …`.
 * Errors answer `{ status: 'ERROR', message }`: "CNPJ inválido", "CNPJ rejeitado pela Receita
 * Federal" (not registered), and HTTP 429 past the plan's quota.
 */
export const receitaWsFoundSchema = z.object({
  status: z.literal('OK'),
  cnpj: z.string(),
  nome: z.string(),
  fantasia: optionalText(),
  logradouro: optionalText(),
  numero: optionalText(),
  complemento: optionalText(),
  bairro: optionalText(),
  municipio: optionalText(),
  uf: optionalText(),
  cep: optionalText(),
  email: optionalText(),
  telefone: optionalText(),
  situacao: z.string(),
  abertura: optionalText(),
});
export const receitaWsErrorSchema = z.object({ status: z.literal('ERROR'), message: z.string() });
export const receitaWsResponseSchema = z.discriminatedUnion('status', [
  receitaWsFoundSchema,
  receitaWsErrorSchema,
]);
export type ReceitaWsResponse = z.infer<typeof receitaWsResponseSchema>;
export type ReceitaWsFound = z.input<typeof receitaWsFoundSchema>;
