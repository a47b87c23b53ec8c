import { z } from 'zod';
import { dateTimeSchema, idSchema, uuidSchema } from '../shared/fields.ts';
import { fieldError } from '../shared/messages.ts';

/**
 * An appointment (apontamento) against a production order: who ran which machine, in what
 * situation, from when to when, and how much came out good and scrapped.
 */
export const appointmentSchema = z
  .object({
    uuid: uuidSchema,
    company_id: idSchema,
    num_op: z.string().trim().min(1).max(30),
    machine_id: idSchema,
    operator_id: idSchema,
    situation_id: idSchema,
    started_at: dateTimeSchema,
    finished_at: dateTimeSchema.nullable(),
    quantity: z.number().int().min(0),
    quantity_scrap: z.number().int().min(0),
    notes: z.string().max(2000).nullable(),
  })
  .refine((a) => a.finished_at === null || Date.parse(a.finished_at) >= Date.parse(a.started_at), {
    error: fieldError('O fim deve ser depois do início'),
    path: ['finished_at'],
  });
export type Appointment = z.infer<typeof appointmentSchema>;
