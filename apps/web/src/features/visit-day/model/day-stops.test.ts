import { type DayStop, type DayVisit, visitDaySchema } from '@rota/domain';
import { makeDayVisit } from '@rota/domain/testing';
import { describe, expect, it } from 'vitest';
import { stopViews, visitedPath } from './day-stops.ts';

const visit = makeDayVisit;

const stop = (name: string, visits: DayVisit[], overrides: Partial<DayStop> = {}): DayStop => ({
  client_uuid: `00000000-0000-4000-8000-0000000000${name.length.toString().padStart(2, '0')}`,
  client_name: name,
  lat: -23.55,
  long: -46.63,
  planned: true,
  status: visits.length > 0 ? 'visited' : 'skipped',
  visits,
  ...overrides,
});

describe('stopViews', () => {
  it('numbers the visited stops in order, greys the skipped, flags what the supervisor must see', () => {
    const views = stopViews([
      stop('Padaria Central', [visit({})]),
      stop('Mercado', [
        visit({
          started_at: '2026-11-23T13:30:00.000Z',
          ended_at: null,
          minutes: null,
          distance_m: 1_000,
          flags: ['out_of_radius'],
          radius_reason: 'Cliente na feira',
          outcome: 'no_sale',
          reason: 'Responsável ausente',
        }),
      ]),
      stop('Empório', []),
    ]);
    expect(views.map((view) => [view.position, view.tone])).toEqual([
      [1, 'default'],
      [2, 'flagged'],
      [null, 'skipped'],
    ]);
    // São Paulo's clock (UTC−3), whatever the device's.
    expect(views[0]?.visitLines).toEqual(['09:00–09:25 (25 min) · a 40 m do cliente · Com venda']);
    expect(views[1]?.visitLines).toEqual([
      '10:30, sem encerramento · a 1,0 km do cliente · Sem venda: Responsável ausente',
    ]);
    expect(views[1]?.flags).toEqual(['Fora do raio do cliente']);
    expect(views[1]?.radiusReasons).toEqual(['Cliente na feira']);
  });

  it('says when a visit had no distance or no outcome', () => {
    const [view] = stopViews([
      stop('Sem posição', [
        visit({ distance_m: null, flags: ['no_position'], outcome: null, lat: null, long: null }),
      ]),
    ]);
    expect(view?.visitLines).toEqual([
      '09:00–09:25 (25 min) · distância não medida · Sem resultado registrado',
    ]);
    expect(view?.flags).toEqual(['Sem localização']);
  });
});

describe('visitedPath', () => {
  it('joins the check-ins in order, the client’s place when a check-in had none, and skips the unvisited', () => {
    const views = stopViews([
      stop('A', [visit({ lat: -23.1, long: -46.1 })]),
      stop('BB', []),
      stop('CCC', [visit({ lat: null, long: null })], { lat: -23.3, long: -46.3 }),
      stop('DDDD', [visit({ lat: null, long: null })], { lat: null, long: null }),
    ]);
    expect(visitedPath(views)).toEqual([
      [-23.1, -46.1],
      [-23.3, -46.3],
    ]);
  });

  it('reads stops as the contract shapes them', () => {
    const day = visitDaySchema.parse({
      date: '2026-11-23',
      sellers: [
        {
          code_erp: 'V001',
          name: 'Ana',
          stops: [stop('A', [visit({})])],
          summary: { planned: 1, visited: 1, skipped: 0, unplanned: 0, flagged: 0 },
        },
      ],
    });
    expect(stopViews(day.sellers[0]?.stops ?? [])[0]?.position).toBe(1);
  });
});
