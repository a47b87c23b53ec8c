import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import type { SaleClient } from '../hooks/use-sale-client.ts';
import { messages } from '../messages.ts';

/** "Preços para <cliente>": the screen was opened for a client (`?client=`), whose last prices each sheet shows. */
export function SaleClientNote({ client }: { client: SaleClient }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="sale-client">
      <ThemeIcon variant="light" size={28} radius="xl" aria-hidden>
        <IconUser size={16} />
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {messages.forClient(client.name ?? messages.unknownClient)}
        </Text>
        <Text size="xs" c="dimmed">
          {messages.forClientHint}
        </Text>
      </div>
    </Group>
  );
}
