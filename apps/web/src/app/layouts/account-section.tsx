import { Stack, Text } from '@mantine/core';
import { LogoutButton } from '#features/auth/components/logout-button.tsx';
import { OutboxNavLink } from '#features/outbox/components/outbox-nav-link.tsx';
import { useAuth } from '#lib/auth/index.ts';
import { messages } from '../messages.ts';
import { useCurrentRoute } from './use-current-route.ts';

/**
 * Foot of the navigation: "Pendências de envio" with the unsent count (a screen of every area),
 * who is logged in, in which company, and the way out.
 */
export function AccountSection({ onNavigate }: { onNavigate?: () => void }) {
  const { session } = useAuth();
  const active = useCurrentRoute().name === 'outbox';
  return (
    <Stack gap={6}>
      <OutboxNavLink active={active} onNavigate={onNavigate} />
      {session && (
        <div>
          <Text size="sm" fw={600}>
            {session.seller.name}
          </Text>
          <Text size="xs" c="dimmed">
            {session.company.name}
          </Text>
        </div>
      )}
      <LogoutButton fullWidth justify="flex-start">
        {messages.logout}
      </LogoutButton>
    </Stack>
  );
}
