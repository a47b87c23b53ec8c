import { Group, Progress, Stack, Text } from '@mantine/core';
import { messages } from '../messages.ts';

/** One stage of the day: its name, "80 de 100" in big digits and a bar. */
export function StageBar({ label, done, quantity }: { label: string; done: number; quantity: number }) {
  const percent = quantity === 0 ? 0 : Math.round((100 * done) / quantity);
  return (
    <Stack gap={4} data-stage={label}>
      {/* One line on a phone for the day's usual figures ("220,5 de 443,5" fits 390 px at 24 px);
          a longer one ("1.220,5 de 4.443,5") goes under its label, right-aligned, never off screen. */}
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" style={{ rowGap: 0 }}>
        <Text fz={{ base: 20, sm: 22 }} fw={700}>
          {label}
        </Text>
        <Text
          ml="auto"
          fz={{ base: 24, sm: 36 }}
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
