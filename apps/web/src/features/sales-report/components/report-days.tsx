import { Group, Text } from '@mantine/core';
import { formatDate, formatMoney } from '@rota/domain';
import { messages } from '../messages.ts';

/**
 * The figures of the chart as text, under a disclosure: what a screen reader reads, and what the
 * seller still has when the chart could not load.
 */
export function ReportDays({ days }: { days: readonly { date: string; total: number; count: number }[] }) {
  return (
    <details style={{ marginTop: 6 }}>
      <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-sm)' }}>
        {messages.showDays}
      </summary>
      <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }} data-testid="report-days">
        {days.map((day) => (
          <Group key={day.date} component="li" justify="space-between" gap="xs" py={2}>
            <Text size="sm">{formatDate(day.date)}</Text>
            <Text size="sm">
              {messages.salesCount(day.count)} · {formatMoney(day.total)}
            </Text>
          </Group>
        ))}
      </ul>
    </details>
  );
}
