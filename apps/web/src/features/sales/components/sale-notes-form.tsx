import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { useSaleNotes } from '../hooks/use-sale-notes.ts';
import { messages } from '../messages.ts';

/** The sale's notes: any status takes them, saved on the device and sent when there is a network. */
export function SaleNotesForm({ notes }: { notes: ReturnType<typeof useSaleNotes> }) {
  return (
    <Stack gap="xs">
      <Textarea
        label={messages.notesLabel}
        placeholder={messages.notesPlaceholder}
        rows={3}
        value={notes.text}
        onChange={(event) => notes.setText(event.currentTarget.value)}
        error={notes.error}
      />
      <Group justify="flex-end">
        <Button
          variant="light"
          onClick={() => void notes.save()}
          disabled={!notes.changed || notes.error === messages.notesTooLong}
          loading={notes.saving}
        >
          {messages.saveNotes}
        </Button>
      </Group>
    </Stack>
  );
}
