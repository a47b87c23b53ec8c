import { Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { DeliveryAddressRow } from '#lib/db/my-pwa-db.ts';
import { pathFor } from '#lib/routes/index.ts';
import { useCityList } from '../hooks/use-city-list.ts';
import { useClientLookups } from '../hooks/use-client-lookups.ts';
import { canEditClientRecord, useClientPermissions } from '../hooks/use-client-permissions.ts';
import { useClientRow } from '../hooks/use-client-row.ts';
import { useDeliveryAddressActions } from '../hooks/use-delivery-address-actions.ts';
import type { AddressEditing } from '../hooks/use-delivery-address-form.ts';
import { useDeliveryAddresses } from '../hooks/use-delivery-addresses.ts';
import { messages } from '../messages.ts';
import { addressLines } from '../model/address-text.ts';
import { AddressLookups } from './address-lookups.tsx';
import { DeliveryAddressCard } from './delivery-address-card.tsx';
import { DeliveryAddressModal } from './delivery-address-modal.tsx';
import { RecordNotice } from './record-notice.tsx';
import { RemoveAddressModal } from './remove-address-modal.tsx';

/**
 * Outros Endereços de Entrega (`/admin/clients/delivery/{uuid}`): the client's extra addresses,
 * each sent or waiting; add, change and remove (asked first), every change queued.
 */
export function DeliveryAddressesPage() {
  const { uuid } = useParams();
  const permissions = useClientPermissions();
  const { loaded, client } = useClientRow(uuid);
  const items = useDeliveryAddresses(uuid);
  const cities = useCityList();
  const { lookups, discard } = useClientLookups(uuid);
  const actions = useDeliveryAddressActions();
  const [editing, setEditing] = useState<AddressEditing | null>(null);
  const [removing, setRemoving] = useState<DeliveryAddressRow | null>(null);

  if (!permissions.view) {
    return (
      <RecordNotice
        title={messages.noPermission.view}
        backTo={pathFor('clients')}
        backLabel={messages.backToClients}
      />
    );
  }
  if (!loaded || !items)
    return (
      <Center py="xl">
        <Loader aria-label={messages.loading} />
      </Center>
    );
  if (!client) {
    return (
      <RecordNotice
        title={messages.notFound}
        body={messages.notFoundHint}
        backTo={pathFor('clients')}
        backLabel={messages.backToClients}
      />
    );
  }
  const canEdit = canEditClientRecord(permissions, client);
  const cityTitle = (iso: string) => cities?.titleOf(iso) ?? null;
  const add = () =>
    setEditing({
      isNew: true,
      base: {
        uuid: crypto.randomUUID(),
        client_id: client.uuid,
        company_id: client.company_id,
        lat: null,
        long: null,
        sinchronized: 0,
      },
    });
  return (
    <Stack gap="md" maw={1200} data-testid="delivery-addresses">
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={pathFor('clients.update', { uuid: client.uuid, see: 'see' })}
          variant="subtle"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
          px={4}
        >
          {messages.backToClient}
        </Button>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
            {messages.addAddress}
          </Button>
        )}
      </Group>
      <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {messages.addressesOf(client.name)}
      </Text>
      <Card withBorder radius="md" padding="md" bg="gray.0">
        <Text size="xs" c="dimmed" fw={500}>
          {messages.mainAddress}
        </Text>
        {addressLines(client, cityTitle).map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Card>
      {items.length === 0 ? (
        <Text c="dimmed" data-testid="no-addresses">
          {messages.noAddresses}
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2 }}
          spacing="md"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {items.map((item) => (
            <DeliveryAddressCard
              key={item.address.uuid}
              item={item}
              lines={addressLines(item.address, cityTitle)}
              canEdit={canEdit}
              onEdit={() => setEditing({ isNew: false, address: item.address })}
              onRemove={() => setRemoving(item.address)}
            >
              <AddressLookups
                address={item.address}
                lookups={lookups}
                cities={cities}
                onApply={actions.applyLookup}
                onDiscard={discard}
              />
            </DeliveryAddressCard>
          ))}
        </SimpleGrid>
      )}
      {editing && (
        <DeliveryAddressModal
          clientUuid={client.uuid}
          editing={editing}
          cities={cities}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveAddressModal
          address={removing}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            await actions.remove(removing);
            setRemoving(null);
          }}
        />
      )}
    </Stack>
  );
}
