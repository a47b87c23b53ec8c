import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import {
  channels,
  conditionPayments,
  descParameters,
  finalities,
  formPayments,
  priceLists,
  products,
  volumes,
} from '../../db/schema/index.ts';
import { toProfile } from '../../http/auth/session-rows.ts';
import { bind } from '../../http/bind-call.ts';
import {
  listActiveTeams,
  listProfiles,
  toChannel,
  toConditionPayment,
  toDescParameter,
  toFinality,
  toFormPayment,
  toPriceList,
  toProduct,
  toTeam,
  toVolume,
} from './catalogue.repository.ts';
import { getChannel, pullCompanyTable } from './catalogue.service.ts';

/**
 * §7 Catalogue: server-owned data the device pulls (DESIGN.md "Conflict policy"), always scoped
 * to the session's company; plus the company's teams and profiles and the session's seller.
 */
export function catalogueRoutes({ db }: AppDeps) {
  return [
    bind(api.catalogue.products, ({ auth, query }) =>
      pullCompanyTable(db, products, toProduct, auth.companyId, query),
    ),
    bind(api.catalogue.formPayments, ({ auth, query }) =>
      pullCompanyTable(db, formPayments, toFormPayment, auth.companyId, query),
    ),
    bind(api.catalogue.conditionPayments, ({ auth, query }) =>
      pullCompanyTable(db, conditionPayments, toConditionPayment, auth.companyId, query),
    ),
    bind(api.catalogue.priceLists, ({ auth, query }) =>
      pullCompanyTable(db, priceLists, toPriceList, auth.companyId, query),
    ),
    bind(api.catalogue.channels, ({ auth, query }) =>
      pullCompanyTable(db, channels, toChannel, auth.companyId, query),
    ),
    bind(api.catalogue.finalities, ({ auth, query }) =>
      pullCompanyTable(db, finalities, toFinality, auth.companyId, query),
    ),
    bind(api.catalogue.descParameters, ({ auth, query }) =>
      pullCompanyTable(db, descParameters, toDescParameter, auth.companyId, query),
    ),
    bind(api.catalogue.volumes, ({ auth, query }) =>
      pullCompanyTable(db, volumes, toVolume, auth.companyId, query),
    ),
    bind(api.catalogue.channel, async ({ auth, params }) => ({
      data: await getChannel(db, auth.companyId, params.uuid),
    })),
    bind(api.catalogue.teams, async ({ auth }) => ({
      data: (await listActiveTeams(db, auth.companyId)).map(toTeam),
    })),
    // §4: the device replaces its profiles with this list on every sync.
    bind(api.catalogue.profiles, async ({ auth }) => ({
      data: (await listProfiles(db, auth.companyId)).map(toProfile),
    })),
    bind(api.catalogue.seller, async ({ auth }) => ({ data: auth.seller })),
  ];
}
