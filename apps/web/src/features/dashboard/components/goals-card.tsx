import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { monthName } from '@rota/domain';
import { goalTexts, sellerMonthProgress, useSellerMonth } from '#lib/goals/index.ts';
import { GoalLineView } from '#ui/goal-line-view.tsx';

/**
 * "Metas do mês" on the seller's dashboard (docs/domain.md "Goals"): each goal the seller has this
 * month against what its synced sales add up to, offline; what is left per working day left on
 * the company's calendar, and where the pace so far ends the month.
 */
export function GoalsCard() {
  const month = useSellerMonth();
  if (!month) return null;
  const { lines, actuals } = sellerMonthProgress(month);
  const name = monthName(Number(month.month.slice(5, 7))).toLowerCase();
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="section"
      aria-labelledby="goals-title"
      data-testid="goals-card"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h5" id="goals-title">
            {goalTexts.title}
          </Title>
          <Text size="xs" c="dimmed">
            {goalTexts.workingDays(month.days.total, month.days.left)}
          </Text>
        </div>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {goalTexts.none(name)}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: lines.length }} spacing="md">
            {lines.map((line) => (
              <GoalLineView
                key={line.metric}
                line={line}
                basis={month.goal?.mix_basis ?? 'products'}
                daysLeft={month.days.left}
                {...(line.metric === 'positivation'
                  ? { extra: goalTexts.wallet(actuals.clients, actuals.wallet) }
                  : {})}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Card>
  );
}
