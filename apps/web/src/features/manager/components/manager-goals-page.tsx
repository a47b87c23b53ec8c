import { Group, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GoalBoardRow } from '@rota/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { goalTexts } from '#lib/goals/index.ts';
import { RetryAlert } from '#ui/retry-alert.tsx';
import { goalBoardQuery } from '../api/manager-queries.ts';
import { useGoalMonth } from '../hooks/use-goal-month.ts';
import { messages } from '../messages.ts';
import { goalMonthChoices, goalMonthText } from '../model/goal-months.ts';
import { GoalFormModal } from './goal-form-modal.tsx';
import { SellerGoalCard } from './seller-goal-card.tsx';

const text = messages.goals;

/**
 * "Metas" (route `gestor.goals`, docs/manager.md "Metas"): every seller's goals of a month against
 * what they sold, ranked, with each goal's pace and projection on the company's working days; a
 * manager sets or changes a seller's goals from its card. Online, like every manager screen.
 */
export function ManagerGoalsPage() {
  const today = useToday();
  const { month, setMonth } = useGoalMonth();
  const board = useQuery(goalBoardQuery(month));
  const [editing, setEditing] = useState<GoalBoardRow | null>(null);
  return (
    <Stack gap="md" data-testid="manager-goals">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h4">
            {text.title(goalMonthText(month))}
          </Title>
          {board.data && (
            <Text size="sm" c="dimmed" data-testid="goal-working-days">
              {goalTexts.workingDays(board.data.days.total, board.data.days.left)}
            </Text>
          )}
        </div>
        <Select
          label={text.monthLabel}
          data={goalMonthChoices(today)}
          value={month}
          onChange={(next) => next && setMonth(next)}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {board.isPending && <Text c="dimmed">{text.loading}</Text>}
      {board.isError && (
        <RetryAlert message={text.failed} retryLabel={text.retry} onRetry={() => void board.refetch()} />
      )}
      {board.data && board.data.rows.length === 0 && <Text c="dimmed">{text.noSellers}</Text>}
      {board.data && board.data.rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" style={{ alignItems: 'start' }}>
          {board.data.rows.map((row) => (
            <SellerGoalCard
              key={row.seller_id}
              row={row}
              daysLeft={board.data.days.left}
              onEdit={() => setEditing(row)}
            />
          ))}
        </SimpleGrid>
      )}
      <GoalFormModal
        key={editing?.seller_id ?? 'none'}
        row={editing}
        month={month}
        onClose={(saved) => {
          setEditing(null);
          if (saved) notifications.show({ message: saved, color: 'teal' });
        }}
      />
    </Stack>
  );
}
