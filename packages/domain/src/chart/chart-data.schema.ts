import { z } from 'zod';

/**
 * What the numbers of a chart measure: money in centavos (integers), or quantities in units —
 * with up to 3 decimals when they are weighed or measured (2,5 kg; docs/domain.md "Quantities").
 */
export const CHART_UNITS = ['cents', 'quantity'] as const;

/**
 * A chart of the manager area (§7 chart calls): one label per point and one or more series of
 * values aligned with the labels. Labels are split for display by `splitLabel` (§9).
 */
export const chartDataSchema = z.object({
  title: z.string(),
  unit: z.enum(CHART_UNITS),
  labels: z.array(z.string()),
  series: z.array(z.object({ name: z.string(), values: z.array(z.number()) })),
});
export type ChartData = z.infer<typeof chartDataSchema>;
