import { describe, expect, it } from 'vitest';
import { BOUNDED_DATE_FIELDS } from './bounded-date-fields.ts';
import { dateBoundErrors } from './date-bound-errors.ts';

// 09:00 on Tuesday 24/11/2026 in São Paulo.
const now = new Date('2026-11-24T12:00:00.000Z');
const appointment = {
  started_at: '2026-11-24T08:00:00-03:00',
  finished_at: null,
  pauses: [
    { started_at: '2026-11-24T08:10:00-03:00', finished_at: '2026-11-24T08:20:00-03:00' },
    { started_at: '0001-01-01T00:00:00Z', finished_at: '9999-01-01T00:00:00Z' },
  ],
};

describe('dateBoundErrors', () => {
  it('names every bounded date outside its bound by its path, array elements by index', () => {
    expect(dateBoundErrors(appointment, BOUNDED_DATE_FIELDS.appointment, now)).toEqual({
      'pauses.1.started_at': ['O início da parada deve estar nos últimos 31 dias'],
      'pauses.1.finished_at': ['O fim da parada não pode estar mais de 1 dia no futuro'],
    });
  });

  it('lets absent and null dates through: the schema says which are required', () => {
    expect(dateBoundErrors({ finished_at: null }, BOUNDED_DATE_FIELDS.appointment, now)).toEqual({});
    expect(dateBoundErrors({ lines: [] }, BOUNDED_DATE_FIELDS.bakeryStamp, now)).toEqual({});
  });

  it('lets through a date the stored record already holds at that place, as the same instant', () => {
    const stored = {
      started_at: '2026-01-05T11:00:00.000Z',
      pauses: [{ started_at: new Date('2026-01-05T12:00:00Z') }],
    };
    const resent = {
      started_at: '2026-01-05T08:00:00-03:00',
      finished_at: '2026-11-24T09:00:00-03:00',
      pauses: [{ started_at: '2026-01-05T09:00:00-03:00', finished_at: '2026-01-05T09:30:00-03:00' }],
    };
    expect(dateBoundErrors(resent, BOUNDED_DATE_FIELDS.appointment, now, { stored })).toEqual({
      'pauses.0.finished_at': ['O fim da parada deve estar nos últimos 31 dias'],
    });
  });

  it('lets through a stored day only when it is the same day', () => {
    const stored = { date: '2025-01-02' };
    expect(dateBoundErrors({ date: '2025-01-02' }, BOUNDED_DATE_FIELDS.measurement, now, { stored })).toEqual(
      {},
    );
    expect(dateBoundErrors({ date: '2025-01-01' }, BOUNDED_DATE_FIELDS.measurement, now, { stored })).toEqual(
      {
        date: ['A data deve estar nos últimos 31 dias'],
      },
    );
  });
});
