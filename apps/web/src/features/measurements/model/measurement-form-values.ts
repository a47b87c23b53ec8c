import {
  DEFAULT_MATERIAL,
  type Driver,
  formatDate,
  formatPlate,
  type Measurement,
  measurementRefusal,
  measurementSchema,
  normalizePlate,
  parseBrazilianDate,
  type Volume,
} from '@rota/domain';

/**
 * A measurement as its form holds it: the date as typed, `dd/mm/yyyy` (§9; a native date input
 * would show the browser's own order, `mm/dd/yyyy` on an English one), `quantity` empty until typed.
 */
export interface MeasurementValues {
  date: string;
  driver_id: string;
  plate: string;
  material: string;
  volume_id: string;
  quantity: number | '';
  notes: string;
}

export type MeasurementField = keyof MeasurementValues;

/** The fields in screen order: the first in error gets the focus. */
export const MEASUREMENT_FIELDS: readonly MeasurementField[] = [
  'date',
  'driver_id',
  'plate',
  'material',
  'volume_id',
  'quantity',
  'notes',
];

const isMeasurementField = (key: PropertyKey | undefined): key is MeasurementField =>
  MEASUREMENT_FIELDS.some((field) => field === key);

/** What the form keeps of the record whatever is typed. */
export type MeasurementBase = Pick<Measurement, 'uuid' | 'company_id' | 'seller_id'>;

/**
 * A new measurement's values: today, and the driver, plate, material and volume of `previous`
 * (the user's latest), since one records the same truck many times a day.
 */
export function newMeasurementValues(today: string, previous?: Measurement): MeasurementValues {
  return {
    date: formatDate(today),
    driver_id: previous ? String(previous.driver_id) : '',
    plate: previous ? formatPlate(previous.plate) : '',
    material: previous?.material ?? DEFAULT_MATERIAL,
    volume_id: previous ? String(previous.volume_id) : '',
    quantity: '',
    notes: '',
  };
}

export function measurementToValues(measurement: Measurement): MeasurementValues {
  return {
    date: formatDate(measurement.date),
    driver_id: String(measurement.driver_id),
    plate: formatPlate(measurement.plate),
    material: measurement.material,
    volume_id: String(measurement.volume_id),
    quantity: measurement.quantity,
    notes: measurement.notes ?? '',
  };
}

/** What the check needs besides the values: the device's lists, the stored record, the clock. */
export interface MeasurementFormContext {
  drivers: readonly Pick<Driver, 'id' | 'inative'>[];
  volumes: readonly Pick<Volume, 'id' | 'inative' | 'field'>[];
  stored: Measurement | null;
  now: Date;
}

export interface MeasurementValidation {
  measurement: Measurement | null;
  errors: Partial<Record<MeasurementField, string>>;
}

const idOf = (text: string) => (text === '' ? undefined : Number(text));

/**
 * The form checked as the server will check it: the domain's schema (fields, plate, quantity)
 * and then its `measurementRefusal` against the drivers and volumes on the device. The first
 * message of each field is shown.
 */
export function validateMeasurement(
  values: MeasurementValues,
  base: MeasurementBase,
  context: MeasurementFormContext,
): MeasurementValidation {
  const errors: Partial<Record<MeasurementField, string>> = {};
  const parsed = measurementSchema.safeParse({
    ...base,
    date: values.date.trim() === '' ? undefined : (parseBrazilianDate(values.date) ?? values.date),
    driver_id: idOf(values.driver_id),
    plate: values.plate.trim() === '' ? undefined : normalizePlate(values.plate),
    material: values.material,
    volume_id: idOf(values.volume_id),
    quantity: values.quantity === '' ? undefined : values.quantity,
    notes: values.notes.trim() === '' ? null : values.notes,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isMeasurementField(field)) errors[field] ??= issue.message;
    }
    return { measurement: null, errors };
  }
  const measurement = parsed.data;
  const refusal = measurementRefusal(measurement, {
    driver: context.drivers.find((driver) => driver.id === measurement.driver_id) ?? null,
    volume: context.volumes.find((volume) => volume.id === measurement.volume_id) ?? null,
    stored: context.stored,
    now: context.now,
  });
  if (!refusal) return { measurement, errors };
  // The domain names only these fields (measurement-check.ts); another key would have no field to show on.
  for (const [field, fieldMessages] of Object.entries(refusal.errors))
    if (isMeasurementField(field)) errors[field] = fieldMessages[0];
  return { measurement: null, errors };
}
