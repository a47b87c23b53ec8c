import type { ManagerPeriod } from '@rota/domain';
import type { CellKind, CellValue, ChartTable } from './chart-table.ts';

/** Excel reads a file as UTF-8 (accents and all) only when it starts with this mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** An integer amount of centavos as Excel-in-Brazil reads a number: '-1234,56', no 'R$', no dots. */
function csvMoney(cents: number): string {
  const digits = Math.abs(cents).toString().padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}

function csvCell(value: CellValue, kind: CellKind): string {
  if (typeof value === 'string') return quote(value);
  if (kind === 'cents') return csvMoney(value);
  if (kind === 'percent') return value.toFixed(1).replace('.', ',');
  return String(value);
}

/** A text cell, quoted when it holds the separator, a quote or a line break (RFC 4180). */
function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * A chart's table as the CSV a Brazilian spreadsheet opens as is: `;` between cells (the comma is
 * the decimal separator), money with a decimal comma and no thousands dots (so it stays a number),
 * percentages with one decimal, CRLF line ends, a byte-order mark for the accents. Same rows and
 * total as the table view.
 */
export function chartCsv(table: ChartTable): string {
  const lines = [
    table.columns.map((column) => quote(column.header)),
    ...[...table.rows, ...(table.total ? [table.total] : [])].map((row) =>
      row.map((value, index) => csvCell(value, table.columns[index]?.kind ?? 'label')),
    ),
  ];
  return `${BYTE_ORDER_MARK}${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`;
}

/**
 * The file's name: the chart's slug and the days it covers (`vendas-por-vendedor-2026-11-01-a-2026-11-24.csv`),
 * or its year for the yearly charts (`dre-por-mes-2026.csv`).
 */
export function csvFileName(slug: string, period: ManagerPeriod, yearly: boolean): string {
  return yearly ? `${slug}-${period.year}.csv` : `${slug}-${period.from}-a-${period.to}.csv`;
}
