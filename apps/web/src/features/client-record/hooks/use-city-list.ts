import { normalizeText } from '@rota/domain';
import type { City } from '@rota/domain/cities';
import { stateIdOf } from '@rota/domain/cities';
import { useEffect, useState } from 'react';

type CitiesModule = typeof import('@rota/domain/cities');

/** A city as a select offers it: the IBGE code, the name. */
export interface CityOption {
  value: string;
  label: string;
}

/** The bundled municipality list, with the lookups the client screens make. */
export interface CityList {
  /** The UF's cities in the list's (alphabetical) order; empty for no or an unknown UF. */
  optionsFor: (state: string) => CityOption[];
  titleOf: (iso: string) => string | null;
  /** The IBGE code of a city named `title` in `state` (accents and case ignored). */
  isoOf: (state: string, title: string) => string | null;
}

let loading: Promise<CityList> | undefined;

function buildCityList(module: CitiesModule): CityList {
  const byState = new Map<number, CityOption[]>();
  const folded = new Map<number, Array<{ key: string; city: City }>>();
  for (const city of module.cities) {
    const options = byState.get(city.state_id) ?? [];
    options.push({ value: city.iso, label: city.title });
    byState.set(city.state_id, options);
    const keys = folded.get(city.state_id) ?? [];
    keys.push({ key: normalizeText(city.title), city });
    folded.set(city.state_id, keys);
  }
  return {
    optionsFor: (state) => byState.get(stateIdOf(state) ?? 0) ?? [],
    titleOf: (iso) => module.findCityByIso(iso)?.title ?? null,
    isoOf: (state, title) => {
      const key = normalizeText(title);
      return folded.get(stateIdOf(state) ?? 0)?.find((entry) => entry.key === key)?.city.iso ?? null;
    },
  };
}

/** Loads the list once (its own chunk, 5,571 municipalities): never on the login route. */
export function loadCityList(): Promise<CityList> {
  loading ??= import('@rota/domain/cities').then(buildCityList);
  return loading;
}

/** The city list, or null while its chunk loads. */
export function useCityList(): CityList | null {
  const [list, setList] = useState<CityList | null>(null);
  useEffect(() => {
    let active = true;
    loadCityList()
      .then((loaded) => active && setList(loaded))
      .catch((error: unknown) => console.error('[rota] lista de cidades não carregou:', error));
    return () => {
      active = false;
    };
  }, []);
  return list;
}
