import { type CepLookup, type CnpjLookup, cepLookupSchema, cnpjLookupSchema } from '@rota/contract';
import type { z } from 'zod';
import type { LookupSettings } from '../../config/lookup-settings.ts';
import type { Database } from '../../db/database.ts';
import type { LookupKind } from '../../db/schema/index.ts';
import { notFound, tooManyRequests, unavailable, unprocessable } from '../../errors/service-error.ts';
import type { LookupResult } from './lookup-result.ts';
import { readCachedLookup, reserveLookup, writeCachedLookup } from './lookups.repository.ts';
import { fetchReceitaWs } from './receita-ws.client.ts';
import { sellerShare } from './seller-share.ts';
import { fetchViaCep } from './via-cep.client.ts';

export const lookupMessages = {
  cepInvalid: 'CEP inválido',
  cepNotFound: 'CEP não encontrado',
  cepBusy: 'O serviço de CEP recebeu consultas demais. Tente novamente em instantes.',
  cepUnavailable: 'Serviço de CEP indisponível, tente mais tarde',
  cnpjInvalid: 'CNPJ inválido',
  cnpjAlphanumeric:
    'A consulta à Receita ainda não aceita CNPJ alfanumérico. Preencha os dados do cliente à mão.',
  cnpjNotFound: 'CNPJ não encontrado na Receita',
  cnpjBusy: 'A consulta de CNPJ recebeu consultas demais. Tente novamente em instantes.',
  companyLimit: (what: 'CEP' | 'CNPJ', limit: number) =>
    `A empresa já fez ${limit} consultas de ${what} neste minuto. Aguarde e tente novamente.`,
  sellerLimit: (what: 'CEP' | 'CNPJ', share: number) =>
    `Você já fez ${share} consultas de ${what} neste minuto. Aguarde e tente novamente.`,
  cnpjUnavailable: 'Serviço de CNPJ indisponível, tente mais tarde',
} as const;

const HOUR_MS = 3_600_000;

/**
 * How long an answer is kept (docs/server.md "Lookups"): addresses rarely change, so a CEP for 7
 * days; a company's registration (its situation) can, so a CNPJ for 24 hours. "Not found" is
 * kept shorter: a CEP just created or a company just registered appears within the day.
 */
export const LOOKUP_CACHE_MS = {
  cep: { found: 7 * 24 * HOUR_MS, notFound: 24 * HOUR_MS },
  cnpj: { found: 24 * HOUR_MS, notFound: HOUR_MS },
} as const;

/** What a lookup writes to the log when a service fails (never the token). */
export interface LookupLog {
  warn(details: Record<string, unknown>, message: string): void;
}

interface Lookup<T> {
  kind: LookupKind;
  key: string;
  schema: z.ZodType<T>;
  /** Asks the service (the cache missed); may throw a ServiceError first (a quota). */
  fetch: () => Promise<LookupResult<T>>;
}

/**
 * A lookup through the shared cache: a fresh cached answer (found or not) is served without
 * asking the service; otherwise the service's answer is kept for the next callers, and a
 * failure is only reported (never cached).
 */
async function cachedLookup<T>(db: Database, lookup: Lookup<T>, now: Date): Promise<LookupResult<T>> {
  const cached = await readCachedLookup(db, lookup.kind, lookup.key, now);
  if (cached) {
    if (cached.body === null) return { kind: 'not_found' };
    const parsed = lookup.schema.safeParse(cached.body);
    // An entry written by an older version that no longer fits is asked again.
    if (parsed.success) return { kind: 'found', data: parsed.data };
  }
  const result = await lookup.fetch();
  if (result.kind === 'found' || result.kind === 'not_found') {
    const ttl = LOOKUP_CACHE_MS[lookup.kind][result.kind === 'found' ? 'found' : 'notFound'];
    await writeCachedLookup(db, {
      kind: lookup.kind,
      key: lookup.key,
      body: result.kind === 'found' ? result.data : null,
      now,
      expiresAt: new Date(now.getTime() + ttl),
    });
  }
  return result;
}

/** Who asks: the seller's company and the seller (a session). */
export interface LookupAsker {
  companyId: number;
  seller: { id: number };
}

/**
 * Counts a lookup the cache could not answer before the service is asked: first against the
 * seller's share of the company's minute (`sellerShare`), then against the company's minute
 * (`perMinute`); past either, 429 with the seconds left in that window. A seller refused at the
 * share does not touch the company's count, so colleagues keep theirs.
 */
