import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { messages } from '../messages.ts';
import type { StopView } from '../model/day-stops.ts';
import { VisitPhotosModal } from './visit-photos-modal.tsx';

const badgeColor = { visited: 'green', skipped: 'gray', unplanned: 'blue' } as const;

/**
 * A seller's day as a list: the visited clients in the order visited (their number on the map),
 * each visit's time, distance and outcome, what was flagged and why, and its photos; then the
 * planned clients nobody visited.
 */
export function SellerDayStops({ views }: { views: readonly StopView[] }) {
  const [showing, setShowing] = useState<StopView | null>(null);
  return (
    <>
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="day-stops">
        {views.map((view) => (
          <Paper
            key={view.stop.client_uuid}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="day-stop"
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {view.position !== null && `${view.position}. `}
                  {view.stop.client_name}
                </Text>
                <Badge color={badgeColor[view.stop.status]} variant="light" style={{ flexShrink: 0 }}>
                  {messages.status[view.stop.status]}
                </Badge>
              </Group>
              {view.visitLines.map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              {view.flags.length > 0 && (
                <Group gap={4}>
                  {view.flags.map((flag) => (
                    <Badge key={flag} color="orange" variant="outline" size="sm">
                      {flag}
                    </Badge>
                  ))}
                </Group>
              )}
              {view.radiusReasons.map((reason) => (
                <Text key={reason} size="sm" c="gray.8">
                  {messages.radiusReason(reason)}
                </Text>
              ))}
              {view.photos.length > 0 && (
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPhoto size={16} aria-hidden />}
                  style={{ alignSelf: 'flex-start' }}
                  onClick={() => setShowing(view)}
                >
                  {messages.seePhotos(view.photos.length)}
                </Button>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      <VisitPhotosModal
        client={showing?.stop.client_name ?? ''}
        photos={showing?.photos ?? []}
        opened={showing !== null}
        onClose={() => setShowing(null)}
      />
    </>
  );
}
