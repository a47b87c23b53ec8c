import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { measurementsByDay } from '@rota/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '#lib/auth/index.ts';
import { useToday } from '#lib/clock/use-today.ts';
import { pathFor } from '#lib/routes/index.ts';
import { ScreenNotice } from '#ui/screen-notice.tsx';
import { useMeasurementLists } from '../hooks/use-measurement-lists.ts';
import { useMyMeasurements } from '../hooks/use-my-measurements.ts';
import { messages } from '../messages.ts';
import { type MeasurementPeriod, NEW_MEASUREMENT, periodStart } from '../model/measurement-period.ts';
import { MeasurementDayCard } from './measurement-day-card.tsx';

const { list } = messages;
const PERIODS: MeasurementPeriod[] = ['today', 'week', 'month', 'all'];

/**
 * Medições (`/admin/measurements`, docs/measurements.md): the seller's measured loads by day,
 * newest first, with each day's totals per driver; "Nova medição" opens the form. Everything is
 * read from the device, so it works offline; an unsent load says so.
 */
export function MeasurementListPage() {
  const allowed = useCan('canRecordMeasurements');
  const { measurements, sendStates, loaded } = useMyMeasurements();
  const lists = useMeasurementLists();
  const [period, setPeriod] = useState<MeasurementPeriod>('week');
  const today = useToday();
  const days = useMemo(() => {
    const start = periodStart(period, today);
    return measurementsByDay(start === null ? measurements : measurements.filter((m) => m.date >= start));
  }, [measurements, period, today]);
  const names = useMemo(
    () => ({
      drivers: new Map(lists.drivers.map((driver) => [driver.id, driver])),
      volumes: new Map(lists.volumes.map((volume) => [volume.id, volume])),
    }),
    [lists],
  );

  if (!allowed)
    return (
      <ScreenNotice
        testId="measurement-notice"
        title={messages.noPermission.title}
        body={messages.noPermission.body}
        backTo={pathFor('index')}
        backLabel={messages.noPermission.back}
      />
    );

  return (
    <Stack gap="md" maw={900} data-testid="measurement-list">
      <Text size="sm" c="dimmed">
        {list.intro}
      </Text>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={list.period}
          value={period}
          onChange={(value) => setPeriod(value)}
          data={PERIODS.map((value) => ({ value, label: list.periods[value] }))}
        />
        <Button
          component={Link}
          to={pathFor('measurements.goTo', { goTo: NEW_MEASUREMENT })}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          {list.newMeasurement}
        </Button>
      </Group>
      {!loaded ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : days.length === 0 ? (
        <Stack gap={4} py="lg" data-testid="measurement-empty">
          <Text fw={600}>{list.empty}</Text>
          <Text size="sm" c="dimmed">
            {list.emptyHint}
          </Text>
        </Stack>
      ) : (
        days.map((day) => (
          <MeasurementDayCard key={day.date} day={day} names={names} sendStates={sendStates} />
        ))
      )}
    </Stack>
  );
}
