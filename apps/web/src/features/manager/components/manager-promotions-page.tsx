import { Button, Chip, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { api } from '@rota/contract';
import { endOfMonth, type Promotion, type PromotionStatus, promotionStatus } from '@rota/domain';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToday } from '#lib/clock/use-today.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { apiQueryKey } from '#lib/query/index.ts';
import { RetryAlert } from '#ui/retry-alert.tsx';
import { promotionsQuery } from '../api/manager-queries.ts';
import { messages } from '../messages.ts';
import {
  draftToInput,
  newPromotionDraft,
  type PromotionDraft,
  promotionDraft,
} from '../model/promotion-draft.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionFormModal } from './promotion-form-modal.tsx';

const text = messages.promotions;
const STATUSES: readonly PromotionStatus[] = ['running', 'scheduled', 'ended', 'inactive'];

/**
 * "Promoções" (route `gestor.promotions`, docs/manager.md "Promoções"): the company's promotions,
 * the ERP's and the managers', by status; "Nova promoção" and "Editar" open the form, "Encerrar
 * hoje" moves a running one's last day to today. Online, like every manager screen.
 */
export function ManagerPromotionsPage() {
  const today = useToday();
  const list = useQuery(promotionsQuery());
  const [status, setStatus] = useState<PromotionStatus>('running');
  const [editing, setEditing] = useState<PromotionDraft | null>(null);
  const client = useQueryClient();
  const end = useMutation({
    mutationFn: (promotion: Promotion) => {
      const ended = draftToInput({ ...promotionDraft(promotion), ends_on: today });
      if ('errors' in ended) throw new Error(Object.values(ended.errors)[0] ?? text.saveFailed);
      return callApi(api.promotions.save, { body: ended.input });
    },
    onSuccess: async (_, promotion) => {
      await client.invalidateQueries({ queryKey: apiQueryKey(api.promotions.list) });
      notifications.show({ message: text.ended(promotion.name), color: 'teal' });
    },
    onError: (error) =>
      notifications.show({
        message: error instanceof HttpError ? error.message : text.saveFailed,
        color: 'red',
      }),
  });
  const byStatus = new Map<PromotionStatus, Promotion[]>(STATUSES.map((key) => [key, []]));
  for (const promotion of list.data ?? []) byStatus.get(promotionStatus(promotion, today))?.push(promotion);
  const shown = byStatus.get(status) ?? [];
  return (
    <Stack gap="md" data-testid="manager-promotions">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Title order={2} size="h4">
            {text.title}
          </Title>
          <Text size="sm" c="dimmed">
            {text.hint}
          </Text>
        </div>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing(newPromotionDraft(crypto.randomUUID(), today, endOfMonth(today)))}
        >
          {text.create}
        </Button>
      </Group>
      <Chip.Group value={status} onChange={(next) => setStatus(next as PromotionStatus)}>
        <Group gap="xs" role="radiogroup" aria-label={text.statusLabel}>
          {STATUSES.map((key) => (
            <Chip key={key} value={key} size="sm">
              {`${text.statuses[key]} (${byStatus.get(key)?.length ?? 0})`}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {list.isPending && <Text c="dimmed">{text.loading}</Text>}
      {list.isError && (
        <RetryAlert message={text.failed} retryLabel={text.retry} onRetry={() => void list.refetch()} />
      )}
      {list.data && shown.length === 0 && <Text c="dimmed">{text.none[status]}</Text>}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md" style={{ alignItems: 'start' }}>
          {shown.map((promotion) => (
            <PromotionCard
              key={promotion.uuid}
              promotion={promotion}
              running={status === 'running'}
              ending={end.isPending && end.variables?.uuid === promotion.uuid}
              onEdit={() => setEditing(promotionDraft(promotion))}
              onEnd={() => end.mutate(promotion)}
            />
          ))}
        </SimpleGrid>
      )}
      <PromotionFormModal
        key={editing?.uuid ?? 'none'}
        draft={editing}
        isNew={editing !== null && !(list.data ?? []).some((promotion) => promotion.uuid === editing.uuid)}
        onClose={(saved) => {
          setEditing(null);
          if (saved) notifications.show({ message: saved, color: 'teal' });
        }}
      />
    </Stack>
  );
}
