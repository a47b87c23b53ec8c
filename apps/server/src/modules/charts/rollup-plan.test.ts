import { describe, expect, it } from 'vitest';
import { type ChangedSale, planRollupRefresh } from './rollup-plan.ts';

const sale = (uuid: string, day: string | null, oldDay: string | null, figures = false): ChangedSale => ({
  uuid,
  day,
  oldDay,
  figures,
});

describe('planRollupRefresh', () => {
  it('adds a sale that began to count, takes away one that stopped, and leaves one that counted before and after', () => {
    const plan = planRollupRefresh(
      [
        sale('nova', '2026-11-20', null),
        sale('cancelada', null, '2026-11-19'),
        sale('integrada', '2026-11-18', '2026-11-18'),
        sale('rascunho', null, null),
      ],
      [],
    );
    expect(plan).toEqual({
      days: [],
      deltas: [
        { uuid: 'nova', sign: 1, day: '2026-11-20' },
        { uuid: 'cancelada', sign: -1, day: '2026-11-19' },
      ],
    });
  });

  it('sums again the day a sale with changed figures left and the day it is in, and follows no sale on those days', () => {
    const plan = planRollupRefresh(
      [
        sale('movida', '2026-11-21', '2026-11-02', true),
        sale('nova no mesmo dia', '2026-11-21', null),
        sale('cancelada no dia que ficou', null, '2026-11-02'),
        sale('nova em outro dia', '2026-11-22', null),
        sale('linhas trocadas, não contava', '2026-11-23', null, true),
      ],
      ['2026-10-31'],
    );
    expect(plan).toEqual({
      days: ['2026-10-31', '2026-11-02', '2026-11-21', '2026-11-23'],
      deltas: [{ uuid: 'nova em outro dia', sign: 1, day: '2026-11-22' }],
    });
  });
});
