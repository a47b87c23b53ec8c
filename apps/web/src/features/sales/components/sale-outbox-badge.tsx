import { Badge } from '@mantine/core';
import type { SaleOutboxState } from '../api/sale-outbox-states.ts';
import { messages } from '../messages.ts';

/** "não enviada" (or on its way, or refused) beside a sale the server has not acknowledged. */
export function SaleOutboxBadge({ outbox }: { outbox: SaleOutboxState | null }) {
  if (!outbox) return null;
  const [label, color] =
    outbox.state === 'failed'
      ? [messages.refused, 'red']
      : outbox.state === 'sending'
        ? [messages.sending, 'blue']
        : [messages.unsent, 'orange'];
  return (
    <Badge size="sm" variant="outline" tt="none" color={color} data-testid="sale-unsent">
      {label}
    </Badge>
  );
}
