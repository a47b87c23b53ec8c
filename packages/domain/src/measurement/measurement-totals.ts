import { addQuantities } from '../quantity/quantity.ts';
import type { Measurement } from './measurement.schema.ts';

/** How much one driver carried of one volume: trips (loads) and the quantity they summed. */
export interface DriverTotal {
  driver_id: number;
  volume_id: number;
  loads: number;
  quantity: number;
}

/**
 * The totals per driver and volume of a set of measurements (docs/measurements.md): what the
 * Medições screen shows under a day, and what the manager's `argila-qtd-for-drivers` (loads) and
 * `argila-total-for-drivers` (quantity) chart. Quantities of different volumes are never added
 * together (3 m³ and 2 caçambas are not 5 of anything), so a driver who used two volumes has two
 * lines. Most quantity first, then most loads, then by driver and volume id, so the order is
 * stable. Quantities (7,5 m³) are added in thousandths, exactly.
 */
export function totalsByDriver(
  measurements: readonly Pick<Measurement, 'driver_id' | 'volume_id' | 'quantity'>[],
): DriverTotal[] {
  const totals = new Map<string, DriverTotal>();
  for (const { driver_id, volume_id, quantity } of measurements) {
    const key = `${driver_id}:${volume_id}`;
    const total = totals.get(key) ?? { driver_id, volume_id, loads: 0, quantity: 0 };
    total.loads += 1;
    total.quantity = addQuantities(total.quantity, quantity);
    totals.set(key, total);
  }
  return [...totals.values()].sort(
    (a, b) =>
      b.quantity - a.quantity || b.loads - a.loads || a.driver_id - b.driver_id || a.volume_id - b.volume_id,
  );
}

/** One day of measurements, as the Medições screen lists them. */
export interface MeasurementDay<M> {
  date: string;
  measurements: M[];
  totals: DriverTotal[];
}

/**
 * Measurements grouped by `date`, the newest day first; inside a day, in the order given (the
 * screen passes them newest first). Each day carries its {@link totalsByDriver}.
 */
export function measurementsByDay<
  M extends Pick<Measurement, 'date' | 'driver_id' | 'volume_id' | 'quantity'>,
>(measurements: readonly M[]): MeasurementDay<M>[] {
  const days = new Map<string, M[]>();
  for (const measurement of measurements) {
    const day = days.get(measurement.date);
    if (day) day.push(measurement);
    else days.set(measurement.date, [measurement]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([date, list]) => ({ date, measurements: list, totals: totalsByDriver(list) }));
}
