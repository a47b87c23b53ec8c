import { Group, Text } from '@mantine/core';
import { MARKER_COLORS } from '../api/marker-colors.ts';
import { messages } from '../messages.ts';

const entries = [
  ['overdue', messages.legendOverdue],
  ['inactive', messages.legendInactive],
  ['regular', messages.legendRegular],
] as const;

/** What the marker colours mean. */
export function MapLegend() {
  return (
    <Group gap={10} aria-label={messages.markerLegend} role="group">
      {entries.map(([tone, label]) => (
        <Group key={tone} gap={4} wrap="nowrap">
          <span className="rota-legend-dot" style={{ background: MARKER_COLORS[tone] }} aria-hidden />
          <Text size="xs">{label}</Text>
        </Group>
      ))}
    </Group>
  );
}
