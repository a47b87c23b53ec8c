import './client-map.css';
import { Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Popup } from 'react-leaflet';
import type { CityTitle } from '#lib/cities/use-city-titles.ts';
import { useGeolocation } from '#lib/device/use-geolocation.ts';
import { FitToPoints } from '#ui/map/fit-to-points.tsx';
import { OfflineMap } from '#ui/map/offline-map.tsx';
import type { ClientListItem } from '../api/client-list-item.ts';
import { type ClientMarker, clientMapMarkers } from '../api/client-map-markers.ts';
import { dayRouteStops } from '../api/day-route-stops.ts';
import { messages } from '../messages.ts';
import { ClientMapPopup } from './client-map-popup.tsx';
import { ClientMarkersLayer } from './client-markers-layer.tsx';
import { DayRouteButton } from './day-route-button.tsx';
import { DayRouteLayer } from './day-route-layer.tsx';
import { DayRoutePanel } from './day-route-panel.tsx';
import { MapLegend } from './map-legend.tsx';

/**
 * "Rota do dia": GPS when it can, a fix up to a minute old accepted, 20 s at most (asked only when
 * the seller presses it).
 */
const FOR_THE_ROUTE: PositionOptions = { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 };

interface ClientMapProps {
  /** The clients on screen (filter and search applied). */
  items: readonly ClientListItem[];
  /** The clients of the route's day, for "Rota do dia". */
  routeItems: readonly ClientListItem[];
  routeDay: string;
  canNewSale: boolean;
  cityTitle: CityTitle | null;
  /** Changes with the filters: the map frames the new set. */
  fitKey: string;
}

/**
 * The clients on the map (with canGeoClient): a dot per client with a position, coloured by
 * tone, a popup with "Abrir", "Nova venda" and "Rota até aqui"; "Rota do dia" orders the day's
 * clients from the phone's position (domain `nearestNeighbourRoute`), drawn as a numbered line
 * and listed under the map. Its own chunk, with Leaflet and the offline base.
 */
export function ClientMap({ items, routeItems, routeDay, canNewSale, cityTitle, fitKey }: ClientMapProps) {
  const { markers, withoutPosition } = useMemo(() => clientMapMarkers(items), [items]);
  const [selected, setSelected] = useState<ClientMarker | null>(null);
  const { state: position, locate } = useGeolocation(FOR_THE_ROUTE);
  const route = useMemo(
    () =>
      position.status === 'located'
        ? dayRouteStops(position.position, clientMapMarkers(routeItems).markers)
        : null,
    [position, routeItems],
  );
  const popupAt = useMemo(
    (): [number, number] | null => (selected ? [selected.lat, selected.long] : null),
    [selected],
  );
  const closePopup = useCallback(
    (uuid: string) => setSelected((current) => (current?.uuid === uuid ? null : current)),
    [],
  );
  const framed = route ? [route.start, ...route.stops.map((stop) => stop.marker)] : markers;

  return (
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <Group justify="space-between" gap="xs">
        <DayRouteButton
          position={position}
          onLocate={() => {
            // The route is framed whole: an open popup would pull the view back to its client.
            setSelected(null);
            locate();
          }}
        />
        <MapLegend />
      </Group>
      <div
        style={{ flex: 1, minHeight: 240, borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="client-map"
        data-markers={markers.length}
      >
        <OfflineMap label={messages.mapLabel}>
          <ClientMarkersLayer markers={markers} onSelect={setSelected} />
          <FitToPoints points={framed} fitKey={route ? `route:${position.status}:${fitKey}` : fitKey} />
          {route && <DayRouteLayer route={route} onSelect={setSelected} />}
          {selected && popupAt && (
            <Popup
              key={selected.uuid}
              position={popupAt}
              eventHandlers={{ remove: () => closePopup(selected.uuid) }}
            >
              <ClientMapPopup marker={selected} cityTitle={cityTitle} canNewSale={canNewSale} />
            </Popup>
          )}
        </OfflineMap>
      </div>
      {withoutPosition > 0 && (
        <Text size="xs" c="dimmed">
          {messages.withoutPosition(withoutPosition)}
        </Text>
      )}
      <DayRoutePanel position={position} route={route} routeDay={routeDay} onSelect={setSelected} />
    </Stack>
  );
}
