import { useEffect, useState } from 'react';

/** A city's title by its IBGE code. */
export type CityTitle = (cityIso: string | null) => string | null;

let loaded: Promise<CityTitle> | undefined;

function loadCityTitle(): Promise<CityTitle> {
  loaded ??= import('@rota/domain/cities').then(
    ({ findCityByIso }) =>
      (cityIso) =>
        cityIso ? (findCityByIso(cityIso)?.title ?? null) : null,
  );
  return loaded;
}

/**
 * City titles for the rows ("Campinas/SP"), from the bundled city list: a big module of its own
 * (5,571 municipalities), loaded on the clients screen only, never on the login route, and only
 * once `enabled` (the rows are on screen: parsing it must not delay them). Null until it arrived
 * (rows show the UF alone meanwhile; a second visit has it at once).
 */
export function useCityTitles(enabled = true): CityTitle | null {
  const [cityTitle, setCityTitle] = useState<{ get: CityTitle } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadCityTitle().then(
      (get) => live && setCityTitle({ get }),
      (error: unknown) => console.warn('[rota] lista de cidades indisponível:', error),
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return cityTitle?.get ?? null;
}
