import { Text } from '@mantine/core';
import { messages } from '../messages.ts';

/** "142 clientes · 9 com atraso" for the current filter; read out when it changes. */
export function ClientCounters({ clients, overdue }: { clients: number; overdue: number }) {
  return (
    <Text size="sm" fw={500} aria-live="polite" data-testid="client-counters">
      {messages.counters(clients, overdue)}
    </Text>
  );
}
