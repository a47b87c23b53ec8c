import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { messages } from './messages.ts';

/** The pt-BR error of a screen that could not be opened, with 'Tentar novamente'. */
export function ChunkErrorView({ description, onRetry }: { description: string; onRetry: () => void }) {
  return (
    <Container size="xs" py="xl">
      <Stack>
        <Title order={2}>{messages.chunkErrorTitle}</Title>
        <Alert color="red" role="alert">
          {description}
        </Alert>
        <Button onClick={onRetry}>{messages.retry}</Button>
      </Stack>
    </Container>
  );
}
