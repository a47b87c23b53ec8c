import {
  approvalStatusSchema,
  dateSchema,
  idSchema,
  numOpSchema,
  saleStatusSchema,
  uuidSchema,
} from '@rota/domain';
import { z } from 'zod';
import { cursorSchema } from './envelope.ts';

/** The socket.io event name every change is sent under. */
export const REALTIME_EVENT = 'rota:changed';

/**
 * What the server announces after a commit (DESIGN.md "Realtime"): what changed and the new
 * cursor; the client then pulls the delta. `seller_id` null means the whole company.
 */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('sale.status'),
    company_id: idSchema,
    seller_id: idSchema,
    sale_uuid: uuidSchema,
    status: saleStatusSchema,
    cursor: cursorSchema,
  }),
  z.object({
    /**
     * A sale began to wait for approval or was decided: the company's approvers (the approvals
     * room) pull the sales delta, so "Aprovações" changes for everyone looking.
     */
    type: z.literal('sale.approval'),
    company_id: idSchema,
    seller_id: z.null(),
    sale_uuid: uuidSchema,
    approval_status: approvalStatusSchema.nullable(),
    cursor: cursorSchema,
  }),
  z.object({
    type: z.literal('catalogue.changed'),
    company_id: idSchema,
    seller_id: idSchema.nullable(),
    /** The `…/all` calls whose data changed, by call name (e.g. `products.all`). */
    calls: z.array(z.string()).min(1),
    cursor: cursorSchema,
  }),
  z.object({
    /** An appointment was started, paused, resumed or finished: the company's tablets refresh it. */
    type: z.literal('appointment.changed'),
    company_id: idSchema,
    seller_id: z.null(),
    uuid: uuidSchema,
    num_op: numOpSchema,
    machine_id: idSchema,
    cursor: cursorSchema,
  }),
  z.object({
    /** Bakery lines were stamped or (re)built from sales: the bakery's devices refetch those days. */
    type: z.literal('bakery.changed'),
    company_id: idSchema,
    seller_id: z.null(),
    delivery_dates: z.array(dateSchema).min(1),
    ids: z.array(idSchema),
  }),
  z.object({
    type: z.literal('notification.created'),
    company_id: idSchema,
    seller_id: idSchema.nullable(),
    notification_id: idSchema,
  }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
