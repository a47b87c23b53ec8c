import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { formatDecimal } from '@rota/domain';
import { IconCurrentLocation } from '@tabler/icons-react';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { useGeolocation } from '#lib/device/use-geolocation.ts';
import { useUpdateStoredClient } from '../hooks/use-update-stored-client.ts';
import { messages } from '../messages.ts';
import { ClientPositionPreview } from './client-position-preview.tsx';

/** Beyond this many metres the position may be off the client's door. */
const LOW_ACCURACY_M = 100;

/** High accuracy (GPS), up to 20 s, never a cached position: the seller is at the client's door. */
const AT_THE_DOOR: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 };

/** Coordinates as the client keeps them: 8 decimals. */
const stored = (degrees: number) => degrees.toFixed(8);

/** "Geolocalizar": the phone's position, shown with its accuracy, stored on the client after confirming. */
export function GeolocateModal({
  client,
  opened,
  onClose,
}: {
  client: ClientRow;
  opened: boolean;
  onClose: () => void;
}) {
  const { state, locate } = useGeolocation(AT_THE_DOOR);
  const { update, saving } = useUpdateStoredClient(client);
  const save = async () => {
    if (state.status !== 'located') return;
    const { lat, long } = state.position;
    if (await update((values) => values, messages.geoSaved, { lat: stored(lat), long: stored(long) }))
      onClose();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={messages.geoTitle} centered>
      <Stack gap="md">
        <Text size="sm">{messages.geoIntro}</Text>
        {client.lat && client.long && (
          <div>
            <Text size="xs" c="dimmed" fw={500}>
              {messages.geoCurrent}
            </Text>
            <Text size="sm" ff="monospace">
              {client.lat}, {client.long}
            </Text>
          </div>
        )}
        {state.status === 'error' && (
          <Alert color="red" data-testid="geo-error">
            {messages.geoErrors[state.error]}
          </Alert>
        )}
        {state.status === 'located' && (
          <Stack gap="xs" data-testid="geo-position">
            <Text size="xs" c="dimmed" fw={500}>
              {messages.geoNew}
            </Text>
            <ClientPositionPreview
              lat={stored(state.position.lat)}
              long={stored(state.position.long)}
              accuracy={state.position.accuracy}
              previous={client.lat && client.long ? { lat: client.lat, long: client.long } : null}
            />
            <Text size="sm">{messages.geoAccuracy(formatDecimal(state.position.accuracy, 0))}</Text>
            {state.position.accuracy > LOW_ACCURACY_M && (
              <Text size="sm" c="var(--mantine-color-orange-light-color)">
                {messages.geoLowAccuracy}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant={state.status === 'located' ? 'default' : 'filled'}
            leftSection={<IconCurrentLocation size={18} aria-hidden />}
            onClick={locate}
            loading={state.status === 'locating'}
          >
            {state.status === 'located' || state.status === 'error' ? messages.geoAgain : messages.geoTake}
          </Button>
          {state.status === 'located' && (
            <Button onClick={save} loading={saving}>
              {messages.geoSave}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
