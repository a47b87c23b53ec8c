import { Button, SimpleGrid } from '@mantine/core';
import {
  IconBuildingStore,
  IconCurrentLocation,
  IconEdit,
  IconMapPins,
  IconSearch,
  IconShoppingCart,
  IconWalk,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import type { ClientPermissions } from '../hooks/use-client-permissions.ts';
import { messages } from '../messages.ts';

interface ClientActionsProps {
  client: ClientRow;
  permissions: ClientPermissions;
  canEdit: boolean;
  /** A visit started here and not ended: its own card ends it, so "Iniciar visita" is not offered. */
  visiting: boolean;
  onVisit: () => void;
  onGeolocate: () => void;
  onRequery: () => void;
  requerying: boolean;
}

const icon = (Icon: typeof IconEdit) => <Icon size={18} aria-hidden style={{ flexShrink: 0 }} />;

/** Two columns on a phone: a label that does not fit wraps instead of being cut. */
const wrapping = {
  root: { height: 'auto', minHeight: 40, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 },
} as const;

/** What the seller may do with the client, each by its permission (§6). */
export function ClientActions({
  client,
  permissions,
  canEdit,
  visiting,
  onVisit,
  onGeolocate,
  onRequery,
  requerying,
}: ClientActionsProps) {
  const company = client.document.length === 14;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" data-testid="client-actions">
      {canEdit && (
        <Button
          styles={wrapping}
          component={Link}
          to={pathFor('clients.update', { uuid: client.uuid })}
          variant="light"
          leftSection={icon(IconEdit)}
        >
          {messages.edit}
        </Button>
      )}
      {!visiting && (
        <Button styles={wrapping} variant="light" leftSection={icon(IconWalk)} onClick={onVisit}>
          {messages.startVisit}
        </Button>
      )}
      {permissions.newSale && (
        <Button
          styles={wrapping}
          component={Link}
          to={pathFor('checkout', { goTo: client.uuid })}
          leftSection={icon(IconShoppingCart)}
        >
          {messages.newSale}
        </Button>
      )}
      <Button
        styles={wrapping}
        component={Link}
        to={pathFor('clients.delivery', { uuid: client.uuid })}
        variant="light"
        leftSection={icon(IconMapPins)}
      >
        {messages.deliveryAddresses}
      </Button>
      {permissions.geo && (
        <Button
          styles={wrapping}
          variant="light"
          leftSection={icon(IconCurrentLocation)}
          onClick={onGeolocate}
        >
          {messages.geolocate}
        </Button>
      )}
      {permissions.requeryFantasy && company && (
        <Button
          styles={wrapping}
          variant="light"
          leftSection={icon(requerying ? IconBuildingStore : IconSearch)}
          onClick={onRequery}
          loading={requerying}
          title={messages.requeryHint}
        >
          {messages.requery}
        </Button>
      )}
    </SimpleGrid>
  );
}
