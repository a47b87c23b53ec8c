import { Table } from '@mantine/core';
import type { ChartTable } from '../model/chart-table.ts';
import { formatCell } from '../model/format-cell.ts';

/**
 * A chart as a real table (the accessible view, and the one to read exact values): a caption,
 * column headers, one row per label headed by it, pt-BR figures aligned right, the total row.
 */
export function ChartTableView({ table, caption }: { table: ChartTable; caption: string }) {
  const numeric = (index: number) => table.columns[index]?.kind !== 'label';
  const cells = (row: readonly (string | number)[], header: boolean) =>
    row.map((value, index) => {
      const text = formatCell(value, table.columns[index]?.kind ?? 'label');
      const align = numeric(index) ? ('right' as const) : undefined;
      return index === 0 ? (
        <Table.Th key={table.columns[index]?.header} scope="row" fw={header ? 700 : 400}>
          {text}
        </Table.Th>
      ) : (
        <Table.Td
          key={table.columns[index]?.header}
          ta={align}
          fw={header ? 700 : undefined}
          style={{ whiteSpace: 'nowrap' }}
        >
          {text}
        </Table.Td>
      );
    });
  return (
    <Table.ScrollContainer minWidth={280}>
      <Table striped highlightOnHover captionSide="top" fz="sm">
        <Table.Caption ta="left">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column.header} scope="col" ta={numeric(index) ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, index) => (
            // Labels repeat in a saved chart's data now and then; the position is the row's identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are never reordered in place.
            <Table.Tr key={index}>{cells(row, false)}</Table.Tr>
          ))}
        </Table.Tbody>
        {table.total && (
          <Table.Tfoot>
            <Table.Tr>{cells(table.total, true)}</Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
