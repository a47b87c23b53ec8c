import { Text } from '@mantine/core';
import { messages } from '../messages.ts';

/** "1.234 produtos" for the current filter; read out when it changes. */
export function ProductCounters({ products }: { products: number }) {
  return (
    <Text size="sm" fw={500} aria-live="polite" data-testid="product-counters">
      {messages.counters(products)}
    </Text>
  );
}
