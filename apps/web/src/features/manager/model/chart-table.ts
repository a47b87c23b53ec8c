import { type ChartData, rankingAbcCurve } from '@rota/domain';
import { messages } from '../messages.ts';

/** How a column's values read: text, money in centavos, a count, a percentage, an ABC class. */
export type CellKind = 'label' | 'cents' | 'quantity' | 'percent' | 'class';

export interface TableColumn {
  header: string;
  kind: CellKind;
}

export type CellValue = string | number;

/**
 * A chart as rows and columns, before any formatting: the table view and the CSV are both made
 * from it, so what the file says is what the screen shows, total included.
 */
export interface ChartTable {
  columns: TableColumn[];
  rows: CellValue[][];
  /** The sum of each numeric column (empty cells where a sum means nothing), or null. */
  total: CellValue[] | null;
}

export interface ChartTableOptions {
  /** The first column's header (what the labels are: Vendedor, Dia, Cliente…). */
  labelHeader: string;
  /** Adds the ABC curve's cumulative share and class (the clients' chart). */
  abc?: boolean;
  /**
   * Whether the last row sums the columns. Off where the labels already end in a total (the DRE
   * by class ends in Resultado), since a sum would count it twice.
   */
  total?: boolean;
}

/** The table of a chart: one row per label, one column per series, then the total row. */
export function chartTable(data: ChartData, options: ChartTableOptions): ChartTable {
  const unit: CellKind = data.unit === 'cents' ? 'cents' : 'quantity';
  const columns: TableColumn[] = [
    { header: options.labelHeader, kind: 'label' },
    ...data.series.map((series) => ({ header: series.name, kind: unit })),
  ];
  const valuesAt = (index: number) => data.series.map((series) => series.values[index] ?? 0);
  const abc = options.abc ? rankingAbcCurve(data.labels, data.series[0]?.values ?? []) : null;
  if (abc) {
    columns.push(
      { header: messages.table.cumulative, kind: 'percent' },
      { header: messages.table.abcClass, kind: 'class' },
    );
  }
  const rows = data.labels.map((label, index) => {
    const row: CellValue[] = [label, ...valuesAt(index)];
    const point = abc?.[index];
    if (point) row.push(point.cumulativePercent, point.class ?? '—');
    return row;
  });
  const sums = data.series.map((series) => series.values.reduce((sum, value) => sum + value, 0));
  const total =
    options.total === false
      ? null
      : [messages.table.total, ...sums, ...(abc ? [abc.length > 0 ? 100 : '', ''] : [])];
  return { columns, rows, total };
}
