import { Box, Paper, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { messages } from '../messages.ts';

const ClientPositionMap = lazy(() =>
  import('./client-position-map.tsx').then((module) => ({ default: module.ClientPositionMap })),
);

/** The coordinates in words: what shows while the map loads, and what a screen reader reads. */
function Coordinates({ lat, long }: { lat: string; long: string }) {
  return (
    <Stack gap={4} align="center" justify="center" h="100%">
      <IconMapPin size={32} color="var(--mantine-color-rota-7)" aria-hidden />
      <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }} ta="center">
        {lat}, {long}
      </Text>
    </Stack>
  );
}

/**
 * Where a position is: the coordinates, and the offline map (loaded on demand with Leaflet, so
 * the client page never downloads it until a position is taken) with the accuracy circle and
 * the client's previous position.
 */
export function ClientPositionPreview({
  lat,
  long,
  accuracy,
  previous,
}: {
  lat: string;
  long: string;
  accuracy: number;
  previous: { lat: string; long: string } | null;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      data-testid="client-position-preview"
      bg="gray.0"
      style={{ overflow: 'hidden' }}
    >
      <Text
        size="sm"
        fw={500}
        ff="monospace"
        ta="center"
        py={6}
        aria-label={`${messages.previewLabel}: ${lat}, ${long}`}
      >
        {lat}, {long}
      </Text>
      <Box h={220}>
        <Suspense fallback={<Coordinates lat={lat} long={long} />}>
          <ClientPositionMap
            lat={Number(lat)}
            long={Number(long)}
            accuracy={accuracy}
            previous={previous ? { lat: Number(previous.lat), long: Number(previous.long) } : null}
          />
        </Suspense>
      </Box>
    </Paper>
  );
}
