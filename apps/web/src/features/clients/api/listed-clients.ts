import { isInWallet, listClients, listWalletByDay, type VisitingDay, visitOrder } from '@rota/domain';
import type { ClientListItem } from './client-list-item.ts';

/** Who is asking and for which days (the §5 rule's input, `ClientListingFilter`). */
export interface ClientScope {
  companyId: number;
  sellerCodeErp: string | null;
  /** Every seller's clients ("Todos os clientes", with canViewAllClients). */
  all: boolean;
  /** The chosen visiting days; none: every day. */
  days: readonly VisitingDay[];
  now: Date;
}

/** The §5 rule over the prepared items (domain `listClients`): company, active or recently reproved, days, own. */
export function listedClients(items: readonly ClientListItem[], scope: ClientScope): ClientListItem[] {
  return listClients(items, {
    companyId: scope.companyId,
    sellerCodeErp: scope.sellerCodeErp,
    all: scope.all,
    days: scope.days,
    now: scope.now,
  });
}

/** The seller's whole wallet (domain `isInWallet`: the §5 rule without days), what a search looks through. */
export function walletClients(items: readonly ClientListItem[], scope: ClientScope): ClientListItem[] {
  const filter = {
    companyId: scope.companyId,
    sellerCodeErp: scope.sellerCodeErp,
    all: scope.all,
    now: scope.now,
  };
  return items.filter((item) => isInWallet(item, filter));
}

/** The day lists already made from a wallet, by chosen days: a chip turned on and off again answers at once. */
const dayListsByWallet = new WeakMap<readonly ClientListItem[], Map<string, ClientListItem[]>>();

/**
 * The wallet's clients for the chosen days (domain `listWalletByDay`: the same answer as
 * `listedClients` over every client, without testing the wallet again), kept per wallet and days.
 * `scope` must be the wallet's own (same company, seller, `all` and `now`).
 */
export function dayClients(wallet: readonly ClientListItem[], scope: ClientScope): ClientListItem[] {
  let lists = dayListsByWallet.get(wallet);
  if (!lists) {
    lists = new Map();
    dayListsByWallet.set(wallet, lists);
  }
  const key = [...scope.days].sort().join(',');
  let list = lists.get(key);
  if (!list) {
    list = listWalletByDay(wallet, scope);
    lists.set(key, list);
  }
  return list;
}

/** The last visiting order walked for a day list, and the seller's saved order it started from. */
const routesByList = new WeakMap<readonly ClientListItem[], { saved: string; order: ClientListItem[] }>();

/**
 * A day's clients in visiting order (domain `visitOrder`), kept per day list and saved order:
 * coming back to a day, or clearing a search, does not walk the day again.
 */
export function dayRouteOrder(listed: readonly ClientListItem[], saved: readonly string[]): ClientListItem[] {
  const savedKey = saved.join(',');
  const known = routesByList.get(listed);
  if (known && known.saved === savedKey) return known.order;
  const order = visitOrder(listed, saved);
  routesByList.set(listed, { saved: savedKey, order });
  return order;
}
