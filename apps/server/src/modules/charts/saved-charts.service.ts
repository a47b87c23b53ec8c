import type { SavedChartFilters } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { deleteSavedChart, upsertSavedChart } from './saved-charts.repository.ts';

/** `PUT integration/v1/charts/{hash}`: creates or replaces the company's chart of the hash. */
export async function putSavedChart(
  deps: AppDeps,
  companyId: number,
  hash: string,
  chart: { title: string; base: string; filters: SavedChartFilters },
) {
  await companyWrite(deps.db, companyId, (tx) => upsertSavedChart(tx, companyId, { hash, ...chart }));
  return { hash, ...chart };
}

/** `DELETE integration/v1/charts/{hash}`: removes it; removing it again answers the same. */
export async function removeSavedChart(deps: AppDeps, companyId: number, hash: string, now: Date) {
  await companyWrite(deps.db, companyId, (tx) => deleteSavedChart(tx, companyId, hash, now));
  return { hash, deleted: true as const };
}
