import { Badge } from '@mantine/core';
import type { LineSendState } from '../hooks/use-bakery-day.ts';
import { messages } from '../messages.ts';

/** The worst send state among some lines' stamps: nothing, "pendente", or "recusado" (see Pendências). */
export function SendStateBadge({ states }: { states: readonly LineSendState[] }) {
  if (states.includes('failed'))
    return (
      <Badge color="red" size="lg" variant="filled">
        {messages.refused}
      </Badge>
    );
  if (states.includes('pending'))
    return (
      <Badge color="yellow.3" c="dark.9" size="lg" variant="filled">
        {messages.pending}
      </Badge>
    );
  return null;
}
