import type { City } from './city.schema.ts';

/**
 * The bundled city list as text, about a third smaller than one JSON tuple per city (it is
 * precached on every phone, DESIGN.md "Budgets"): a line `@<state_id>` opens a state's block,
 * then one line per city, `title|iso|lat|long`, the coordinates without their trailing zeros.
 * `parseCityTable` gives them back with the 8 decimals the list holds (`toFixed(8)` restores them
 * exactly: a seat's coordinate has at most 10 significant digits).
 */
export function parseCityTable(table: string): City[] {
  const cities: City[] = [];
  let stateId = 0;
  for (const line of table.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('@')) {
      stateId = Number(line.slice(1));
      continue;
    }
    const [title = '', iso = '', lat = '', long = ''] = line.split('|');
    cities.push({
      state_id: stateId,
      title,
      iso,
      lat: Number(lat).toFixed(8),
      long: Number(long).toFixed(8),
    });
  }
  return cities;
}

/** A coordinate with 8 decimals, written without its trailing zeros ("-12.47107000" → "-12.47107"). */
export function compactCoordinate(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** The text `parseCityTable` reads, for cities ordered by state (the generator writes it). */
export function formatCityTable(cities: readonly City[]): string {
  const lines: string[] = [];
  let stateId: number | null = null;
  for (const { state_id, title, iso, lat, long } of cities) {
    if (/[|\n`\\]|\$\{/.test(title)) throw new Error(`título de cidade que a tabela não guarda: ${title}`);
    if (state_id !== stateId) {
      lines.push(`@${state_id}`);
      stateId = state_id;
    }
    lines.push(`${title}|${iso}|${compactCoordinate(lat)}|${compactCoordinate(long)}`);
  }
  return `${lines.join('\n')}\n`;
}
