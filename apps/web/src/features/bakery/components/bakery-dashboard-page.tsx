import { Paper, Stack, Text, Title } from '@mantine/core';
import { countShortStops, stageTotal } from '@rota/domain';
import { useMemo } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { useBakeryDate } from '../hooks/use-bakery-date.ts';
import { useBakeryDay } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import { dashboardRows } from '../model/dashboard-rows.ts';
import { DashboardCategoryRow } from './dashboard-category-row.tsx';
import { DayContent } from './day-content.tsx';
import { DayStatus } from './day-status.tsx';
import { StageBar } from './stage-bar.tsx';

/**
 * The bakery's Dashboard (`/bakery`): the day's progress per stage and per category, late
 * categories first, and how many deliveries went short ("3 entregas com falta"). Computed on the device from the day's lines (the same rules the server's
 * `…ByCategory` calls use), so it moves with every stamp and shows offline.
 */
export function BakeryDashboardPage() {
  const [date, setDate] = useBakeryDate();
  const day = useBakeryDay(date);
  // "Late" turns on the hour; a minute's resolution is plenty.
  const now = useNow(60_000);
  const lines = day.lines;
  const rows = useMemo(() => dashboardRows(lines ?? [], now), [lines, now]);
  const totals = useMemo(
    () => ({
      production: stageTotal(lines ?? [], 'production'),
      separation: stageTotal(lines ?? [], 'separation'),
      delivery: stageTotal(lines ?? [], 'delivery'),
    }),
    [lines],
  );
  const shortStops = useMemo(() => countShortStops(lines ?? []), [lines]);
  return (
    // The marker the e2e walks over every route wait for (e2e/pages/built-screens.ts).
    <Stack gap="md" data-testid="bakery-dashboard">
      <DayStatus date={date} onDate={setDate} day={day} />
      <DayContent day={day} lines={lines}>
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bakery-day-progress">
          <Stack gap="md">
            <Title order={2} fz={24} id="bakery-day-progress">
              {messages.dashboard.title}
            </Title>
            <StageBar label={messages.stages.produced} {...totals.production} />
            <StageBar label={messages.stages.separated} {...totals.separation} />
            <StageBar label={messages.stages.delivered} {...totals.delivery} />
            {shortStops > 0 && (
              <Text
                fz={20}
                fw={700}
                c="var(--mantine-color-orange-light-color)"
                data-testid="bakery-short-stops"
              >
                {messages.dashboard.shortStops(shortStops)}
              </Text>
            )}
          </Stack>
        </Paper>
        <Stack gap="xs" component="section" aria-labelledby="bakery-categories">
          <Title order={2} fz={24} id="bakery-categories">
            {messages.dashboard.categories}
          </Title>
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((row) => (
              <DashboardCategoryRow key={row.look.code} row={row} />
            ))}
          </Stack>
        </Stack>
      </DayContent>
    </Stack>
  );
}
