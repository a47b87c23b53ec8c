import type { Volume } from '../catalogue/volume.schema.ts';
import { quantityProblem } from '../quantity/quantity.ts';
import { unitQuantityDecimals } from '../quantity/quantity-unit.ts';
import { DEFAULT_TIME_ZONE, zonedDate } from '../time/time-zone.ts';
import type { Driver } from './driver.schema.ts';
import type { Measurement } from './measurement.schema.ts';

/** What the rule needs to know of the world around a measurement, loaded by each side. */
export interface MeasurementContext {
  /** The company's driver `driver_id` names, or null. */
  driver: Pick<Driver, 'id' | 'inative'> | null;
  /** The company's volume `volume_id` names, or null; its name (`field`) says the quantity's decimals. */
  volume: Pick<Volume, 'id' | 'inative' | 'field'> | null;
  /** The measurement as already stored under its uuid (a later edit of it), or null when new. */
  stored: Pick<Measurement, 'driver_id' | 'volume_id'> | null;
  /** The moment of the write (the device's clock on the device, the server's on the server). */
  now: Date;
  timeZone?: string;
}

/** A refused measurement: HTTP 422 on the server, the form's field errors on the device. */
export interface MeasurementRefusal {
  kind: 'invalid';
  errors: Record<string, string[]>;
}

export const measurementCheckMessages = {
  futureDate: 'A data não pode ser depois de hoje',
  driverNotFound: 'Motorista não encontrado',
  driverInactive: 'Motorista inativo: escolha outro',
  volumeNotFound: 'Volume não encontrado',
  volumeInactive: 'Volume inativo: escolha outro',
} as const;

/**
 * The one rule the server runs on `POST measurements` and the device runs before queueing one
 * (the field rules — plate, quantity, sizes — are the schema's). By field:
 * - `date`: not after today in the company's time zone (a load is measured when it arrives;
 *   today itself is allowed, whatever the hour);
 * - `driver_id` and `volume_id`: must exist in the company; a new measurement, or an edit that
 *   changes them, may not name a retired (inactive) one, while an edit that keeps the driver or
 *   volume it was recorded with goes through after the ERP retired it;
 * - `quantity`: the decimals the volume takes, read from its name as a unit
 *   (`unitQuantityDecimals`: "m³" up to 3, "Carrada" or "Caçamba" none; docs/domain.md
 *   "Quantities").
 */
export function measurementRefusal(
  measurement: Pick<Measurement, 'date' | 'driver_id' | 'volume_id' | 'quantity'>,
  context: MeasurementContext,
): MeasurementRefusal | null {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  if (measurement.date > zonedDate(context.now, context.timeZone ?? DEFAULT_TIME_ZONE))
    add('date', measurementCheckMessages.futureDate);

  const { stored } = context;
  if (!context.driver) add('driver_id', measurementCheckMessages.driverNotFound);
  else if (context.driver.inative === 1 && stored?.driver_id !== measurement.driver_id)
    add('driver_id', measurementCheckMessages.driverInactive);
  if (!context.volume) add('volume_id', measurementCheckMessages.volumeNotFound);
  else if (context.volume.inative === 1 && stored?.volume_id !== measurement.volume_id)
    add('volume_id', measurementCheckMessages.volumeInactive);
  if (context.volume) {
    const rule = { decimals: unitQuantityDecimals(context.volume.field), allowZero: true };
    const problem = quantityProblem(measurement.quantity, rule);
    if (problem) add('quantity', problem);
  }

  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : null;
}
