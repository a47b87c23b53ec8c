import {
  type BakeryCategoryTotal,
  type BakeryDriver,
  type BakeryItem,
  type BakeryStage,
  categoryTotals,
  companyToday,
} from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { type BakeryOrder, findActiveDrivers, findDayLines, toBakeryItem } from './bakery.repository.ts';

/** The day a bakery read is about: the one asked, else today in São Paulo by the server's clock. */
export const bakeryDay = (date: string | undefined, now: Date): string => date ?? companyToday(now);

/** `GET bakery/driver-names`: the company's active drivers (id and name), by name. */
export function driverNames(db: Executor, companyId: number): Promise<BakeryDriver[]> {
  return findActiveDrivers(db, companyId);
}

/**
 * The company's lines to deliver on the day: `production` sorts by category, description and
 * client (the boards' order); `delivery` by driver, place in the route (lines without one last)
 * and client, optionally of one driver.
 */
export async function dayLines(
  db: Executor,
  companyId: number,
  day: string,
  options: { order: BakeryOrder; driver?: string | undefined },
): Promise<BakeryItem[]> {
  return (await findDayLines(db, companyId, day, options)).map(toBakeryItem);
}

/**
 * `GET bakery/productionByCategory` and `separationByCategory`: ordered × done per category over
 * the day's lines, counted by the domain's `categoryTotals` — the rule the devices' boards run
 * on their copies, so the server and a device offline never disagree.
 */
export async function dayTotals(
  db: Executor,
  companyId: number,
  day: string,
  stage: BakeryStage,
): Promise<BakeryCategoryTotal[]> {
  return categoryTotals(await findDayLines(db, companyId, day, { order: 'production' }), stage);
}