async function reserveWithinQuotas(
  db: Database,
  kind: LookupKind,
  asker: LookupAsker,
  perMinute: number,
  now: Date,
): Promise<void> {
  const what = kind === 'cep' ? 'CEP' : 'CNPJ';
  const share = sellerShare(perMinute);
  const mine = await reserveLookup(
    db,
    { companyId: asker.companyId, kind, sellerId: asker.seller.id },
    share,
    now,
  );
  if (!mine.allowed) throw tooManyRequests(mine.retryAfterSeconds, lookupMessages.sellerLimit(what, share));
  const company = await reserveLookup(db, { companyId: asker.companyId, kind, sellerId: 0 }, perMinute, now);
  if (!company.allowed)
    throw tooManyRequests(company.retryAfterSeconds, lookupMessages.companyLimit(what, perMinute));
}

/**
 * `GET lookups/cep/{cep}`: the address of a CEP from ViaCEP, `city_iso` being the IBGE code of
 * the municipality. A lookup the cache cannot answer counts against the seller's share and the
 * company's `cepPerMinute` (429 with Retry-After past either) before ViaCEP is asked: every
 * tenant asks it from the server's one address. 404 "CEP não encontrado"; 422 when ViaCEP
 * refuses the CEP; 429 with Retry-After when ViaCEP is throttling; 503 when it is down, slow or
 * answers something else (the device then queues the lookup).
 */
export async function lookupCep(
  db: Database,
  settings: LookupSettings,
  asker: LookupAsker,
  cep: string,
  now: Date,
  log: LookupLog,
): Promise<CepLookup> {
  const result = await cachedLookup(
    db,
    {
      kind: 'cep',
      key: cep,
      schema: cepLookupSchema,
      fetch: async () => {
        await reserveWithinQuotas(db, 'cep', asker, settings.cepPerMinute, now);
        return fetchViaCep(cep, { baseUrl: settings.cepBaseUrl, timeoutMs: settings.timeoutMs }, now);
      },
    },
    now,
  );
  switch (result.kind) {
    case 'found':
      return result.data;
    case 'not_found':
      throw notFound(lookupMessages.cepNotFound);
    case 'invalid':
      throw unprocessable({ cep: [lookupMessages.cepInvalid] });
    case 'rate_limited':
      log.warn(
        { service: 'cep', retryAfterSeconds: result.retryAfterSeconds },
        'serviço de CEP limitou as consultas',
      );
      throw tooManyRequests(result.retryAfterSeconds, lookupMessages.cepBusy);
    case 'unavailable':
      log.warn({ service: 'cep', reason: result.reason }, 'serviço de CEP indisponível');
      throw unavailable(lookupMessages.cepUnavailable);
  }
}

/**
 * `GET lookups/cnpj/{cnpj}`: a company's registration from ReceitaWS (`situation` is its
 * `situacao`: ATIVA, SUSPENSA, INAPTA, BAIXADA, NULA), with CEP and phone as digits. A lookup
 * the cache cannot answer counts against the seller's share and the company's `cnpjPerMinute`
 * (429 with Retry-After past either) before the registry is asked. 404 "CNPJ não encontrado na
 * Receita"; 422 when the registry refuses the CNPJ (for an alphanumeric one, saying the
 * registry does not take them yet); 429 when the registry is over its quota; 503 when it is
 * down, slow, refuses the token or answers something else.
 */
export async function lookupCnpj(
  db: Database,
  settings: LookupSettings,
  asker: LookupAsker,
  cnpj: string,
  now: Date,
  log: LookupLog,
): Promise<CnpjLookup> {
  const result = await cachedLookup(
    db,
    {
      kind: 'cnpj',
      key: cnpj,
      schema: cnpjLookupSchema,
      fetch: async () => {
        await reserveWithinQuotas(db, 'cnpj', asker, settings.cnpjPerMinute, now);
        return fetchReceitaWs(
          cnpj,
          { baseUrl: settings.cnpjBaseUrl, token: settings.cnpjToken, timeoutMs: settings.timeoutMs },
          now,
        );
      },
    },
    now,
  );
  const alphanumeric = /[A-Z]/.test(cnpj);
  switch (result.kind) {
    case 'found':
      return result.data;
    case 'not_found':
      throw notFound(lookupMessages.cnpjNotFound);
    case 'invalid':
      throw unprocessable({
        cnpj: [alphanumeric ? lookupMessages.cnpjAlphanumeric : lookupMessages.cnpjInvalid],
      });
    case 'rate_limited':
      log.warn(
        { service: 'cnpj', retryAfterSeconds: result.retryAfterSeconds },
        'serviço de CNPJ limitou as consultas',
      );
      throw tooManyRequests(result.retryAfterSeconds, lookupMessages.cnpjBusy);
    case 'unavailable':
      log.warn({ service: 'cnpj', reason: result.reason }, 'serviço de CNPJ indisponível');
      throw unavailable(lookupMessages.cnpjUnavailable);
  }
}
