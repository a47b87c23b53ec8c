import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { lookupCep, lookupCnpj } from './lookups.service.ts';

/**
 * §7 External lookups: the device asks the server, which asks ViaCEP and ReceitaWS with its own
 * token (docs/server.md "Lookups"). Any logged-in seller may ask.
 */
export function lookupsRoutes({ db, lookups }: AppDeps) {
  return [
    bind(api.lookups.cep, async ({ auth, params, now, request }) => ({
      data: await lookupCep(db, lookups, auth, params.cep, now, request.log),
    })),
    bind(api.lookups.cnpj, async ({ auth, params, now, request }) => ({
      data: await lookupCnpj(db, lookups, auth, params.cnpj, now, request.log),
    })),
  ];
}
