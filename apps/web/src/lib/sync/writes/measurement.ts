import { api } from '@rota/contract';
import { formatDate, formatPlate, formatQuantity } from '@rota/domain';
import { defineWrite } from './write-declaration.ts';

/** A measurement recorded on this device (docs/measurements.md). */
export const measurementWrite = defineWrite({
  call: api.measurements.create,
  stores: ['measurements'],
  held: { table: 'measurements', uuid: ({ body }) => body.uuid },
  acknowledge:
    (measurement) =>
    ({ measurements }) =>
      measurements.put(measurement),
  label: 'Medição',
  describe: ({ body }) =>
    body.plate === undefined
      ? null
      : `${formatPlate(body.plate)} em ${formatDate(body.date)}: ${formatQuantity(body.quantity)}`,
});
