import { isInWallet, listClients, type VisitingDay } from '@rota/domain';
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
