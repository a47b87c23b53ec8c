import { z } from 'zod';

/** What the numbers of a chart measure: money in centavos, or a count of units. */
export const CHART_UNITS = ['cents', 'quantity'] as const;

/**
 * A chart of the manager area (§7 chart calls): one label per point and one or more series of
 * values aligned with the labels. Labels are split for display by `splitLabel` (§9).
 */
export const chartDataSchema = z.object({
  title: z.string(),
  unit: z.enum(CHART_UNITS),
  labels: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number().int()) })),
});
export type ChartData = z.infer<typeof chartDataSchema>;
