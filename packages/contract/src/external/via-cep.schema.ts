import { z } from 'zod';

/**
 * ViaCEP's answer to `GET {CEP_BASE_URL}/ws/{cep}/json/` (its public response shape). An
 * unknown CEP answers 200 with `{ "erro": "true" }` (older versions: `true`).
 */
export const viaCepFoundSchema = z.object({
  cep: z.string(),
  logradouro: z.string(),
  complemento: z.string(),
  bairro: z.string(),
  localidade: z.string(),
  uf: z.string(),
  ibge: z.string(),
  gia: z.string().optional(),
  ddd: z.string().optional(),
  siafi: z.string().optional(),
});
export const viaCepNotFoundSchema = z.object({ erro: z.union([z.literal(true), z.literal('true')]) });
export const viaCepResponseSchema = z.union([viaCepNotFoundSchema, viaCepFoundSchema]);
export type ViaCepResponse = z.infer<typeof viaCepResponseSchema>;
export type ViaCepFound = z.input<typeof viaCepFoundSchema>;
