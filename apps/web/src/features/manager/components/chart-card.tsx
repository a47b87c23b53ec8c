import { Alert, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { downloadBlob } from '#lib/device/download-blob.ts';
import { ChartBoundary } from '#ui/chart/chart-boundary.tsx';
import { messages } from '../messages.ts';
import { chartCsv } from '../model/chart-csv.ts';
import type { ChartState } from '../model/chart-state.ts';
import { chartTable } from '../model/chart-table.ts';
import type { ChartVariant } from '../model/manager-charts.ts';
import { ChartTableView } from './chart-table-view.tsx';

// ECharts comes only with the first chart drawn, in the `charts` chunk (vite.config.ts), never
// with the seller's screens nor in the precache.
const ManagerChart = lazy(() => import('../chart/manager-chart.tsx'));

export interface ChartCardProps {
  title: string;
  state: ChartState;
  variant: ChartVariant;
  /** The table's first column (what the labels are). */
  labelHeader: string;
  /** The period as text, for the table's caption. */
  rangeText: string;
  /** The CSV's file name. */
  fileName: string;
  /** False where the labels end in their own total (see `chartTable`). */
  total?: boolean;
  /** A line under the chart (the ABC classes' limits). */
  note?: string;
  /** The points' names in the table and the CSV, when fuller than the axis's ('01/01/2026'). */
  tableLabels?: readonly string[] | undefined;
  /** The title's level: 2 under the screen's h1, 3 inside a titled section ("Gráficos salvos"). */
  headingLevel?: 2 | 3;
}

type View = 'chart' | 'table';

/**
 * One chart of the manager area: its title, the chart (or, at a click, the same numbers as a
 * table), "Exportar CSV" with the table's rows and total, and its states — a skeleton while it
 * loads, "Sem dados no período", the offline notice, an error with "Tentar novamente".
 */
export function ChartCard({
  title,
  state,
  variant,
  labelHeader,
  rangeText,
  fileName,
  total,
  note,
  tableLabels,
  headingLevel = 2,
}: ChartCardProps) {
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const data = state.status === 'ready' ? state.data : null;
  const table = useMemo(
    () =>
      data
        ? chartTable(tableLabels ? { ...data, labels: [...tableLabels] } : data, {
            labelHeader,
            abc: variant === 'abc',
            total,
          })
        : null,
    [data, tableLabels, labelHeader, variant, total],
  );
  const empty =
    data !== null && (data.labels.length === 0 || data.series.every((s) => s.values.every((v) => v === 0)));

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby={headingId}
      data-testid="chart-card"
    >
      {/* The title on its own line, the controls under it: every card's header is the same shape. */}
      <Stack gap={6} mb="sm">
        <Title order={headingLevel} size="h5" id={headingId}>
          {title}
        </Title>
        {table && !empty && (
          <Group gap="xs" wrap="wrap">
            <SegmentedControl
              size="xs"
              aria-label={messages.card.viewLabel(title)}
              value={view}
              onChange={(value) => setView(value)}
              data={[
                { value: 'chart', label: messages.card.chart },
                { value: 'table', label: messages.card.table },
              ]}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() =>
                downloadBlob(new Blob([chartCsv(table)], { type: 'text/csv;charset=utf-8' }), fileName)
              }
            >
              {messages.card.exportCsv}
            </Button>
          </Group>
        )}
      </Stack>
      <CardBody
        state={state}
        empty={empty}
        title={title}
        view={view}
        variant={variant}
        table={table}
        caption={messages.card.caption(title, rangeText)}
        note={note}
      />
    </Card>
  );
}

interface CardBodyProps {
  state: ChartState;
  empty: boolean;
  title: string;
  view: View;
  variant: ChartVariant;
  table: ReturnType<typeof chartTable> | null;
  caption: string;
  note: string | undefined;
}

function CardBody({ state, empty, title, view, variant, table, caption, note }: CardBodyProps) {
  if (state.status === 'loading') {
    return <Skeleton height={220} radius="sm" aria-label={messages.card.loading(title)} role="status" />;
  }
  if (state.status === 'offline') {
    return (
      <Alert color="yellow" p="sm">
        <Text size="sm">{messages.card.offline}</Text>
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" p="sm">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{messages.card.failed}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={state.retry}
          >
            {messages.card.retry}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (empty || !table) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="chart-empty">
        {messages.card.empty}
      </Text>
    );
  }
  if (view === 'table') return <ChartTableView table={table} caption={caption} />;
  return (
    <>
      <ChartBoundary
        fallback={
          <>
            <Text size="sm" c="dimmed" mb="xs">
              {messages.card.chartUnavailable}
            </Text>
            <ChartTableView table={table} caption={caption} />
          </>
        }
      >
        <Suspense fallback={<Skeleton height={220} radius="sm" />}>
          <ManagerChart
            data={state.data}
            variant={variant}
            label={messages.card.chartLabel(title, table.rows.length)}
          />
        </Suspense>
      </ChartBoundary>
      {note && (
        <Text size="xs" c="dimmed" mt={4}>
          {note}
        </Text>
      )}
    </>
  );
}
