import { Stack, Text } from '@mantine/core';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useAuth } from '../../lib/auth/index.ts';
import { messages } from '../messages.ts';

/** Foot of the navigation: who is logged in, in which company, and the way out. */
export function AccountSection() {
  const { session } = useAuth();
  return (
    <Stack gap={6}>
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
