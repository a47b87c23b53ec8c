import { Alert, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { GeolocationState } from '#lib/device/use-geolocation.ts';
import type { ClientMarker } from '../api/client-map-markers.ts';
import type { DayRoute } from '../api/day-route-stops.ts';
import { messages } from '../messages.ts';

interface DayRoutePanelProps {
  position: GeolocationState;
  route: DayRoute | null;
  routeDay: string;
  onSelect: (marker: ClientMarker) => void;
}

/**
 * Under the map: why the position could not be had (pt-BR, by kind), or the day's route as a
 * short ordered list, "1. Cliente X — 2,3 km", each stop opening its client's popup.
 */
export function DayRoutePanel({ position, route, routeDay, onSelect }: DayRoutePanelProps) {
  if (position.status === 'error') {
    return (
      <Alert color="orange" role="alert" p="xs" data-testid="day-route-error">
        {messages.positionErrors[position.error]}
      </Alert>
    );
  }
  if (!route) return null;
  if (route.stops.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="day-route-empty">
        {messages.routeEmpty}
      </Text>
    );
  }
  return (
    <Stack gap={4} data-testid="day-route">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700}>
          {`${messages.routeTitle} — ${routeDay}`}
        </Text>
        <Text size="xs" c="dimmed" title={messages.routeFrom}>
          {messages.routeSummary(route.stops.length, route.totalKm)}
        </Text>
      </Group>
      <div className="rota-route-list">
        <ol aria-label={messages.routeListLabel} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {route.stops.map((stop) => (
            <li key={stop.marker.uuid}>
              <UnstyledButton
                onClick={() => onSelect(stop.marker)}
                aria-label={messages.routeStop(stop.position, stop.marker.item.client.name, stop.legKm)}
                className="rota-route-item"
              >
                <span className="rota-route-item-name">
                  {messages.routeStopName(stop.position, stop.marker.item.client.name)}
                </span>
                <span className="rota-route-item-leg">{messages.routeStopLeg(stop.legKm)}</span>
              </UnstyledButton>
            </li>
          ))}
        </ol>
      </div>
    </Stack>
  );
}
