import { Badge, Group } from '@mantine/core';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import type { ClientOutboxState } from '../hooks/use-client-outbox.ts';
import { messages } from '../messages.ts';

const creditColor = { Pendente: 'yellow', Aprovado: 'teal', Reprovado: 'red' } as const;

/** Credit status, Inativo, and where the client stands with the server (not sent, refused). */
export function ClientStatusBadges({ client, outbox }: { client: ClientRow; outbox: ClientOutboxState }) {
  return (
    <Group gap={6} data-testid="client-status">
      <Badge color={creditColor[client.status]} variant="light" tt="none">
        {messages.status.credit[client.status]}
      </Badge>
      {client.inative === 1 && (
        <Badge color="gray" variant="filled" tt="none">
          {messages.status.inactive}
        </Badge>
      )}
      {outbox.refused ? (
        <Badge color="red" variant="filled" tt="none" data-testid="client-refused">
          {messages.status.failed}
        </Badge>
      ) : (
        outbox.unsent > 0 && (
          <Badge color="orange" variant="light" tt="none" data-testid="client-unsent">
            {messages.status.unsent}
          </Badge>
        )
      )}
    </Group>
  );
}
