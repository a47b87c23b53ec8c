import { api } from '@rota/contract';
import type { AppDeps } from '../../app-deps.ts';
import { bind } from '../../http/bind-call.ts';
import { bakeryDay, dayLines, dayTotals, driverNames } from './bakery.service.ts';
import { stampLines } from './bakery-stamp.service.ts';

/**
 * §7 Bakery, for profiles with `canAccessBakery` (403 otherwise): the day's lines (today in São
 * Paulo unless `date` is given), its totals per category, the drivers, and the three stamps.
 * Everything is the session's company's.
 */
export function bakeryRoutes(deps: AppDeps) {
  const { db } = deps;
  const calls = api.bakery;
  return [
    bind(calls.driverNames, async ({ auth }) => ({ data: await driverNames(db, auth.companyId) })),
    bind(calls.production, async ({ auth, query, now }) => ({
      data: await dayLines(db, auth.companyId, bakeryDay(query.date, now), { order: 'production' }),
    })),
    bind(calls.productionByCategory, async ({ auth, query, now }) => ({
      data: await dayTotals(db, auth.companyId, bakeryDay(query.date, now), 'production'),
    })),
    bind(calls.separationByCategory, async ({ auth, query, now }) => ({
      data: await dayTotals(db, auth.companyId, bakeryDay(query.date, now), 'separation'),
    })),
    bind(calls.delivery, async ({ auth, query, now }) => ({
      data: await dayLines(db, auth.companyId, bakeryDay(query.date, now), {
        order: 'delivery',
        driver: query.driver,
      }),
    })),
    bind(calls.productionAt, ({ auth, body }) => stampLines(deps, auth, 'production', body)),
    bind(calls.separationAt, ({ auth, body }) => stampLines(deps, auth, 'separation', body)),
    bind(calls.deliveryAt, ({ auth, body }) => stampLines(deps, auth, 'delivery', body)),
  ];
}
