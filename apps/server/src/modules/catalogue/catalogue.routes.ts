import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { getChannel, listCompanyProfiles, listTeams, pullCatalogue } from './catalogue.service.ts';
import { listPromotions, savePromotion } from './promotions.service.ts';

/**
 * §7 Catalogue: server-owned data the device pulls (DESIGN.md "Conflict policy"), always scoped
 * to the session's company; plus the company's teams and profiles and the session's seller, and
 * the manager's reading and saving of the company's promotions.
 */
export function catalogueRoutes(deps: AppDeps) {
  const { db } = deps;
  return [
    bind(api.catalogue.products, ({ auth, query }) => pullCatalogue(db, 'products', auth.companyId, query)),
    bind(api.catalogue.formPayments, ({ auth, query }) =>
      pullCatalogue(db, 'formPayments', auth.companyId, query),
    ),
    bind(api.catalogue.conditionPayments, ({ auth, query }) =>
      pullCatalogue(db, 'conditionPayments', auth.companyId, query),
    ),
    bind(api.catalogue.priceLists, ({ auth, query }) =>
      pullCatalogue(db, 'priceLists', auth.companyId, query),
    ),
    bind(api.catalogue.channels, ({ auth, query }) => pullCatalogue(db, 'channels', auth.companyId, query)),
    bind(api.catalogue.finalities, ({ auth, query }) =>
      pullCatalogue(db, 'finalities', auth.companyId, query),
    ),
    bind(api.catalogue.descParameters, ({ auth, query }) =>
      pullCatalogue(db, 'descParameters', auth.companyId, query),
    ),
    bind(api.catalogue.volumes, ({ auth, query }) => pullCatalogue(db, 'volumes', auth.companyId, query)),
    bind(api.catalogue.productStocks, ({ auth, query }) =>
      pullCatalogue(db, 'productStocks', auth.companyId, query),
    ),
    bind(api.catalogue.promotions, ({ auth, query }) =>
      pullCatalogue(db, 'promotions', auth.companyId, query),
    ),
    bind(api.catalogue.channel, async ({ auth, params }) => ({
      data: await getChannel(db, auth.companyId, params.uuid),
    })),
    bind(api.catalogue.teams, async ({ auth }) => ({ data: await listTeams(db, auth.companyId) })),
    bind(api.catalogue.profiles, async ({ auth }) => ({
      data: await listCompanyProfiles(db, auth.companyId),
    })),
    bind(api.catalogue.seller, async ({ auth }) => ({ data: auth.seller })),
    // The manager's promotions (docs/manager.md "Promoções").
    bind(api.promotions.list, async ({ auth }) => ({ data: await listPromotions(db, auth.companyId) })),
    bind(api.promotions.save, async ({ auth, body }) => ({
      data: await savePromotion(deps, auth.companyId, body),
    })),
  ];
}
