import { Loader, Stack, Text } from '@mantine/core';
import type { BakeryItem } from '@rota/domain';
import type { ReactNode } from 'react';
import type { BakeryDay } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';

/**
 * What a board shows under its day: a loader while the device is still reading (or has never
 * fetched the day and is fetching it), "Nenhum item para este dia" when the server said so, or
 * the board itself.
 */
export function DayContent({
  day,
  lines,
  children,
}: {
  day: BakeryDay;
  /** The board's own lines (its categories); empty shows the empty state. */
  lines: readonly BakeryItem[] | undefined;
  children: ReactNode;
}) {
  if (lines === undefined || (lines.length === 0 && day.fetchedAt === null && day.refreshing)) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <Loader aria-hidden />
        <Text>{messages.day.loading}</Text>
      </Stack>
    );
  }
  // Never fetched here and not fetching (offline, or the refresh failed): the day's status above
  // says so; "nenhum item" would claim an empty day nobody has seen.
  if (lines.length === 0 && day.fetchedAt === null) return null;
  if (lines.length === 0) {
    return (
      <Text fz={22} fw={600} ta="center" py="xl" c="gray.8">
        {messages.day.empty}
      </Text>
    );
  }
  return children;
}
