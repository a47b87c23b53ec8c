import { addDays, companyToday } from '@rota/domain';

/**
 * The demo's dates, all relative to the seeding day as São Paulo reads it: "3 days ago" is a
 * calendar day, and times of day are São Paulo's business hours (UTC−3, no daylight saving
 * since 2019).
 */
export class DemoCalendar {
  readonly today: string;

  constructor(private readonly now: Date) {
    this.today = companyToday(now);
  }

  daysAgo(days: number): string {
    return addDays(this.today, -days);
  }

  daysAhead(days: number): string {
    return addDays(this.today, days);
  }

  /** The instant `minutes` before the seeding instant (what is running "now" in the factory). */
  minutesAgo(minutes: number): Date {
    return new Date(this.now.getTime() - minutes * 60_000);
  }

  /**
   * The instant of `hour:minute` on a São Paulo calendar day; never after the seeding instant
   * (a visit "today at 15:00" seeded at 9:00 happened at 9:00 at the latest).
   */
  at(date: string, hour: number, minute: number): Date {
    const hh = String(hour).padStart(2, '0');
    const mm = String(minute).padStart(2, '0');
    const instant = new Date(`${date}T${hh}:${mm}:00-03:00`);
    return instant > this.now ? new Date(this.now) : instant;
  }
}
