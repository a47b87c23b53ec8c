import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { messages } from '../messages.ts';

export interface RankingLine {
  key: string;
  label: string;
  detail: string;
  value: string;
}

/** A small titled list (by status, by form, top clients, top products). */
export function ReportRanking({
  title,
  lines,
  testId,
}: {
  title: string;
  lines: RankingLine[];
  testId: string;
}) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid={testId}>
      <Title order={2} size="h6" mb={6}>
        {title}
      </Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.none}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lines.map((line) => (
            <Group key={line.key} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" truncate>
                  {line.label}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.detail}
                </Text>
              </div>
              <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {line.value}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
