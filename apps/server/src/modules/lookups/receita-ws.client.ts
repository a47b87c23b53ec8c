import { type CnpjLookup, receitaWsErrorSchema, receitaWsFoundSchema } from '@rota/contract';
import { normalizeCep, normalizeCnpj } from '@rota/domain';
import { fetchText, type LookupResult, parseJson, retryAfterSeconds } from './lookup-result.ts';

/** The first of the registry's phone numbers (`(11) 3333-4444 / (11) 5555-6666`), digits only. */
export function firstPhoneDigits(telefone: string): string {
  return (telefone.split('/')[0] ?? '').replace(/\D/g, '');
}

/** How the registry's error messages read: a CNPJ it refuses as malformed, or one it does not hold. */
function classifyError(message: string): 'invalid' | 'not_found' | 'other' {
  const text = message
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  if (text.includes('invalido')) return 'invalid';
  if (text.includes('rejeitado') || text.includes('nao encontrado') || text.includes('not found'))
    return 'not_found';
  return 'other';
}

/**
 * ReceitaWS (`GET {baseUrl}/v1/cnpj/{cnpj}`, `Authorization: Bearer {token}` when one is set): a
 * company's registration by CNPJ. A registered CNPJ answers `status: "OK"` with its data; errors
 * answer `{ status: "ERROR", message }` ("CNPJ inválido", "CNPJ rejeitado pela Receita
 * Federal"); past the plan's quota HTTP 429. A refused token (401/403) is the server's
 * configuration, reported as the service being down. The token never appears in a result.
 */
export async function fetchReceitaWs(
  cnpj: string,
  settings: { baseUrl: string; token: string | undefined; timeoutMs: number },
  now: Date,
): Promise<LookupResult<CnpjLookup>> {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/v1/cnpj/${encodeURIComponent(cnpj)}`;
  const response = await fetchText(url, {
    timeoutMs: settings.timeoutMs,
    followRedirects: false,
    ...(settings.token ? { headers: { authorization: `Bearer ${settings.token}` } } : {}),
  });
  if (!response.ok) return { kind: 'unavailable', reason: response.reason };
  if (response.status === 429)
    return {
      kind: 'rate_limited',
      retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after'), now),
    };
  if (response.status === 401 || response.status === 403)
    return { kind: 'unavailable', reason: `token recusado pelo serviço de CNPJ (HTTP ${response.status})` };
  const json = parseJson(response.text);
  const error = receitaWsErrorSchema.safeParse(json);
  if (error.success && (response.status === 200 || response.status === 400 || response.status === 404)) {
    const kind = classifyError(error.data.message);
    if (kind !== 'other') return { kind };
    return { kind: 'unavailable', reason: `erro do serviço de CNPJ: ${error.data.message.slice(0, 200)}` };
  }
  if (response.status === 404) return { kind: 'not_found' };
  if (response.status !== 200) return { kind: 'unavailable', reason: `HTTP ${response.status}` };
  const found = receitaWsFoundSchema.safeParse(json);
  if (!found.success) return { kind: 'unavailable', reason: 'resposta fora do formato do ReceitaWS' };
  const company = found.data;
  return {
    kind: 'found',
    data: {
      cnpj: normalizeCnpj(company.cnpj),
      name: company.nome,
      fantasy_name: company.fantasia,
      street: company.logradouro,
      number: company.numero,
      complement: company.complemento,
      district: company.bairro,
      city: company.municipio,
      state: company.uf,
      cep: normalizeCep(company.cep),
      email: company.email,
      phone: firstPhoneDigits(company.telefone),
      situation: company.situacao.trim().toUpperCase(),
    },
  };
}
