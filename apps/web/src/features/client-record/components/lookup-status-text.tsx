import { Group, Loader, Text } from '@mantine/core';
import type { LookupKind } from '#lib/db/my-pwa-db.ts';
import { lookupMessages } from '#lib/lookups/index.ts';
import type { AutofillState } from '../hooks/use-lookup-autofill.ts';
import { messages } from '../messages.ts';

/** One line under a CEP or CNPJ field: looking, filled, queued, not found or failed. */
export function LookupStatusText({ kind, state }: { kind: LookupKind; state: AutofillState }) {
  const line = (color: string, text: string, testState: string) => (
    <Text size="sm" c={color} role="status" data-testid={`${kind}-lookup-status`} data-state={testState}>
      {text}
    </Text>
  );
  switch (state.status) {
    case 'looking':
      return (
        <Group gap={6} role="status" data-testid={`${kind}-lookup-status`} data-state="looking">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {messages.lookingUp[kind]}
          </Text>
        </Group>
      );
    case 'filled':
      return line('var(--mantine-color-teal-light-color)', messages.lookupFilled[kind], 'filled');
    case 'queued':
      return (
        <div role="status" data-testid={`${kind}-lookup-status`} data-state="queued">
          <Text size="sm" c="var(--mantine-color-orange-light-color)" fw={500}>
            {lookupMessages.waiting(kind, state.reason, state.retryAt)}
          </Text>
          <Text size="xs" c="dimmed">
            {messages.lookupQueuedHint}
          </Text>
        </div>
      );
    case 'not_found':
      return line('red.8', messages.lookupNotFound[kind], 'not_found');
    case 'failed':
      return line('red.8', messages.lookupFailed(state.message), 'failed');
    default:
      return null;
  }
}
