import { weekdayOfDate } from '@rota/domain';
import type { measurements } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { Random } from './random.ts';

export type MeasurementRow = typeof measurements.$inferInsert;

/** Each demo driver's truck: the old plate pattern and Mercosul's both appear. */
export const DEMO_DRIVER_PLATES = ['BRA2E19', 'QRS4521', 'MTP7C31', 'GHK1234'] as const;

/** Days of loads before today (today included), so the Medições screen has a history. */
const DAYS = 14;

/**
 * The demo's measured loads (docs/measurements.md): on most of the last 14 days, each recording
 * seller logs 2 to 5 loads of clay in m³ (now and then sand), each driver in his own truck.
 * Sundays are skipped. Deterministic like the rest of the seed; `received_at` is the load's day
 * at noon, so the digest of two seeds compares equal.
 */
export function buildMeasurements(
  random: Random,
  input: {
    companyId: number;
    calendar: DemoCalendar;
    sellerIds: readonly number[];
    driverIds: readonly number[];
    volumeId: number;
  },
): MeasurementRow[] {
  const rows: MeasurementRow[] = [];
  for (let ago = DAYS - 1; ago >= 0; ago--) {
    const date = input.calendar.daysAgo(ago);
    if (weekdayOfDate(date) === 0) continue;
    for (const sellerId of input.sellerIds) {
      const loads = random.int(2, 5);
      for (let load = 0; load < loads; load++) {
        const driver = random.int(0, input.driverIds.length - 1);
        const sand = random.chance(0.15);
        rows.push({
          uuid: random.uuid(),
          company_id: input.companyId,
          seller_id: sellerId,
          date,
          driver_id: input.driverIds[driver] as number,
          plate: DEMO_DRIVER_PLATES[driver % DEMO_DRIVER_PLATES.length] as string,
          material: sand ? 'Areia' : 'Argila',
          volume_id: input.volumeId,
          quantity: random.int(6, 14),
          notes: random.chance(0.1) ? 'Carga úmida, medida após escorrer' : null,
          received_at: new Date(`${date}T15:00:00Z`),
        });
      }
    }
  }
  return rows;
}
