import { Alert, Group, Loader, Text } from '@mantine/core';
import { formatAgo } from '@rota/domain';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNow } from '#lib/clock/use-now.ts';
import { useOnline } from '#lib/device/use-online.ts';
import type { BakeryDay } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';
import { DayPicker } from './day-picker.tsx';

/**
 * The top of every bakery screen: the delivery day (`DayPicker`),
 * how old the day's data is, the screen's actions (Imprimir), and why it may be stale.
 */
export function DayStatus({
  date,
  onDate,
  day,
  actions,
}: {
  date: string;
  onDate: (date: string) => void;
  day: BakeryDay;
  actions?: ReactNode;
}) {
  const online = useOnline();
  const now = useNow(60_000);
  // Past tense only: a fetch landing after the minute's tick is "agora", never "em 2 segundos".
  const age = day.fetchedAt ? formatAgo(day.fetchedAt, now) : null;
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <DayPicker date={date} onDate={onDate} />
          <Group gap={6} mih={48} align="center">
            {day.refreshing && <Loader size="sm" aria-hidden />}
            {age && (
              <Text c="gray.8" data-testid="bakery-age">
                {online ? messages.day.updated(age) : messages.day.offlineUpdated(age)}
              </Text>
            )}
          </Group>
        </Group>
        {actions}
      </Group>
      {day.refreshError && online && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={22} aria-hidden />} role="alert">
          {messages.day.failed(day.refreshError)}
        </Alert>
      )}
      {day.fetchedAt === null && !online && (
        <Alert color="gray" variant="light" icon={<IconWifiOff size={22} aria-hidden />}>
          {messages.day.neverLoaded}
        </Alert>
      )}
    </>
  );
}
