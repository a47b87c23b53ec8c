import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '../messages.ts';

/** The frame of the login screen: the app's name, the title, then the screen's content. */
export function LoginLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <div>
          <Text c="dimmed" size="sm">
            {messages.appName}
          </Text>
          <Title order={1}>{title}</Title>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
