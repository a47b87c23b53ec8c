import { z } from 'zod';
import { RECORD_LIMITS } from '../constants.ts';
import { dateTimeSchema, idSchema, quantityOrZeroSchema, uuidSchema } from '../shared/fields.ts';
import { appointmentShapeErrors } from './appointment-shape.ts';
import { numOpSchema } from './production-order.schema.ts';

/**
 * A stop inside an appointment (docs/domain.md "Appointments"): the machine stood still from
 * `started_at` to `finished_at` (null while it still stands) for the reason of a `Parada`
 * situation.
 */
export const appointmentPauseSchema = z.object({
  situation_id: idSchema,
  started_at: dateTimeSchema,
  finished_at: dateTimeSchema.nullable(),
});
export type AppointmentPause = z.infer<typeof appointmentPauseSchema>;

/**
 * The fields of an appointment (apontamento) against a production order: who ran which machine,
 * in what situation, from when to when (`finished_at` null while it runs), the stops in between,
 * and how much came out good and scrapped (with the scrap's reason). Without the rules between
 * fields: {@link appointmentSchema} adds them. Quantities are in the order's unit, with the
 * decimals it takes (`appointmentRefusal` checks them against the order: 0,75 kg, never 0,5 UN).
 */
export const appointmentFieldsSchema = z.object({
  uuid: uuidSchema,
  company_id: idSchema,
  num_op: numOpSchema,
  machine_id: idSchema,
  operator_id: idSchema,
  situation_id: idSchema,
  started_at: dateTimeSchema,
  finished_at: dateTimeSchema.nullable(),
  quantity: quantityOrZeroSchema,
  quantity_scrap: quantityOrZeroSchema,
  /** A `Refugo` situation: why the scrap was scrapped. Required with scrap, null without. */
  scrap_reason_id: idSchema.nullable(),
  pauses: z.array(appointmentPauseSchema).max(RECORD_LIMITS.appointmentPauses),
  notes: z.string().max(2000).nullable(),
});

/**
 * Adds the rules between an appointment's fields ({@link appointmentShapeErrors}) to a schema of
 * its fields, each broken rule an issue at its field's path. Used for the entity and for the
 * contract's rows that extend it.
 */
export function withAppointmentShape<S extends z.ZodType<z.output<typeof appointmentFieldsSchema>>>(
  schema: S,
) {
  return schema.superRefine((appointment, context) => {
    for (const [field, fieldMessages] of Object.entries(appointmentShapeErrors(appointment))) {
      for (const message of fieldMessages) {
        context.addIssue({
          code: 'custom',
          message,
          path: field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        });
      }
    }
  });
}

export const appointmentSchema = withAppointmentShape(appointmentFieldsSchema);
export type Appointment = z.infer<typeof appointmentFieldsSchema>;
