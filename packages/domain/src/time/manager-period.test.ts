import { describe, expect, it } from 'vitest';
import { managerPeriod } from './manager-period.ts';

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
const now = new Date('2026-11-24T12:00:00.000Z');

describe('managerPeriod', () => {
  it('Este mês: the 1st to today, with its year', () => {
    expect(managerPeriod('month', now)).toEqual({ from: '2026-11-01', to: '2026-11-24', year: 2026 });
  });

  it('Mês passado: the whole previous month; a January gives the December before', () => {
    expect(managerPeriod('lastMonth', now)).toEqual({ from: '2026-10-01', to: '2026-10-31', year: 2026 });
    expect(managerPeriod('lastMonth', new Date('2027-01-10T12:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
      year: 2026,
    });
    expect(managerPeriod('lastMonth', new Date('2028-03-05T12:00:00Z')).to).toBe('2028-02-29');
  });

  it('Este ano: 1 January to today', () => {
    expect(managerPeriod('year', now)).toEqual({ from: '2026-01-01', to: '2026-11-24', year: 2026 });
  });

  it('reads today in São Paulo: 23:30 there on 31/12 is still that year', () => {
    expect(managerPeriod('year', new Date('2027-01-01T02:30:00Z')).year).toBe(2026);
  });

  it('Personalizado: the days given (swapped when backwards), the year of the last day', () => {
    expect(managerPeriod('custom', now, undefined, { from: '2025-12-15', to: '2026-01-10' })).toEqual({
      from: '2025-12-15',
      to: '2026-01-10',
      year: 2026,
    });
    expect(managerPeriod('custom', now, undefined, { from: '2026-02-10', to: '2026-02-01' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-10',
      year: 2026,
    });
  });
});
