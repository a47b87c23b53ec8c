import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatCoordinate, formatMetres, POSITION_PROBLEM_MESSAGES } from '@rota/domain';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { startVisit } from '../api/open-visit.ts';
import { useCheckIn } from '../hooks/use-check-in.ts';
import { useUpdateStoredClient } from '../hooks/use-update-stored-client.ts';
import { messages } from '../messages.ts';

interface CheckInModalProps {
  client: ClientRow;
  opened: boolean;
  onClose: () => void;
  /** The company's radius around a client, in metres. */
  radiusM: number;
  /** canGeolocateClient: a client without coordinates may take this reading as its own. */
  canSetPosition: boolean;
}

/**
 * "Iniciar visita": the phone's position against the client's (docs/domain.md "Visits in the
 * field"). Inside the radius it starts at a tap; out of it the seller says why (the visit is
 * flagged, the client never moved); without a position, or a poor one, it says so in pt-BR and
 * starts all the same. A client without coordinates may take an accurate reading as its own, if
 * the seller ticks it.
 */
export function CheckInModal({ client, opened, onClose, radiusM, canSetPosition }: CheckInModalProps) {
  const { reading, read, again } = useCheckIn(client, radiusM, opened);
  const { update } = useUpdateStoredClient(client);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [usePosition, setUsePosition] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!opened) {
      setReason('');
      setReasonError(null);
      setUsePosition(false);
    }
  }, [opened]);

  const start = async () => {
    if (!reading || !read || saving) return;
    const why = reason.trim();
    if (read.needsReason && why === '') {
      setReasonError(messages.checkInReasonRequired);
      return;
    }
    setSaving(true);
    try {
      await startVisit(client.uuid, reading, read.needsReason ? why : null);
      const proposed = read.proposedPosition;
      if (usePosition && proposed && canSetPosition)
        await update((values) => values, messages.geoSaved, {
          lat: formatCoordinate(proposed.lat),
          long: formatCoordinate(proposed.long),
        });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const accuracy = reading?.accuracy_m != null ? formatMetres(reading.accuracy_m) : '';
  return (
    <Modal opened={opened} onClose={onClose} title={messages.startVisit} centered>
      <Stack gap="md" data-testid="check-in">
        <Text size="sm" fw={500}>
          {client.name}
        </Text>
        {!reading || !read ? (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{messages.checkInLocating}</Text>
          </Group>
        ) : reading.problem !== null ? (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
            {POSITION_PROBLEM_MESSAGES[reading.problem]}
          </Alert>
        ) : (
          <Stack gap="xs">
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconMapPin size={20} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" data-testid="check-in-distance">
                {read.distance_m !== null
                  ? messages.checkInDistance(formatMetres(read.distance_m), accuracy)
                  : messages.checkInNoClientPosition}
              </Text>
            </Group>
            {read.flags.includes('poor_accuracy') && (
              <Alert color="yellow" variant="light">
                {messages.checkInPoorAccuracy(accuracy)}
              </Alert>
            )}
            {read.needsReason && (
              <>
                <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />}>
                  {messages.checkInOutOfRadius(formatMetres(radiusM))}
                </Alert>
                <Textarea
                  label={messages.checkInReason}
                  value={reason}
                  onChange={(event) => {
                    setReason(event.currentTarget.value);
                    setReasonError(null);
                  }}
                  error={reasonError}
                  withAsterisk
                  maxLength={500}
                  rows={2}
                />
              </>
            )}
            {read.proposedPosition && canSetPosition && (
              <Checkbox
                checked={usePosition}
                onChange={(event) => setUsePosition(event.currentTarget.checked)}
                label={messages.checkInUsePosition(accuracy)}
              />
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          {reading && (reading.problem !== null || read?.flags.includes('poor_accuracy')) && (
            <Button variant="default" onClick={again} mr="auto">
              {messages.checkInAgain}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {messages.cancel}
          </Button>
          <Button onClick={() => void start()} disabled={!reading} loading={saving}>
            {messages.checkInStart}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
