import { Alert, Button, Card, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DEFAULT_VISIT_RADIUS_M } from '@rota/domain';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useToday } from '#lib/clock/use-today.ts';
import { useCompanyConfig } from '#lib/db/use-company-config.ts';
import { pathFor } from '#lib/routes/index.ts';
import { useCityList } from '../hooks/use-city-list.ts';
import { useClientHistory } from '../hooks/use-client-history.ts';
import { useClientLookups } from '../hooks/use-client-lookups.ts';
import { useClientOutbox } from '../hooks/use-client-outbox.ts';
import { canEditClientRecord, useClientPermissions } from '../hooks/use-client-permissions.ts';
import { useClientRow } from '../hooks/use-client-row.ts';
import { type LookupReviewItem, useLookupReviews } from '../hooks/use-lookup-reviews.ts';
import { useOpenVisit } from '../hooks/use-open-visit.ts';
import { useRequeryCnpj } from '../hooks/use-requery-cnpj.ts';
import { useSessionOwner } from '../hooks/use-session-owner.ts';
import { useStartVisitOnArrival } from '../hooks/use-start-visit-on-arrival.ts';
import { useUpdateStoredClient } from '../hooks/use-update-stored-client.ts';
import { messages } from '../messages.ts';
import { clientToValues } from '../model/client-form-values.ts';
import { applyChanges } from '../model/lookup-changes.ts';
import { pickLookupFields } from '../model/lookup-fields.ts';
import { CheckInModal } from './check-in-modal.tsx';
import { ClientActions } from './client-actions.tsx';
import { ClientChecksSection } from './client-checks-section.tsx';
import { ClientDataCard } from './client-data-card.tsx';
import { ClientFinancialSection } from './client-financial-section.tsx';
import { ClientMixGapSection } from './client-mix-gap-section.tsx';
import { ClientPromotionsSection } from './client-promotions-section.tsx';
import { ClientSalesSection } from './client-sales-section.tsx';
import { ClientStatusBadges } from './client-status-badges.tsx';
import { GeolocateModal } from './geolocate-modal.tsx';
import { LookupStatusText } from './lookup-status-text.tsx';
import { OpenVisitCard } from './open-visit-card.tsx';
import { QueuedLookups } from './queued-lookups.tsx';
import { RecordNotice } from './record-notice.tsx';
import { VisitModal } from './visit-modal.tsx';

/**
 * The client page (`clients.update` with `see`): the client read-only, where it stands with the
 * server, what the seller may do (by permission), its titles, checks, mix gap and last sales — all from
 * the device's tables, so it works offline.
 */
export function ClientViewPage() {
  const { uuid } = useParams();
  const permissions = useClientPermissions();
  const { loaded, client } = useClientRow(uuid);
  const outbox = useClientOutbox(uuid);
  const cities = useCityList();
  const history = useClientHistory(client, useToday());
  const { lookups, discard } = useClientLookups(uuid);
  const current = client ? pickLookupFields(clientToValues(client)) : {};
  const reviews = useLookupReviews(lookups, null, current, cities);
  const { update, saving } = useUpdateStoredClient(client);
  const requery = useRequeryCnpj(client);
  const openVisit = useOpenVisit(uuid);
  const config = useCompanyConfig(useSessionOwner()?.companyId ?? null);
  const radiusM = config?.visit_radius_m ?? DEFAULT_VISIT_RADIUS_M;
  const [checkInOpened, checkIn] = useDisclosure(false);
  useStartVisitOnArrival(client, openVisit, checkIn.open);
  const [visitOpened, visit] = useDisclosure(false);
  const [geoOpened, geo] = useDisclosure(false);
  const [applyFailed, setApplyFailed] = useState(false);
  const [applying, setApplying] = useState<number | null>(null);

  if (!permissions.view) {
    return (
      <RecordNotice
        title={messages.noPermission.view}
        backTo={pathFor('clients')}
        backLabel={messages.backToClients}
      />
    );
  }
  if (!loaded)
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

  const apply = async (item: LookupReviewItem) => {
    setApplying(item.row.id);
    const ok = await update((values) => applyChanges(values, item.changes), messages.saved);
    setApplying(null);
    setApplyFailed(!ok);
    if (ok) await discard(item.row.id);
  };
  const cityTitle = (iso: string) => cities?.titleOf(iso) ?? null;
  const requeryAnswer = requery.answer;
  return (
    <Stack gap="md" maw={1200} data-testid="client-view">
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }} data-testid="client-name">
              {client.name}
            </Title>
            {client.fantasy_name && (
              <Text c="dimmed" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {client.fantasy_name}
              </Text>
            )}
          </div>
          <ClientStatusBadges client={client} outbox={outbox} />
          {openVisit && (
            <OpenVisitCard visit={openVisit} client={client} radiusM={radiusM} onEnd={visit.open} />
          )}
          {outbox.refused && (
            <Alert color="red" variant="light" data-testid="client-refused-message">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{messages.failedEntry(outbox.refused.last_error ?? '')}</Text>
                <Group gap="xs">
                  {outbox.refusedClient && canEditClientRecord(permissions, client) && (
                    <Button size="xs" component={Link} to={pathFor('clients.update', { uuid: client.uuid })}>
                      {messages.fixOnForm}
                    </Button>
                  )}
                  <Button size="xs" variant="default" component={Link} to={pathFor('outbox')}>
                    {messages.seeOutbox}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <ClientActions
            client={client}
            permissions={permissions}
            canEdit={canEditClientRecord(permissions, client)}
            visiting={Boolean(openVisit)}
            onVisit={checkIn.open}
            onGeolocate={geo.open}
            onRequery={() => void requery.requery()}
            requerying={requeryAnswer === 'looking'}
          />
          {requeryAnswer && requeryAnswer !== 'looking' && requeryAnswer.status !== 'ok' && (
            <LookupStatusText kind="cnpj" state={requeryAnswer} />
          )}
          {applyFailed && (
            <Alert color="orange" variant="light">
              {messages.applyNeedsForm}
            </Alert>
          )}
          <QueuedLookups
            items={reviews}
            cityTitle={cityTitle}
            onApply={(item) => void apply(item)}
            onDiscard={(item) => void discard(item.row.id)}
            applying={saving ? applying : null}
          />
        </Stack>
      </Card>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md" verticalSpacing="md">
        <ClientDataCard client={client} cities={cities} />
        <Stack gap="md">
          {permissions.financialHistory && history && (
            <>
              <ClientFinancialSection titles={history.titles} credit={history.credit} />
              <ClientChecksSection checks={history.checks} />
            </>
          )}
          {permissions.salesHistory && (
            <ClientMixGapSection clientUuid={client.uuid} canAdd={permissions.newSale} />
          )}
          <ClientPromotionsSection client={client} />
          {permissions.salesHistory && history && (
            <ClientSalesSection
              sales={history.sales}
              more={history.moreSales}
              canRepeat={permissions.newSale}
            />
          )}
        </Stack>
      </SimpleGrid>
      <VisitModal
        client={client}
        opened={visitOpened}
        onClose={visit.close}
        canNewSale={permissions.newSale}
        openVisit={openVisit ?? null}
      />
      <CheckInModal
        client={client}
        opened={checkInOpened}
        onClose={checkIn.close}
        radiusM={radiusM}
        canSetPosition={permissions.geo}
      />
      {permissions.geo && <GeolocateModal client={client} opened={geoOpened} onClose={geo.close} />}
    </Stack>
  );
}
