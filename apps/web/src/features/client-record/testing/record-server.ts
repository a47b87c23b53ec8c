import type { CepLookup, CnpjLookup } from '@rota/contract';
import { vi } from 'vitest';
import { jsonResponse } from '#testing/json-response.ts';

const STAMPS = { updated_at: '2026-11-22T13:00:00.000Z', deleted_at: null };

export interface RecordRequest {
  method: string;
  path: string;
  body: unknown;
}

type Answer = (request: RecordRequest) => Response | Promise<Response>;

/**
 * The server as the client screens meet it, on `fetch`: `lookups/cep|cnpj/{value}` answer the
 * contract's shapes from `cep`/`cnpj` (404 when missing), the outbox's writes echo their body with
 * sync stamps (a delivery address as sent, a removal as `{ uuid, deleted }`). `next` scripts the
 * next answer of a path (a 422, a 503…).
 */
export function fakeRecordServer() {
  const requests: RecordRequest[] = [];
  const cep = new Map<string, CepLookup>();
  const cnpj = new Map<string, CnpjLookup>();
  const scripted: Array<{ path: RegExp; answer: Answer }> = [];

  const answer = async (request: RecordRequest): Promise<Response> => {
    const index = scripted.findIndex((entry) => entry.path.test(request.path));
    if (index >= 0) {
      const [entry] = scripted.splice(index, 1);
      if (entry) return entry.answer(request);
    }
    const lookup = /^lookups\/(cep|cnpj)\/(.+)$/.exec(request.path);
    if (lookup) {
      const found = lookup[1] === 'cep' ? cep.get(lookup[2] ?? '') : cnpj.get(lookup[2] ?? '');
      return found
        ? jsonResponse({ data: found })
        : jsonResponse({ message: lookup[1] === 'cep' ? 'CEP não encontrado' : 'CNPJ não encontrado' }, 404);
    }
    if (request.path === 'clients/newclient' || request.path === 'clients/newupdate')
      return jsonResponse({ data: { ...(request.body as object), ...STAMPS, id: 99 } });
    if (/^clients\/[^/]+\/visited$/.test(request.path))
      return jsonResponse({ data: { ...STAMPS, id: 99, ...(request.body as object) } });
    const address = /^clients\/[^/]+\/delivery-address(?:\/([^/]+))?$/.exec(request.path);
    if (address) {
      if (request.method === 'DELETE') return jsonResponse({ data: { uuid: address[1], deleted: true } });
      return jsonResponse({ data: { ...(request.body as object), sinchronized: 1 } });
    }
    return jsonResponse({ message: `sem resposta para ${request.path}` }, 500);
  };

  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://app').pathname.replace(/^\/api\//, '');
    const request = {
      method: init.method ?? 'GET',
      path,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    return answer(request);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    cep,
    cnpj,
    /** The next request to a path matching `path` gets this answer instead. */
    next(path: RegExp, response: Answer) {
      scripted.push({ path, answer: response });
    },
    paths: () => requests.map((request) => request.path),
  };
}

export const PAULISTA: CepLookup = {
  cep: '01310100',
  street: 'Avenida Paulista',
  complement: 'de 612 a 1510 - lado par',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  city_iso: '3550308',
};

export const COPACABANA: CepLookup = {
  cep: '22041001',
  street: 'Avenida Nossa Senhora de Copacabana',
  complement: '',
  district: 'Copacabana',
  city: 'Rio de Janeiro',
  state: 'RJ',
  city_iso: '3304557',
};

export const REGISTRY: CnpjLookup = {
  cnpj: '11222333000181',
  name: 'Mercado Bom Preço Ltda',
  fantasy_name: 'Bom Preço',
  street: 'Rua Augusta',
  number: '500',
  complement: 'Loja 2',
  district: 'Consolação',
  city: 'SAO PAULO',
  state: 'SP',
  cep: '01305000',
  email: 'contato@bompreco.com.br',
  phone: '(11) 3255-1234',
  situation: 'ATIVA',
};
