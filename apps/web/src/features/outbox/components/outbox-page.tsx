import { Button, Flex, Group, Paper, Stack, Text } from '@mantine/core';
import { formatBytes } from '@rota/domain';
import { IconChecks, IconDownload, IconPhoto, IconSend } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useOnline } from '#lib/device/use-online.ts';
import type { OutboxEntryView } from '../api/describe-outbox-entry.ts';
import { unsentPhotos } from '../api/unsent-photos.ts';
import { useOutboxActions } from '../hooks/use-outbox-actions.ts';
import { useOutboxEntries } from '../hooks/use-outbox-entries.ts';
import { useSyncEngineState } from '../hooks/use-sync-engine-state.ts';
import { messages } from '../messages.ts';
import { DiscardEntryModal } from './discard-entry-modal.tsx';
import { OutboxGroupSection } from './outbox-group-section.tsx';

/**
 * "Pendências de envio" (route `outbox`): every write of this device the server has not
 * acknowledged, by seller and in creation order, with its state; "Reenviar" for a refused one,
 * "Descartar" after a confirmation, "Enviar agora", and "Exportar pendências" for support; the
 * photos still to send say how much room they take on the phone.
 */
export function OutboxPage() {
  const { groups, rows } = useOutboxEntries();
  const online = useOnline();
  const { pushing } = useSyncEngineState();
  const { resend, discard, sendNow, sending, exportEntries, failed } = useOutboxActions();
  const [discarding, setDiscarding] = useState<OutboxEntryView | null>(null);
  const onResend = useCallback((id: number) => void resend(id), [resend]);
  const onDiscard = useCallback((entry: OutboxEntryView) => setDiscarding(entry), []);
  const photos = useMemo(() => unsentPhotos(rows), [rows]);
  const confirmDiscard = (entry: OutboxEntryView) => {
    setDiscarding(null);
    void discard(entry.id);
  };

  if (groups === undefined) return <Text c="dimmed">{messages.loading}</Text>;
  const hasOwn = groups.some((group) => group.own);
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm" c="dimmed">
        {messages.pageIntro}
      </Text>
      {groups.length === 0 ? (
        <Paper
          bg="teal.0"
          c="var(--mantine-color-teal-light-color)"
          p="md"
          radius="md"
          data-testid="outbox-empty"
        >
          <Group gap="xs" wrap="nowrap">
            <IconChecks size={20} aria-hidden />
            <Text>{messages.empty}</Text>
          </Group>
        </Paper>
      ) : (
        <>
          {/* Full-width buttons one above the other on a phone, side by side from `xs` up. */}
          <Flex gap="xs" direction={{ base: 'column', xs: 'row' }}>
            {hasOwn && (
              <Button
                size="sm"
                leftSection={<IconSend size={18} aria-hidden />}
                disabled={!online}
                loading={sending || pushing}
                onClick={sendNow}
              >
                {messages.sendNow}
              </Button>
            )}
            <Button
              size="sm"
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
              onClick={() => exportEntries(rows)}
            >
              {messages.export}
            </Button>
          </Flex>
          {photos.photos > 0 && (
            <Group gap="xs" wrap="nowrap" data-testid="outbox-photos">
              <IconPhoto size={18} aria-hidden />
              <Text size="sm">{messages.unsentPhotos(photos.photos, formatBytes(photos.bytes))}</Text>
            </Group>
          )}
          {failed && (
            <Text size="sm" c="var(--mantine-color-red-light-color)" role="alert">
              {failed === 'export' ? messages.exportFailed : messages.actionFailed}
            </Text>
          )}
          {groups.map((group) => (
            <OutboxGroupSection key={group.owner} group={group} onResend={onResend} onDiscard={onDiscard} />
          ))}
          <Text size="xs" c="dimmed">
            {messages.exportHint}
          </Text>
        </>
      )}
      <DiscardEntryModal entry={discarding} onConfirm={confirmDiscard} onCancel={() => setDiscarding(null)} />
    </Stack>
  );
}
