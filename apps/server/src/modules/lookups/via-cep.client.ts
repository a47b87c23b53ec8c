import { type CepLookup, viaCepFoundSchema, viaCepNotFoundSchema } from '@rota/contract';
import { normalizeCep } from '@rota/domain';
import { fetchText, type LookupResult, parseJson, retryAfterSeconds } from './lookup-result.ts';

/**
 * ViaCEP (`GET {baseUrl}/ws/{cep}/json/`): an address by CEP. A known CEP answers its address
 * (`ibge` is the municipality's IBGE code, Rota's `city_iso`); an unknown one answers 200 with
 * `{ "erro": true }` (or `"true"`); a malformed one answers HTTP 400 (an HTML page).
 */
export async function fetchViaCep(
  cep: string,
  settings: { baseUrl: string; timeoutMs: number },
  now: Date,
): Promise<LookupResult<CepLookup>> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/ws/${encodeURIComponent(cep)}/json/`;
  const response = await fetchText(url, { timeoutMs: settings.timeoutMs });
  if (!response.ok) return { kind: 'unavailable', reason: response.reason };
  if (response.status === 400) return { kind: 'invalid' };
  if (response.status === 429)
    return {
      kind: 'rate_limited',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now),
    };
  if (response.status !== 200) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  const json = parseJson(response.text);
  if (viaCepNotFoundSchema.safeParse(json).success) return { kind: 'not_found' };
  const found = viaCepFoundSchema.safeParse(json);
  if (!found.success || !/^\d{7}$/.test(found.data.ibge))
    return { kind: 'unavailable', reason: 'resposta fora do formato do ViaCEP' };
  const address = found.data;
  return {
    kind: 'found',
    data: {
      cep: normalizeCep(address.cep),
      street: address.logradouro,
      complement: address.complemento,
      district: address.bairro,
      city: address.localidade,
      state: address.uf,
      city_iso: address.ibge,
    },
  };
}
