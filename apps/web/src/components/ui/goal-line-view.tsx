import { Group, Progress, Stack, Text } from '@mantine/core';
import type { GoalLine, GoalMixBasis } from '@rota/domain';
import { goalStanding, goalTexts } from '#lib/goals/index.ts';

const COLORS = { reached: 'teal', onPace: 'blue', behind: 'orange' } as const;

/**
 * One goal against the month (docs/domain.md "Goals"): its name and figures, a bar coloured by
 * where it stands (reached, on an even pace, behind), what is left per working day and where the
 * pace so far ends the month. `extra` adds a line (positivação's share of the wallet).
 */
export function GoalLineView({
  line,
  basis,
  daysLeft,
  extra,
}: {
  line: GoalLine;
  basis: GoalMixBasis;
  daysLeft: number;
  extra?: string;
}) {
  const standing = goalStanding(line);
  const label = goalTexts.metric(line.metric, basis);
  return (
    <Stack gap={4} data-testid={`goal-${line.metric}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" fw={600} c={COLORS[standing]} style={{ whiteSpace: 'nowrap' }}>
          {goalTexts.percent(line.percent)}
        </Text>
      </Group>
      <Progress
        value={Math.min(100, line.percent)}
        color={COLORS[standing]}
        size="md"
        radius="xl"
        aria-label={`${label}: ${goalTexts.of(line)}`}
      />
      <Text size="sm">{goalTexts.of(line)}</Text>
      {extra && (
        <Text size="xs" c="dimmed">
          {extra}
        </Text>
      )}
      <Text size="xs" c={standing === 'reached' ? 'teal' : 'dimmed'}>
        {standing === 'reached' ? goalTexts.reached : goalTexts.left(line, daysLeft)}
      </Text>
      {standing !== 'reached' && goalTexts.projection(line) && (
        <Text size="xs" c="dimmed">
          {goalTexts.projection(line)}
        </Text>
      )}
    </Stack>
  );
}
