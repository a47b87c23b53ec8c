import {
  clientIdLine,
  clientPlace,
  clientSearchMatcher,
  clientSearchQuery,
  isActiveSaleStatus,
  normalizeText,
} from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo } from 'react';
import { useCityTitles } from '#lib/cities/use-city-titles.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import type { CheckoutSession } from './use-checkout-session.ts';

/** How many clients the picker lists. */
export const CLIENTS_SHOWN = 40;

export interface ClientChoice {
  uuid: string;
  name: string;
  /** Fantasy name and city/UF, as far as known: `Padaria do João · Campinas/SP`. */
  detail: string | null;
  /** CNPJ/CPF and ERP code (domain `clientIdLine`): always tells same-named clients apart. */
  ids: string;
  /** The seller has an active cart for this client. */
  openCart: boolean;
}

/**
 * The clients a sale can be for: the company's active ones (§5), found by the search text the
 * sync folded (name, fantasia, document, city), those with an open cart of this seller first.
 */
export function useClientChoices(typed: string, session: CheckoutSession | null): ClientChoice[] | undefined {
  const query = clientSearchQuery(useDeferredValue(typed));
  const companyId = session?.companyId ?? null;
  const sellerId = session?.sellerId ?? null;
  const cityTitle = useCityTitles();
  const rows = useLiveQuery(async () => {
    const [clients, sales] = await Promise.all([myPwaDb.clients.toArray(), myPwaDb.sales.toArray()]);
    const open = new Set(
      sales.flatMap((sale) =>
        sale.seller_id === sellerId && sale.client_uuid && isActiveSaleStatus(sale.status)
          ? [sale.client_uuid]
          : [],
      ),
    );
    return {
      clients: clients.filter((client) => client.company_id === companyId && client.inative === 0),
      open,
    };
  }, [companyId, sellerId]);
  return useMemo(() => {
    if (!rows) return undefined;
    const matches = clientSearchMatcher(query);
    const found = rows.clients.filter((client) => matches(client.search ?? normalizeText(client.name)));
    return found
      .map((client) => ({
        uuid: client.uuid,
        name: client.name,
        detail:
          [client.fantasy_name, clientPlace(cityTitle?.(client.city_iso) ?? null, client.state)]
            .filter(Boolean)
            .join(' · ') || null,
        ids: clientIdLine(client),
        openCart: rows.open.has(client.uuid),
      }))
      .sort((a, b) => Number(b.openCart) - Number(a.openCart) || a.name.localeCompare(b.name, 'pt-BR'))
      .slice(0, CLIENTS_SHOWN);
  }, [rows, query, cityTitle]);
}
