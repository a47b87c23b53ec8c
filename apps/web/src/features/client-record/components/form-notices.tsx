import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFileText } from '@tabler/icons-react';
import { messages } from '../messages.ts';

/** "Rascunho restaurado": what was typed came back, with the way to throw it away. */
export function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconFileText size={20} aria-hidden />}
      title={messages.draftRestored}
      data-testid="draft-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messages.draftRestoredBody}</Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          {messages.discardDraft}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The server refused the client's last write: its message; the fields carry their own errors. */
export function RefusedNotice({ message, other }: { message: string; other: string[] }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={messages.refusedTitle}
      data-testid="refused-notice"
    >
      <Stack gap={4}>
        {message && <Text size="sm">{message}</Text>}
        <Text size="sm">{messages.refusedBody}</Text>
        {other.length > 0 && (
          <>
            <Text size="sm" fw={500}>
              {messages.refusedOther}
            </Text>
            <List size="sm">
              {other.map((text) => (
                <List.Item key={text}>{text}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
