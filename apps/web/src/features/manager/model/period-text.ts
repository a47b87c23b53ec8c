import { formatDate, type ManagerPeriod } from '@rota/domain';

/** The period as a caption reads it: '01/11/2026 a 24/11/2026', or the year of a yearly chart. */
export function periodText(period: ManagerPeriod, yearly: boolean): string {
  if (yearly) return String(period.year);
  return period.from === period.to
    ? formatDate(period.from)
    : `${formatDate(period.from)} a ${formatDate(period.to)}`;
}
