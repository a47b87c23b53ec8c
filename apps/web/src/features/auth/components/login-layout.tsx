import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '#ui/brand/brand-mark.tsx';
import { messages } from '../messages.ts';

/**
 * The frame of the login screen, the page's `main` landmark: the brand, the app's name, the
 * title, then the screen's content.
 */
export function LoginLayout({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Container size="xs" py="xl" component="main">
      <Stack gap="lg">
        <div>
          <BrandMark size={36} />
          <Text c="dimmed" size="sm" mt="md">
            {messages.tagline}
          </Text>
          <Title order={1}>{title}</Title>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
