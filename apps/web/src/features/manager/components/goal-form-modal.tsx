import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { api, type SellerGoalInput } from '@rota/contract';
import {
  formatDecimal,
  type GoalBoardRow,
  type GoalMixBasis,
  MAX_GOAL_COUNT,
  parseMoneyInput,
  sellerGoalSchema,
} from '@rota/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { apiQueryKey } from '#lib/query/index.ts';
import { messages } from '../messages.ts';
import { goalMonthText } from '../model/goal-months.ts';

const text = messages.goals;

function countOf(typed: string): number | null | 'invalid' {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_GOAL_COUNT ? value : 'invalid';
}

function moneyOf(typed: string): number | null | 'invalid' {
  if (typed.trim() === '') return null;
  const cents = parseMoneyInput(typed);
  return cents === null || !sellerGoalSchema.shape.sales_value.safeParse(cents).success ? 'invalid' : cents;
}

/**
 * "Definir metas": a seller's goals for the month — sales value, positivação, mix in products or
 * categories — each left blank to go without it; saved with `PUT manager/goals`, then the board
 * is read again.
 */
export function GoalFormModal({
  row,
  month,
  onClose,
}: {
  row: GoalBoardRow | null;
  month: string;
  onClose: (saved: string | null) => void;
}) {
  const goal = row?.goal ?? null;
  const [value, setValue] = useState(goal?.sales_value ? formatDecimal(goal.sales_value / 100, 2) : '');
  const [positivation, setPositivation] = useState(goal?.positivation ? String(goal.positivation) : '');
  const [mix, setMix] = useState(goal?.mix ? String(goal.mix) : '');
  const [basis, setBasis] = useState<GoalMixBasis>(goal?.mix_basis ?? 'products');
  const [touched, setTouched] = useState(false);
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SellerGoalInput) => callApi(api.goals.set, { body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apiQueryKey(api.goals.board) });
      onClose(row ? text.saved(row.name) : null);
    },
  });
  if (!row) return null;
  const parsed = { sales_value: moneyOf(value), positivation: countOf(positivation), mix: countOf(mix) };
  const error = (field: keyof typeof parsed, message: string) =>
    touched && parsed[field] === 'invalid' ? message : undefined;
  const submit = () => {
    setTouched(true);
    const { sales_value, positivation: clients, mix: products } = parsed;
    if (sales_value === 'invalid' || clients === 'invalid' || products === 'invalid') return;
    save.mutate({
      code_erp_seller: row.code_erp_seller,
      month,
      sales_value,
      positivation: clients,
      mix: products,
      mix_basis: basis,
    });
  };
  const failure = save.error instanceof HttpError ? save.error.message : save.error ? text.saveFailed : null;
  return (
    <Modal
      opened
      onClose={() => onClose(null)}
      title={text.formTitle(row.name, goalMonthText(month))}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            {text.optional}
          </Text>
          <TextInput
            label={text.salesValue}
            inputMode="decimal"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={error('sales_value', text.invalidMoney)}
            placeholder="38.000,00"
          />
          <TextInput
            label={text.positivation}
            inputMode="numeric"
            value={positivation}
            onChange={(event) => setPositivation(event.currentTarget.value)}
            error={error('positivation', text.invalidCount)}
          />
          <TextInput
            label={text.mix}
            inputMode="numeric"
            value={mix}
            onChange={(event) => setMix(event.currentTarget.value)}
            error={error('mix', text.invalidCount)}
          />
          <div>
            <Text component="label" id="goal-mix-basis" size="sm" fw={500} display="block" mb={4}>
              {text.mixBasis}
            </Text>
            <SegmentedControl
              aria-labelledby="goal-mix-basis"
              fullWidth
              value={basis}
              onChange={(next) => setBasis(next === 'categories' ? 'categories' : 'products')}
              data={[
                { value: 'products', label: text.mixProducts },
                { value: 'categories', label: text.mixCategories },
              ]}
            />
          </div>
          {failure && (
            <Alert color="red" variant="light">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => onClose(null)}>
              {text.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {text.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
