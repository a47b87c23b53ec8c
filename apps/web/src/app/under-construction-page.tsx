import { Alert, Stack, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { messages } from './messages.ts';
import { currentRouteHandle } from './route-handle.ts';

/** A §2 screen that a later version fills: its title and a clear notice, nothing faked. */
export function UnderConstructionPage() {
  const current = currentRouteHandle(useMatches());
  return (
    <Stack p="md">
      <Title order={1}>{current?.handle.title ?? messages.appName}</Title>
      <Alert color="gray" data-testid="under-construction">
        {messages.underConstruction}
      </Alert>
    </Stack>
  );
}
