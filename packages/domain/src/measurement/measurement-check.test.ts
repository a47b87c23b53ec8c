import { describe, expect, it } from 'vitest';
import { quantityMessages } from '../quantity/quantity.ts';
import { makeMeasurement } from '../testing/fixtures.ts';
import {
  type MeasurementContext,
  measurementCheckMessages,
  measurementRefusal,
} from './measurement-check.ts';

// 23:30 on 22/11/2026 in São Paulo is already the 23rd in UTC.
const now = new Date('2026-11-23T02:30:00Z');
const context = (overrides: Partial<MeasurementContext> = {}): MeasurementContext => ({
  driver: { id: 1, inative: 0 },
  volume: { id: 1, inative: 0, field: 'Carrada' },
  stored: null,
  now,
  ...overrides,
});

describe('measurementRefusal', () => {
  it('accepts a measurement of an active driver and volume, dated today or earlier', () => {
    expect(measurementRefusal(makeMeasurement({ date: '2026-11-22' }), context())).toBeNull();
    expect(measurementRefusal(makeMeasurement({ date: '2025-01-02' }), context())).toBeNull();
  });

  it('reads "today" in the company’s time zone: the 23rd is still tomorrow at 23:30 in São Paulo', () => {
    expect(measurementRefusal(makeMeasurement({ date: '2026-11-23' }), context())?.errors).toEqual({
      date: [measurementCheckMessages.futureDate],
    });
    expect(
      measurementRefusal(makeMeasurement({ date: '2026-11-23' }), context({ timeZone: 'UTC' })),
    ).toBeNull();
  });

  it('takes decimals of a volume that is a measure, never of a counted one (issue 22 §3)', () => {
    const cubicMetres = context({ volume: { id: 1, inative: 0, field: 'm³' } });
    expect(
      measurementRefusal(makeMeasurement({ date: '2026-11-22', quantity: 7.5 }), cubicMetres),
    ).toBeNull();
    expect(
      measurementRefusal(makeMeasurement({ date: '2026-11-22', quantity: 7.5 }), context())?.errors,
    ).toEqual({
      quantity: [quantityMessages.wholeOnly],
    });
    expect(measurementRefusal(makeMeasurement({ date: '2026-11-22', quantity: 0 }), context())).toBeNull();
  });

  it('names a driver or volume the company does not have', () => {
    expect(measurementRefusal(makeMeasurement(), context({ driver: null, volume: null }))?.errors).toEqual({
      driver_id: [measurementCheckMessages.driverNotFound],
      volume_id: [measurementCheckMessages.volumeNotFound],
    });
  });

  it('refuses a retired driver or volume on a new measurement or a change to it', () => {
    const retired = context({
      driver: { id: 1, inative: 1 },
      volume: { id: 1, inative: 1, field: 'Carrada' },
    });
    expect(measurementRefusal(makeMeasurement(), retired)?.errors).toEqual({
      driver_id: [measurementCheckMessages.driverInactive],
      volume_id: [measurementCheckMessages.volumeInactive],
    });
    const changed = { ...retired, stored: { driver_id: 2, volume_id: 2 } };
    expect(measurementRefusal(makeMeasurement(), changed)?.errors).toHaveProperty('driver_id');
  });

  it('lets an edit keep the driver and volume it was recorded with after the ERP retired them', () => {
    const retired = context({
      driver: { id: 1, inative: 1 },
      volume: { id: 1, inative: 1, field: 'Carrada' },
      stored: { driver_id: 1, volume_id: 1 },
    });
    expect(measurementRefusal(makeMeasurement({ quantity: 3 }), retired)).toBeNull();
  });
});
