import { Group, Paper, Stack, Text } from '@mantine/core';
import { type Appointment, appointmentTimes, formatDuration, formatElapsed } from '@rota/domain';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useNow } from '#lib/clock/use-now.ts';
import { messages } from '../messages.ts';

const { run: text } = messages;

/**
 * The running timer of an open appointment, computed from its instants at `now` (never counted:
 * a reload, a crash or a night shows the same), with the open stop and its reason in amber while
 * paused.
 */
export function AppointmentClock({
  appointment,
  stopReason,
}: {
  appointment: Appointment;
  stopReason: string | null;
}) {
  const now = useNow(1_000);
  const times = appointmentTimes(appointment, now);
  const paused = times.pausedSince !== null;
  return (
    <Paper p="md" radius="md" bg={paused ? 'orange.1' : 'green.0'} withBorder>
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap">
          {paused ? (
            <IconPlayerPauseFilled size={28} color="var(--mantine-color-orange-9)" aria-hidden />
          ) : (
            <IconPlayerPlayFilled size={28} color="var(--mantine-color-green-9)" aria-hidden />
          )}
          <Text fz="xl" fw={800} c={`var(--mantine-color-${paused ? 'orange' : 'green'}-light-color)`}>
            {paused ? text.stopped(stopReason ?? '') : text.producing}
          </Text>
        </Group>
        {paused && times.pausedSince && (
          <Text fz="lg" fw={700} c="var(--mantine-color-orange-light-color)">
            {text.stoppedFor}{' '}
            <span role="timer">{formatElapsed(now.getTime() - Date.parse(times.pausedSince))}</span>
          </Text>
        )}
        <Text fz="sm" fw={600} c="gray.8">
          {text.elapsedLabel}
        </Text>
        <Text
          role="timer"
          aria-label={text.elapsedLabel}
          fz={{ base: 42, sm: 52 }}
          fw={800}
          lh={1.05}
          ff="monospace"
        >
          {formatElapsed(times.totalMs)}
        </Text>
        <Text fz="md" fw={600}>
          {text.productive(formatDuration(times.productiveMs))} ·{' '}
          {text.stoppedTotal(formatDuration(times.stoppedMs))}
        </Text>
      </Stack>
    </Paper>
  );
}
