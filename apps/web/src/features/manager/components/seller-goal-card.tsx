import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, type GoalBoardRow } from '@rota/domain';
import { goalTexts } from '#lib/goals/index.ts';
import { GoalLineView } from '#ui/goal-line-view.tsx';
import { messages } from '../messages.ts';

const text = messages.goals;

/** One seller on the goal board: the place, each goal against the month, and "Definir metas". */
export function SellerGoalCard({
  row,
  daysLeft,
  onEdit,
}: {
  row: GoalBoardRow;
  daysLeft: number;
  onEdit: () => void;
}) {
  const { actuals } = row;
  return (
    <Card withBorder radius="md" padding="md" data-testid="seller-goal">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge variant="light" size="lg" style={{ flex: 'none' }}>
              {text.rank(row.rank)}
            </Badge>
            <div style={{ minWidth: 0 }}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="seller-goal-name">
                {row.name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.code_erp_seller}
              </Text>
            </div>
          </Group>
          <Button size="compact-sm" variant="light" onClick={onEdit} style={{ flex: 'none' }}>
            {row.goal ? text.edit : text.set}
          </Button>
        </Group>
        {row.lines.length === 0 && (
          <Text size="sm" c="dimmed">
            {text.noGoal}
          </Text>
        )}
        {row.lines.length > 0 && (
          <SimpleGrid cols={1} spacing="sm">
            {row.lines.map((line) => (
              <GoalLineView
                key={line.metric}
                line={line}
                basis={row.goal?.mix_basis ?? 'products'}
                daysLeft={daysLeft}
                {...(line.metric === 'positivation'
                  ? { extra: goalTexts.wallet(actuals.clients, actuals.wallet) }
                  : {})}
              />
            ))}
          </SimpleGrid>
        )}
        <Text size="xs" c="dimmed" data-testid="seller-goal-sold">
          {text.sold(formatMoney(actuals.sales_value), actuals.clients, actuals.wallet, actuals.products)}
        </Text>
      </Stack>
    </Card>
  );
}
