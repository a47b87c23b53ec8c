export { cities, defaultCitySearchLimit, findCityByIso, searchCities } from './cities.ts';
export { type City, citySchema } from './city.schema.ts';
export { type CityDisplay, cityDisplay } from './city-display.ts';
export {
  type StateAbbreviation,
  stateAbbreviationOf,
  stateAbbreviations,
  stateIbgeCodeOf,
  stateIbgeCodes,
  stateIdOf,
} from './states.ts';
