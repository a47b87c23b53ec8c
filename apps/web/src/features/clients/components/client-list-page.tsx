import { Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsSort } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useCityTitles } from '#lib/cities/use-city-titles.ts';
import { useFillHeight } from '#ui/use-fill-height.ts';
import { useClientList } from '../hooks/use-client-list.ts';
import { messages } from '../messages.ts';
import { ClientCounters } from './client-counters.tsx';
import { ClientFilters } from './client-filters.tsx';
import { ClientList } from './client-list.tsx';
import { ClientListEmpty } from './client-list-empty.tsx';
import { MapErrorBoundary } from './map-error-boundary.tsx';
import { VisitOrderModal } from './visit-order-modal.tsx';

// Leaflet, react-leaflet and the offline base load only when the map is opened (DESIGN.md "Maps").
const loadClientMap = () =>
  lazy(() => import('./client-map.tsx').then((module) => ({ default: module.ClientMap })));

/**
 * Mantine's `lg` breakpoint: filters on one line, the wide table, list and map side by side. Below
 * it (a tablet, 1024 px beside the side menu) the table's six columns cut every cell, so the rows
 * stay the phone's.
 */
const WIDE_SCREEN = '(min-width: 75em)';

/**
 * "Clientes" (route `clients`, §2 /admin/clients): the seller's clients by the §5 rule, today's
 * visiting day preselected, searchable, as a virtualised list or (with canGeoClient) on a map
 * that works offline. On a phone the list or the map fills the screen under the filters; on a
 * wide screen the list is a table, and the map opens beside it.
 */
export function ClientListPage() {
  const list = useClientList();
  const cityTitle = useCityTitles(list.shown !== undefined);
  const wide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false }) ?? false;
  const [fillRef, fillStyle] = useFillHeight();
  // A failed load is retried with a new lazy component (React keeps a failed one failed).
  const [mapAttempt, setMapAttempt] = useState(0);
  const [ordering, setOrdering] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt makes a new lazy component.
  const ClientMap = useMemo(loadClientMap, [mapAttempt]);
  const { filters, actions, can, shown } = list;
  const showMap = filters.view === 'map' && can.geo;
  const showList = !showMap || wide;
  const resetKey = `${filters.days.join(',')}|${filters.all}|${list.appliedQuery}`;
  const loaded = shown !== undefined;
  const { emptyReason, appliedQuery } = list;
  // Kept between keystrokes, so the memoised list does not re-render while only the box changes.
  const empty = useMemo(
    () =>
      loaded && emptyReason ? (
        <ClientListEmpty
          reason={emptyReason}
          query={appliedQuery}
          onAllDays={() => actions.setDays([])}
          onClearSearch={() => actions.setQuery('')}
        />
      ) : (
        <Text c="dimmed" p="md">
          {messages.loading}
        </Text>
      ),
    [loaded, emptyReason, appliedQuery, actions],
  );

  return (
    <Stack gap="sm">
      <ClientFilters
        filters={filters}
        actions={actions}
        canGeo={can.geo}
        canCreate={can.create}
        wide={wide}
      />
      <Group justify="space-between" gap="xs" mih={28}>
        <Group gap="xs">
          {shown ? <ClientCounters {...list.counts} /> : <Text size="sm">{messages.loading}</Text>}
          {list.searching && (
            <Text size="sm" c="dimmed" data-testid="searching-wallet">
              {messages.searchingWallet}
            </Text>
          )}
          {list.route && shown && shown.length > 1 && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
              onClick={() => setOrdering(true)}
            >
              {messages.visitOrder}
            </Button>
          )}
        </Group>
        {can.viewAll && (
          <Switch
            label={messages.allClients}
            checked={filters.all}
            onChange={(event) => actions.setAll(event.currentTarget.checked)}
            title={messages.allClientsHint}
          />
        )}
      </Group>
      <div ref={fillRef} style={{ ...fillStyle, display: 'flex', gap: 'var(--mantine-spacing-sm)' }}>
        {showList && (
          <div style={{ display: 'flex', flex: showMap ? '0 0 400px' : 1, minWidth: 0 }}>
            <ClientList
              items={shown ?? []}
              now={list.now}
              cityTitle={cityTitle}
              wide={wide && !showMap}
              resetKey={resetKey}
              empty={empty}
              numbered={list.route !== null}
            />
          </div>
        )}
        {showMap && (
          <div style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
            <MapErrorBoundary onRetry={() => setMapAttempt((attempt) => attempt + 1)}>
              <Suspense fallback={<Text c="dimmed">{messages.mapLoading}</Text>}>
                <ClientMap
                  items={shown ?? []}
                  routeItems={list.routeItems}
                  routeDay={list.routeDay}
                  canNewSale={can.newSale}
                  cityTitle={cityTitle}
                  fitKey={resetKey}
                />
              </Suspense>
            </MapErrorBoundary>
          </div>
        )}
      </div>
      {ordering && list.route && shown && (
        <VisitOrderModal
          items={shown}
          dayLabel={list.route.day}
          orderKey={list.route.key}
          onClose={() => setOrdering(false)}
        />
      )}
    </Stack>
  );
}
