import { SimpleGrid, Stack } from '@mantine/core';
import type { ManagerPeriod } from '@rota/domain';
import type { ReactNode } from 'react';
import { useManagerPeriod } from '../hooks/use-manager-period.ts';
import { ManagerPeriodPicker } from './manager-period-picker.tsx';

/**
 * The frame of every manager screen: the area's period on top, then the screen's content for
 * that period. Charts sit two by two from 1200 px wide (a 1440×900 desktop with the side
 * navigation), one under the other on a tablet or a phone.
 */
export function ManagerScreen({
  testId,
  children,
}: {
  testId: string;
  children: (period: ManagerPeriod) => ReactNode;
}) {
  const state = useManagerPeriod();
  return (
    <Stack gap="md" data-testid={testId}>
      <ManagerPeriodPicker state={state} />
      {children(state.period)}
    </Stack>
  );
}

/**
 * Charts two side by side on a wide screen, stacked below 1200 px. Each card keeps its own height
 * (a short chart beside a tall one leaves no empty box under it).
 */
export function ChartGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" style={{ alignItems: 'start' }}>
      {children}
    </SimpleGrid>
  );
}
