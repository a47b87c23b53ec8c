import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatCep, formatCnpj } from '@rota/domain';
import { IconClockPause } from '@tabler/icons-react';
import { lookupMessages } from '#lib/lookups/index.ts';
import type { LookupReviewItem } from '../hooks/use-lookup-reviews.ts';
import { messages } from '../messages.ts';
import { CnpjSituation } from './cnpj-situation.tsx';
import { LookupReview } from './lookup-review.tsx';

interface QueuedLookupsProps {
  items: LookupReviewItem[];
  cityTitle: (iso: string) => string | null;
  onApply: (item: LookupReviewItem) => void;
  onDiscard: (item: LookupReviewItem) => void;
  applying?: number | null;
}

const shownValue = (item: LookupReviewItem) =>
  messages.lookupReadyValue(
    item.row.kind,
    item.row.kind === 'cep' ? formatCep(item.row.value) : formatCnpj(item.row.value),
  );

/**
 * The lookups that went to the queue: still waiting (a quiet line), answered ("Consulta do CNPJ
 * pronta" with what would change, Aplicar/Descartar), not found ("CEP não encontrado") or refused.
 */
export function QueuedLookups({ items, cityTitle, onApply, onDiscard, applying = null }: QueuedLookupsProps) {
  if (items.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="queued-lookups">
      {items.map((item) => {
        const { row } = item;
        if (row.status === 'queued') {
          return (
            <Group key={row.id} gap={6} wrap="nowrap" data-testid="lookup-waiting">
              <IconClockPause size={18} color="var(--mantine-color-orange-8)" aria-hidden />
              <Text size="sm" c="dimmed">
                {shownValue(item)}:{' '}
                {lookupMessages.waiting(
                  row.kind,
                  row.failure ?? 'offline',
                  row.next_attempt_at ? new Date(row.next_attempt_at) : null,
                )}
              </Text>
            </Group>
          );
        }
        if (row.status === 'ready') {
          return (
            <LookupReview
              key={row.id}
              title={messages.lookupReady[row.kind]}
              intro={shownValue(item)}
              changes={item.changes}
              cityTitle={cityTitle}
              onApply={() => onApply(item)}
              onDiscard={() => onDiscard(item)}
              applying={applying === row.id}
            >
              {item.situation && <CnpjSituation situation={item.situation} />}
            </LookupReview>
          );
        }
        return (
          <Alert
            key={row.id}
            color="red"
            variant="light"
            title={
              row.status === 'not_found'
                ? messages.lookupNotFound[row.kind]
                : messages.lookupFailed(row.error ?? '')
            }
            data-testid="lookup-settled"
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm">{shownValue(item)}</Text>
              <Button size="xs" variant="default" onClick={() => onDiscard(item)}>
                {messages.dismiss}
              </Button>
            </Group>
          </Alert>
        );
      })}
    </Stack>
  );
}
