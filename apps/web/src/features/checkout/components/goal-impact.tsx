import { Card, List, Text, Title } from '@mantine/core';
import type { Sale } from '@rota/domain';
import { goalFigure, goalTexts } from '#lib/goals/index.ts';
import { type GoalImpactLine, useGoalImpact } from '../hooks/use-goal-impact.ts';
import { messages } from '../messages.ts';

function change({ before, after }: GoalImpactLine): string {
  const figure = (value: number) => goalFigure(before.metric, value);
  const moved = after.actual - before.actual;
  if (moved === 0) return messages.goalUnchanged(figure(before.actual), figure(before.target));
  return messages.goalMoves(
    figure(before.actual),
    figure(after.actual),
    figure(before.target),
    goalTexts.percent(after.percent),
  );
}

/** "Com este pedido" under the cart's items: how the order moves each of the seller's goals. */
export function GoalImpact({ cart }: { cart: Sale }) {
  const impact = useGoalImpact(cart);
  if (!impact) return null;
  return (
    <Card withBorder radius="md" padding="sm" data-testid="goal-impact">
      <Title order={3} size="h5">
        {messages.goalImpactTitle}
      </Title>
      <List size="sm" spacing={2} mt={4}>
        {impact.lines.map((line) => (
          <List.Item key={line.before.metric} data-testid={`goal-impact-${line.before.metric}`}>
            <Text span size="sm" fw={600}>
              {goalTexts.metric(line.before.metric, impact.basis)}:
            </Text>{' '}
            {change(line)}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
