import type { ChartData } from '@rota/domain';
import { type ChartVariant, MANAGER_CHARTS, type ManagerChartSpec } from './manager-charts.ts';

/** The chart of the screens a saved chart draws (its `base`, a call name), if the screens know it. */
export function baseChartSpec(base: string): ManagerChartSpec | undefined {
  return Object.values(MANAGER_CHARTS).find((spec: ManagerChartSpec) => spec.call.name === base);
}

/**
 * How a saved chart is drawn when its base chart is not one the screens know: columns for a short run of short
 * labels (months, days, bands), horizontal bars when the names are long or many (a ranking).
 */
export function savedChartVariant(data: ChartData | undefined): ChartVariant {
  if (!data) return 'columns';
  const long = data.labels.some((label) => label.length > 12);
  return long || data.labels.length > 31 ? 'bars' : 'columns';
}

/** A file name's slug from a title: 'Vendas — Região Sul' → 'vendas-regiao-sul'. */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'grafico';
}
