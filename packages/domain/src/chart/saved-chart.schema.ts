import { z } from 'zod';
import { idSchema } from '../shared/fields.ts';

/** What a saved chart's hash may be: URL-safe, 6 to 64 characters (`charts/{hash}`). */
export const savedChartHashSchema = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, { error: 'Hash inválido' });

/**
 * The filters a saved chart keeps (the chart query's, without the period: the period is the
 * reader's). A filter its base chart does not read is ignored, as in the query.
 */
export const savedChartFiltersSchema = z.object({
  seller_id: idSchema.optional(),
  client_uuid: z.uuid().optional(),
  form_payment_id: idSchema.optional(),
});
export type SavedChartFilters = z.infer<typeof savedChartFiltersSchema>;

/**
 * A chart saved by the ERP (`PUT integration/v1/charts/{hash}`): one of the manager's chart calls
 * (`base`, the call's name such as `charts.salesGroupSeller`) with stored filters, shown under its
 * own title.
 */
export const savedChartSchema = z.object({
  hash: savedChartHashSchema,
  title: z.string().trim().min(1).max(120),
  base: z.string().min(1).max(80),
  filters: savedChartFiltersSchema,
});
export type SavedChart = z.infer<typeof savedChartSchema>;
