import {
  clientSearchQuery,
  type VisitingDay,
  type Weekday,
  weekdayName,
  weekdayOfDate,
  zonedDayStart,
} from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useAuth, useCan } from '#lib/auth/index.ts';
import { useNow } from '#lib/clock/use-now.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { runWhenIdle } from '#lib/device/run-when-idle.ts';
import { clientCounts } from '../api/client-counts.ts';
import type { ClientListItem } from '../api/client-list-item.ts';
import {
  type ClientScope,
  dayClients,
  dayRouteOrder,
  listedClients,
  walletClients,
} from '../api/listed-clients.ts';
import { prepareClientSearch, searchClients } from '../api/search-clients.ts';
import { readVisitOrder, visitOrderKey } from '../api/visit-orders.ts';
import { useClientData } from './use-client-data.ts';
import { type ClientFilterActions, type ClientFilters, useClientFilters } from './use-client-filters.ts';

/** Why the list is empty, for the screen to say so in pt-BR. */
export type EmptyReason = 'first-sync' | 'wallet' | 'search' | 'today' | 'days' | 'all-days';

export interface ClientList {
  /** Undefined until the tables were read. */
  shown: readonly ClientListItem[] | undefined;
  counts: { clients: number; overdue: number };
  emptyReason: EmptyReason | null;
  filters: ClientFilters;
  actions: ClientFilterActions;
  /** The query applied, as typed. */
  appliedQuery: string;
  /** A query is typed: the list shows the whole wallet's matches, whatever the days chosen. */
  searching: boolean;
  /**
   * One day chosen and no search: the list is that day's route, in visiting order (domain
   * `visitOrder`), and `key` names where its order is stored; null otherwise (alphabetical).
   */
  route: { day: VisitingDay; key: string } | null;
  today: Weekday;
  /** The day "Rota do dia" plans: the one chosen day, else today. */
  routeDay: Weekday;
  /** The clients of `routeDay` in the same scope (own or all), for the route; empty off the map. */
  routeItems: readonly ClientListItem[];
  now: Date;
  can: { viewAll: boolean; create: boolean; geo: boolean; newSale: boolean };
}

/**
 * The clients screen: the §5 rule (domain `listClients`) over every stored client, then the
 * search over the stored search texts, recomputed only for what changed — the data, the days or
 * scope (`listed`), the query (`shown`): a keystroke re-runs the search alone, within a frame at
 * 20,000 clients (docs/bench.md).
 */
export function useClientList(): ClientList {
  // The rows' "há 12 dias" read `now`; the route, the listing and the filters read São Paulo's day.
  const now = useNow(60_000);
  const date = useToday();
  const dayStart = useMemo(() => zonedDayStart(date), [date]);
  const data = useClientData(date);
  const [filters, actions] = useClientFilters(date);
  const { session, companyId } = useAuth();
  const can = {
    viewAll: useCan('canViewAllClients'),
    create: useCan('canCreateClient'),
    geo: useCan('canGeoClient'),
    newSale: useCan('canNewSaleClient'),
  };
  const today = weekdayName(weekdayOfDate(date));
  const all = filters.all && can.viewAll;
  // A search looks through the whole wallet, whatever the chosen days: a seller typing a name
  // expects to find the client (a Quinzenal one not yet due included). The wallet is not tested
  // again when a day chip changes: the day's list is taken from it (and kept per days).
  const walletScope = useMemo<ClientScope | null>(
    () =>
      session && companyId !== null
        ? { companyId, sellerCodeErp: session.seller.code_erp, all, days: [], now: dayStart }
        : null,
    [session, companyId, all, dayStart],
  );
  const scope = useMemo(
    () => (walletScope ? { ...walletScope, days: filters.days } : null),
    [walletScope, filters.days],
  );
  const wallet = useMemo(
    () => (data && walletScope ? walletClients(data.items, walletScope) : undefined),
    [data, walletScope],
  );
  const listed = useMemo(() => (wallet && scope ? dayClients(wallet, scope) : undefined), [wallet, scope]);
  // The search's index of the wallet is built while the seller looks at the list, not at the first letter.
  useEffect(() => (wallet ? runWhenIdle(() => prepareClientSearch(wallet), 2_000) : undefined), [wallet]);
  // Not deferred: the search answers from the wallet's index or the answer before (about 1 ms at
  // 20,000) and the list repaints a dozen rows, within a frame; deferring would only render twice.
  const appliedQuery = filters.query;
  const searching = appliedQuery.trim() !== '';
  const oneDay = filters.days.length === 1 ? filters.days[0] : undefined;
  const sellerId = session?.seller.id ?? null;
  const dayRoute = useMemo(
    () =>
      oneDay && companyId !== null && sellerId !== null
        ? { day: oneDay, key: visitOrderKey(companyId, sellerId, oneDay) }
        : null,
    [oneDay, companyId, sellerId],
  );
  // The day's order is kept while a search shows: clearing the search does not walk the day again.
  const routeKey = dayRoute?.key ?? null;
  const saved = useLiveQuery(async () => (routeKey ? readVisitOrder(routeKey) : []), [routeKey]);
  const routed = useMemo(
    () => (dayRoute && listed && saved ? dayRouteOrder(listed, saved) : undefined),
    [dayRoute, listed, saved],
  );
  const route = searching ? null : dayRoute;
  const shown = useMemo(() => {
    if (searching) return wallet && searchClients(wallet, clientSearchQuery(appliedQuery.trim()));
    return route ? routed : listed;
  }, [searching, wallet, appliedQuery, route, routed, listed]);

  const routeDay = (filters.days.length === 1 ? filters.days[0] : undefined) ?? today;
  const onMap = filters.view === 'map' && can.geo;
  const routeItems = useMemo(
    () => (onMap && data && scope ? listedClients(data.items, { ...scope, days: [routeDay] }) : []),
    [onMap, data, scope, routeDay],
  );

  const counts = useMemo(() => clientCounts(shown ?? []), [shown]);
  let emptyReason: EmptyReason | null = null;
  if (data && shown?.length === 0) {
    if (!data.anyStored && !data.firstSyncDone) emptyReason = 'first-sync';
    else if (searching) emptyReason = 'search';
    else if (filters.days.length === 0) emptyReason = data.anyStored ? 'all-days' : 'wallet';
    else if (filters.days.length === 1 && filters.days[0] === today) emptyReason = 'today';
    else emptyReason = 'days';
  }

  return {
    shown,
    counts,
    emptyReason,
    filters,
    actions,
    appliedQuery,
    searching,
    route,
    today,
    routeDay,
    routeItems,
    now,
    can,
  };
}
