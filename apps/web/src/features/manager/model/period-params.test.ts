import { describe, expect, it } from 'vitest';
import { periodOf, readPeriodChoice, writePeriodChoice } from './period-params.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const read = (search: string) => readPeriodChoice(new URLSearchParams(search));

describe('the period in the search', () => {
  it('is Este mês without a parameter or with an unreadable one', () => {
    expect(read('')).toEqual({ kind: 'month' });
    expect(read('periodo=semana')).toEqual({ kind: 'month' });
    expect(read('periodo=personalizado&de=2026-11-01')).toEqual({ kind: 'month' });
    expect(read('periodo=personalizado&de=01/11/2026&ate=2026-11-10')).toEqual({ kind: 'month' });
    // A day the calendar lacks, and periods every chart would refuse (422).
    expect(read('periodo=personalizado&de=2026-02-30&ate=2026-03-10')).toEqual({ kind: 'month' });
    expect(read('periodo=personalizado&de=2020-01-01&ate=2026-11-10')).toEqual({ kind: 'month' });
    expect(read('periodo=personalizado&de=1999-12-01&ate=2000-01-10')).toEqual({ kind: 'month' });
  });

  it('reads the presets and a custom range', () => {
    expect(read('periodo=mes-passado')).toEqual({ kind: 'lastMonth' });
    expect(read('periodo=ano')).toEqual({ kind: 'year' });
    expect(read('periodo=personalizado&de=2026-10-05&ate=2026-11-10')).toEqual({
      kind: 'custom',
      custom: { from: '2026-10-05', to: '2026-11-10' },
    });
  });

  it('writes a choice back, keeping the other parameters, and reads it again', () => {
    const search = new URLSearchParams('vendedor=3&periodo=ano');
    const custom = writePeriodChoice(search, {
      kind: 'custom',
      custom: { from: '2026-10-05', to: '2026-11-10' },
    });
    expect(custom.toString()).toBe('vendedor=3&periodo=personalizado&de=2026-10-05&ate=2026-11-10');
    expect(writePeriodChoice(custom, { kind: 'month' }).toString()).toBe('vendedor=3');
    expect(readPeriodChoice(writePeriodChoice(search, { kind: 'lastMonth' }))).toEqual({ kind: 'lastMonth' });
  });

  it('gives the days and the year of the yearly charts', () => {
    expect(periodOf({ kind: 'month' }, now)).toEqual({ from: '2026-11-01', to: '2026-11-24', year: 2026 });
    expect(periodOf({ kind: 'custom', custom: { from: '2025-12-01', to: '2025-12-31' } }, now).year).toBe(
      2025,
    );
  });
});
