import { clientIdLine, clientPlace, formatDaysAgo, formatTaxDocument, QUINZENAL } from '@rota/domain';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CityTitle } from '#lib/cities/use-city-titles.ts';
import { pathFor } from '#lib/routes/index.ts';
import type { ClientListItem } from '../api/client-list-item.ts';
import { messages } from '../messages.ts';
import { ClientBadges } from './client-badges.tsx';

/** Height of a row: four lines on a phone (or beside the map), two in the wide table. */
export const ROW_HEIGHT = { compact: 104, wide: 60 } as const;

/** The wide table's columns: client, city, CNPJ/CPF and code, day, last visit, badges (two side by side at 1200 px). */
export const WIDE_COLUMNS =
  'minmax(0, 3fr) minmax(0, 1.5fr) minmax(0, 1.6fr) minmax(0, 0.9fr) minmax(0, 1fr) minmax(150px, 1.6fr)';

interface ClientRowProps {
  item: ClientListItem;
  now: Date;
  cityTitle: CityTitle | null;
  wide: boolean;
  /** Its place in the day's visiting order, when the list is a route. */
  position?: number | undefined;
}

function placeOf(item: ClientListItem, cityTitle: CityTitle | null): string {
  const { city_iso, state } = item.client;
  return clientPlace(cityTitle?.(city_iso) ?? null, state) ?? (cityTitle ? messages.noCity : '');
}

/**
 * One client of the list, a link to its page in view mode (`clients.update` with `see`):
 * razão social, fantasy name, city/UF, CNPJ/CPF and ERP code (what tells same-named clients apart),
 * visiting day, last visit in words and its badges.
 * Plain elements styled by `client-list.css` rather than Mantine's `Text`: a list re-renders a
 * dozen rows on every filter change, and each must cost next to nothing (DESIGN.md "Budgets").
 */
export const ClientRow = memo(function ClientRow({ item, now, cityTitle, wide, position }: ClientRowProps) {
  const { client } = item;
  const quinzenal = client.visiting_day === QUINZENAL;
  const day = quinzenal ? null : (client.visiting_day ?? messages.noVisitingDay);
  const ago = client.last_visit ? formatDaysAgo(client.last_visit, now) : null;
  const place = placeOf(item, cityTitle);
  const to = pathFor('clients.update', { uuid: client.uuid, see: 'see' });

  if (wide) {
    return (
      <Link
        to={to}
        className="rota-client-row rota-client-row--wide"
        style={{ gridTemplateColumns: WIDE_COLUMNS, height: ROW_HEIGHT.wide }}
      >
        <div className="rota-client-cell">
          <p className="rota-client-name">
            <VisitPosition position={position} />
            {client.name}
          </p>
          <span className="rota-client-line rota-client-line--small rota-client-dimmed">
            {client.fantasy_name ?? '—'}
          </span>
        </div>
        <span className="rota-client-cell">{place}</span>
        <div className="rota-client-cell">
          <span className="rota-client-line">{formatTaxDocument(client.document)}</span>
          <span className="rota-client-line rota-client-line--small rota-client-dimmed">
            {client.code_erp ? messages.codeErp(client.code_erp) : '—'}
          </span>
        </div>
        <span className="rota-client-cell">
          {day ?? (
            <span className="rota-client-tag" data-testid="badge-quinzenal">
              {messages.quinzenal}
            </span>
          )}
        </span>
        <span className="rota-client-cell rota-client-dimmed">{ago ?? messages.neverVisited}</span>
        <ClientBadges item={item} quinzenal={false} />
      </Link>
    );
  }

  const second = [client.fantasy_name, place].filter(Boolean).join(' · ');
  const third = [day, ago ? messages.visited(ago) : messages.neverVisited].filter(Boolean).join(' · ');
  return (
    <Link to={to} className="rota-client-row rota-client-row--compact" style={{ height: ROW_HEIGHT.compact }}>
      <p className="rota-client-name">
        <VisitPosition position={position} />
        {client.name}
      </p>
      <span className="rota-client-line rota-client-dimmed">{second}</span>
      <span
        className="rota-client-line rota-client-line--small rota-client-dimmed"
        data-testid="client-id-line"
      >
        {clientIdLine(client)}
      </span>
      <span className="rota-client-foot">
        <span className="rota-client-line rota-client-line--small rota-client-dimmed">{third}</span>
        <ClientBadges item={item} />
      </span>
    </Link>
  );
});

/** "3." before the name of the third client of the day's route. */
function VisitPosition({ position }: { position: number | undefined }) {
  if (position === undefined) return null;
  return (
    <span className="rota-client-position" data-testid="client-visit-position">
      {messages.visitPosition(position)}
    </span>
  );
}
