import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { pathFor } from '#lib/routes/index.ts';
import { messages } from './messages.ts';

/** Any path outside §2's table. */
export function NotFoundPage() {
  return (
    <Container size="xs" py="xl">
      <Stack align="center" ta="center">
        <Title order={1}>{messages.notFoundTitle}</Title>
        <Text c="dimmed">{messages.notFoundBody}</Text>
        <Button component={Link} to={pathFor('login')} variant="light">
          {messages.goHome}
        </Button>
      </Stack>
    </Container>
  );
}
