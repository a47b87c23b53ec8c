import { Badge, Group, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import type { CheckoutSession } from '../hooks/use-checkout-session.ts';
import { useClientChoices } from '../hooks/use-client-choices.ts';
import { messages } from '../messages.ts';

/** "Para quem é a venda?": the checkout opened without a client lists them to pick one. */
export function ClientPicker({ session }: { session: CheckoutSession }) {
  const [typed, setTyped] = useState('');
  const choices = useClientChoices(typed, session);
  return (
    <Stack gap="sm" maw={720} mx="auto" data-testid="checkout-picker">
      <div>
        <Title order={2} size="h3">
          {messages.pickClient}
        </Title>
        <Text size="sm" c="dimmed">
          {session.may.newSale ? messages.pickClientHint : messages.noNewSale}
        </Text>
      </div>
      <TextInput
        label={messages.searchClient}
        placeholder={messages.searchClientPlaceholder}
        leftSection={<IconSearch size={18} />}
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        type="search"
        size="md"
      />
      {choices?.length === 0 && (
        <Text c="dimmed" size="sm">
          {messages.noClients}
        </Text>
      )}
      <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {choices
          ?.filter((choice) => session.may.newSale || choice.openCart)
          .map((choice) => (
            <li key={choice.uuid} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <UnstyledButton
                component={Link}
                to={pathFor('checkout', { goTo: choice.uuid })}
                py="sm"
                px={4}
                style={{ display: 'block', minHeight: 52 }}
                data-testid="client-choice"
              >
                <Group justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    {/* Two lines before a cut: the end of a name or a city is what tells clients apart. */}
                    <Text fw={600} size="sm" lineClamp={2}>
                      {choice.name}
                    </Text>
                    {choice.detail && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {choice.detail}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" data-testid="client-choice-ids">
                      {choice.ids}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                    {choice.openCart && (
                      <Badge variant="light" tt="none">
                        {messages.openCart}
                      </Badge>
                    )}
                    <IconChevronRight size={18} />
                  </Group>
                </Group>
              </UnstyledButton>
            </li>
          ))}
      </Stack>
    </Stack>
  );
}
