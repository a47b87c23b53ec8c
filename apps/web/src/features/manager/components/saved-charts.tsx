import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ManagerPeriod, SavedChartEntry } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { savedChartQuery, savedChartsQuery } from '../api/manager-queries.ts';
import { messages } from '../messages.ts';
import { csvFileName } from '../model/chart-csv.ts';
import { chartState } from '../model/chart-state.ts';
import { periodText } from '../model/period-text.ts';
import { baseChartSpec, savedChartVariant, titleSlug } from '../model/saved-chart.ts';
import { ChartCard } from './chart-card.tsx';
import { ChartGrid } from './manager-screen.tsx';

/** The company's saved charts (`manager/saved-charts`), each drawn from `charts/{hash}` over the period. */
export function SavedCharts({ period }: { period: ManagerPeriod }) {
  const list = useQuery(savedChartsQuery());
  return (
    <Stack gap="sm" component="section" aria-label={messages.saved.title} data-testid="saved-charts">
      <Title order={2} size="h4">
        {messages.saved.title}
      </Title>
      {list.data ? (
        list.data.length === 0 ? (
          <Text c="dimmed">{messages.saved.none}</Text>
        ) : (
          <ChartGrid>
            {list.data.map((entry) => (
              <SavedChartCard key={entry.hash} entry={entry} period={period} />
            ))}
          </ChartGrid>
        )
      ) : list.isError ? (
        <Alert color="red" p="sm">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messages.saved.failed}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
              {messages.card.retry}
            </Button>
          </Stack>
        </Alert>
      ) : list.fetchStatus === 'paused' ? (
        <Alert color="yellow" p="sm">
          <Text size="sm">{messages.card.offline}</Text>
        </Alert>
      ) : (
        <Skeleton height={120} radius="sm" />
      )}
    </Stack>
  );
}

function SavedChartCard({ entry, period }: { entry: SavedChartEntry; period: ManagerPeriod }) {
  const query = useQuery(savedChartQuery(entry.hash, period));
  // Laid out as its base chart (a DRE by class has no total row, a yearly chart names its year);
  // a base this screen does not know is drawn by the look of its labels.
  const base = baseChartSpec(entry.base);
  const yearly = base?.yearly ?? false;
  return (
    <ChartCard
      headingLevel={3}
      title={entry.title}
      state={chartState(query)}
      variant={base?.variant ?? savedChartVariant(query.data)}
      labelHeader={base?.labelHeader ?? messages.labels.chartLabel}
      total={base?.total}
      rangeText={periodText(period, yearly)}
      fileName={csvFileName(titleSlug(entry.title), period, yearly)}
    />
  );
}
