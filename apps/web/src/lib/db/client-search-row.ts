import { type Client, clientSearchText } from '@rota/domain';
import type { ClientRow } from './local-rows.ts';

type CityTitle = (cityIso: string | null) => string | null;

/**
 * Clients as `MyPWA_DB.clients` keeps them: with `search`, the text the clients screen searches,
 * folded once when the row is stored (DESIGN.md "Budgets": normalise once, not per keystroke).
 * Every path that stores a client goes through here: the pulls, the push's acknowledgement and
 * the client form's local save. The city list (5,571 municipalities) is its own chunk, loaded
 * here on first use, so the login route never downloads it.
 */
export async function withClientSearch<T extends Client>(
  clients: readonly T[],
): Promise<Array<T & ClientRow>> {
  const cityTitle = await loadCityTitle();
  return clients.map((client) => ({
    ...client,
    search: clientSearchText(client, cityTitle(client.city_iso)),
  }));
}

let cityTitleLoaded: Promise<CityTitle> | undefined;

function loadCityTitle(): Promise<CityTitle> {
  cityTitleLoaded ??= import('@rota/domain/cities').then(
    ({ findCityByIso }) =>
      (cityIso) =>
        cityIso ? (findCityByIso(cityIso)?.title ?? null) : null,
  );
  return cityTitleLoaded;
}
