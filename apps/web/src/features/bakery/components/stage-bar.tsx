import { Group, Progress, Stack, Text } from '@mantine/core';
import { messages } from '../messages.ts';

/** One stage of the day: its name, "80 de 100" in big digits and a bar. */
export function StageBar({ label, done, quantity }: { label: string; done: number; quantity: number }) {
  const percent = quantity === 0 ? 0 : Math.round((100 * done) / quantity);
  return (
    <Stack gap={4} data-stage={label}>
      {/* One line at every width: a phone gets smaller digits rather than a figure that wraps. */}
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text fz={{ base: 20, sm: 22 }} fw={700}>
          {label}
        </Text>
        <Text
          fz={{ base: 28, sm: 36 }}
          fw={800}
          lh={1.1}
          style={{ whiteSpace: 'nowrap' }}
          data-figure={label}
        >
          {messages.of(done, quantity)}
        </Text>
      </Group>
      <Progress
        value={percent}
        size={22}
        radius="sm"
        color={done >= quantity ? 'green.8' : 'blue.7'}
        aria-label={`${label}: ${messages.of(done, quantity)}`}
      />
    </Stack>
  );
}
