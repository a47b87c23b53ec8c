import { z } from 'zod';
import { dateSchema } from '../shared/fields.ts';
import { saleStatusSchema } from './sale-status.schema.ts';

/** A seller's sales over a period (`sales/report-seller`): per status and per day, in centavos. */
export const salesReportSchema = z.object({
  from: dateSchema,
  to: dateSchema,
  by_status: z.array(
    z.object({ status: saleStatusSchema, count: z.number().int().min(0), total: z.number().int() }),
  ),
  by_day: z.array(z.object({ date: dateSchema, count: z.number().int().min(0), total: z.number().int() })),
  count: z.number().int().min(0),
  total: z.number().int(),
});
export type SalesReport = z.infer<typeof salesReportSchema>;
