import { formatDecimal, formatMoney, formatQuantity } from '@rota/domain';
import type { CellKind, CellValue } from './chart-table.ts';

/** A table cell as the screen shows it: pt-BR money, quantities and percentages (§9). */
export function formatCell(value: CellValue, kind: CellKind): string {
  if (typeof value === 'string') return value;
  if (kind === 'cents') return formatMoney(value);
  if (kind === 'percent') return `${formatDecimal(value, 1)}%`;
  return formatQuantity(value);
}
