import { z } from 'zod';
import { dateSchema } from '../shared/fields.ts';

const rangeSchema = z.object({ from: dateSchema, to: dateSchema });
const cents = z.number().int();
const count = z.number().int().min(0);

/**
 * The manager dashboard's KPI cards (`GET manager/summary`, docs/manager.md): the period's sold
 * sales against the previous period of the same length, the average ticket, positivação (clients
 * who bought ÷ active clients in the wallet), the receivables overdue today and the result of the
 * period's year. Money in centavos.
 */
export const managerSummarySchema = z.object({
  period: rangeSchema,
  previous: rangeSchema,
  sales: z.object({ total: cents, count, previous_total: cents, previous_count: count }),
  /** `sales.total ÷ sales.count` rounded to the centavo; 0 without sales. */
  ticket_average: cents,
  clients: z.object({ bought: count, wallet: count }),
  overdue: z.object({ amount: cents, titles: count, clients: count }),
  result_year: z.object({ year: z.number().int(), amount: cents }),
});
export type ManagerSummary = z.infer<typeof managerSummarySchema>;

/**
 * A chart saved by the ERP or an admin (`charts/{hash}`), as the manager's list names it: `base` is
 * the chart call it draws (`charts.salesGroupSeller`…), so the screen lays it out as that chart.
 */
export const savedChartEntrySchema = z.object({ hash: z.string(), title: z.string(), base: z.string() });
export type SavedChartEntry = z.infer<typeof savedChartEntrySchema>;
