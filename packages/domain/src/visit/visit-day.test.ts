import { describe, expect, it } from 'vitest';
import { makeDayVisit, testUuid } from '../testing/fixtures.ts';
import { type DayClient, type DayVisit, sellerDayStops, visitDaySchema } from './visit-day.ts';

const client = (name: string): DayClient => ({ uuid: testUuid(), name, lat: -23.56, long: -46.65 });
const visit = (at: string, overrides: Partial<DayVisit> = {}) =>
  makeDayVisit({ started_at: at, ...overrides });

describe('sellerDayStops', () => {
  const padaria = client('Padaria Central');
  const mercado = client('Mercado Bom Preço');
  const acougue = client('Açougue do Zé');
  const bar = client('Bar da Esquina');

  it('puts the visits in the order the seller took, then the planned clients nobody visited, by name', () => {
    const { stops, summary } = sellerDayStops(
      [padaria, mercado, acougue, bar],
      [
        { ...visit('2026-11-23T14:00:00.000Z'), client: mercado },
        { ...visit('2026-11-23T12:30:00.000Z'), client: padaria },
      ],
    );
    expect(stops.map((stop) => [stop.client_name, stop.status])).toEqual([
      ['Padaria Central', 'visited'],
      ['Mercado Bom Preço', 'visited'],
      // pt-BR collation: "Açougue" sorts with the A's.
      ['Açougue do Zé', 'skipped'],
      ['Bar da Esquina', 'skipped'],
    ]);
    expect(summary).toEqual({ planned: 4, visited: 2, skipped: 2, unplanned: 0, flagged: 0 });
  });

  it('keeps a client visited twice as one stop, and a visit outside the day plan as unplanned', () => {
    const first = visit('2026-11-23T12:00:00.000Z');
    const second = visit('2026-11-23T18:00:00.000Z', { flags: ['out_of_radius'], distance_m: 1000 });
    const extra = visit('2026-11-23T15:00:00.000Z', { flags: ['no_position'], distance_m: null });
    const { stops, summary } = sellerDayStops(
      [padaria],
      [
        { ...second, client: padaria },
        { ...extra, client: bar },
        { ...first, client: padaria },
      ],
    );
    expect(stops).toHaveLength(2);
    expect(stops[0]).toMatchObject({ client_name: 'Padaria Central', status: 'visited', planned: true });
    expect(stops[0]?.visits.map((one) => one.uuid)).toEqual([first.uuid, second.uuid]);
    expect(stops[1]).toMatchObject({ client_name: 'Bar da Esquina', status: 'unplanned', planned: false });
    expect(summary).toEqual({ planned: 1, visited: 1, skipped: 0, unplanned: 1, flagged: 2 });
  });

  it('reads a day with nothing planned nor visited as empty', () => {
    expect(sellerDayStops([], [])).toEqual({
      stops: [],
      summary: { planned: 0, visited: 0, skipped: 0, unplanned: 0, flagged: 0 },
    });
  });

  it('what it builds is what the wire schema accepts', () => {
    const { stops, summary } = sellerDayStops(
      [padaria, bar],
      [{ ...visit('2026-11-23T12:00:00.000Z'), client: padaria }],
    );
    const day = { date: '2026-11-23', sellers: [{ code_erp: 'V001', name: 'Ana', stops, summary }] };
    expect(visitDaySchema.parse(day)).toEqual(day);
  });
});
