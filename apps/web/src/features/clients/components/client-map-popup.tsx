import { Button, Group, Stack, Text } from '@mantine/core';
import { clientIdLine } from '@rota/domain';
import { IconExternalLink, IconEye, IconShoppingCart, IconWalk } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { CityTitle } from '#lib/cities/use-city-titles.ts';
import { pathFor } from '#lib/routes/index.ts';
import type { ClientMarker } from '../api/client-map-markers.ts';
import { directionsUrl } from '../api/directions-url.ts';
import { messages } from '../messages.ts';
import { ClientBadges } from './client-badges.tsx';

interface ClientMapPopupProps {
  marker: ClientMarker;
  cityTitle: CityTitle | null;
  /** canNewSaleClient: "Nova venda" for this client. */
  canNewSale: boolean;
}

function addressOf({ item }: ClientMarker, cityTitle: CityTitle | null): string {
  const { street, number, district, city_iso, state } = item.client;
  const city = cityTitle?.(city_iso) ?? null;
  const parts = [
    [street, number].filter(Boolean).join(', '),
    district,
    [city, state].filter(Boolean).join('/'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' — ') : messages.noAddress;
}

/**
 * What a marker's popup says: the client's name, address, CNPJ/CPF and code, its badges, and "Abrir" (its page),
 * "Iniciar visita" (its page, the check-in opened), "Nova venda" (the checkout for this client, with canNewSaleClient) and "Rota até aqui" (the
 * phone's maps app). Plain React inside the Leaflet popup (react-leaflet portals it).
 */
export function ClientMapPopup({ marker, cityTitle, canNewSale }: ClientMapPopupProps) {
  const { client } = marker.item;
  return (
    <Stack gap={6} miw={200} maw={260} data-testid="client-map-popup">
      <div>
        <Text fw={700} size="sm" lh={1.3}>
          {client.name}
        </Text>
        {client.fantasy_name && (
          <Text size="xs" c="dimmed">
            {client.fantasy_name}
          </Text>
        )}
      </div>
      <Text size="xs">{addressOf(marker, cityTitle)}</Text>
      <Text size="xs" c="dimmed">
        {clientIdLine(client)}
      </Text>
      <ClientBadges item={marker.item} />
      <Group gap={6} mt={4}>
        <Button
          component={Link}
          to={pathFor('clients.update', { uuid: client.uuid, see: 'see' })}
          size="xs"
          leftSection={<IconEye size={14} aria-hidden />}
          aria-label={messages.openLabel(client.name)}
        >
          {messages.open}
        </Button>
        <Button
          component={Link}
          to={pathFor('clients.update', { uuid: client.uuid, see: 'see' }, { visita: 'iniciar' })}
          size="xs"
          variant="light"
          leftSection={<IconWalk size={14} aria-hidden />}
          aria-label={messages.startVisitLabel(client.name)}
        >
          {messages.startVisit}
        </Button>
        {canNewSale && (
          <Button
            component={Link}
            to={pathFor('checkout', { goTo: client.uuid })}
            size="xs"
            variant="light"
            leftSection={<IconShoppingCart size={14} aria-hidden />}
            aria-label={messages.newSaleLabel(client.name)}
          >
            {messages.newSale}
          </Button>
        )}
        <Button
          component="a"
          href={directionsUrl(marker.lat, marker.long)}
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          variant="default"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={messages.directionsLabel(client.name)}
        >
          {messages.directions}
        </Button>
      </Group>
    </Stack>
  );
}
