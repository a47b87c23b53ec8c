import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import {
  formatDateTime,
  formatDuration,
  type OpenVisit,
  placeOf,
  readingOf,
  readPosition,
  VISIT_FLAG_LABELS,
} from '@rota/domain';
import { IconWalk } from '@tabler/icons-react';
import { useNow } from '#lib/clock/use-now.ts';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { forgetOpenVisit } from '../api/open-visit.ts';
import { messages } from '../messages.ts';

/**
 * A visit under way at this client: since when, for how long, what the supervisor will be told of
 * its check-in, "Encerrar visita" and "Cancelar visita" (started by mistake: nothing was sent).
 */
export function OpenVisitCard({
  visit,
  client,
  radiusM,
  onEnd,
}: {
  visit: OpenVisit;
  client: ClientRow;
  radiusM: number;
  onEnd: () => void;
}) {
  const now = useNow(30_000);
  const started = new Date(visit.check_in.at);
  const flags = readPosition(readingOf(visit.check_in), placeOf(client), radiusM).flags;
  return (
    <Alert color="orange" variant="light" icon={<IconWalk size={22} aria-hidden />} data-testid="open-visit">
      <Stack gap="xs">
        <Text fw={600}>
          {messages.openVisitSince(
            formatDateTime(started).slice(-5),
            formatDuration(now.getTime() - started.getTime()),
          )}
        </Text>
        {flags.length > 0 && (
          <Text size="sm" data-testid="open-visit-flags">
            {messages.openVisitFlags} {flags.map((flag) => VISIT_FLAG_LABELS[flag]).join(', ')}
          </Text>
        )}
        <Group gap="xs">
          <Button color="orange" onClick={onEnd}>
            {messages.endVisit}
          </Button>
          <Button variant="subtle" color="gray" onClick={() => void forgetOpenVisit(client.uuid)}>
            {messages.cancelVisit}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
