import './client-list.css';
import { QUINZENAL } from '@rota/domain';
import type { ClientListItem } from '../api/client-list-item.ts';
import { messages } from '../messages.ts';

/**
 * What a row marks about a client, most urgent first: red "Em atraso" (overdue titles),
 * "Quinzenal" (listed because due), "Reprovado"/"Inativo" (listed inactive, §5's 7 days),
 * "Não enviado" (made here, still in the outbox). Plain spans (`client-list.css`), drawn like
 * Mantine's small badges: the list repaints them on every filter change.
 */
export function ClientBadges({ item, quinzenal = true }: { item: ClientListItem; quinzenal?: boolean }) {
  const { client } = item;
  return (
    <span className="rota-client-badges">
      {item.overdue && (
        <span className="rota-client-tag rota-client-tag--overdue" data-testid="badge-overdue">
          {messages.overdue}
        </span>
      )}
      {quinzenal && client.visiting_day === QUINZENAL && (
        <span className="rota-client-tag" data-testid="badge-quinzenal">
          {messages.quinzenal}
        </span>
      )}
      {client.inative === 1 && (
        <span className="rota-client-tag rota-client-tag--inactive" data-testid="badge-inactive">
          {client.status === 'Reprovado' ? messages.reproved : messages.inactive}
        </span>
      )}
      {item.unsent && (
        <span
          className="rota-client-tag rota-client-tag--unsent"
          title={messages.unsentHint}
          data-testid="badge-unsent"
        >
          {messages.unsent}
        </span>
      )}
    </span>
  );
}
