import type { City } from './city.schema.ts';

/** How a city is shown and sent on: uppercase title, IBGE code and internal state id (spec §3). */
export type CityDisplay = { title: string; ibge: string; state_id: number };

export function cityDisplay(city: City): CityDisplay {
  return { title: city.title.toLocaleUpperCase('pt-BR'), ibge: city.iso, state_id: city.state_id };
}
