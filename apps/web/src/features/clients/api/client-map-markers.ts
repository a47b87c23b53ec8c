import { parseCoordinate } from '@rota/domain';
import type { ClientListItem } from './client-list-item.ts';

/** How a marker is coloured: red for overdue titles, grey for inactive, the brand colour otherwise. */
export type MarkerTone = 'overdue' | 'inactive' | 'regular';

/** A listed client with a usable position (§9: coordinates stored as text). */
export interface ClientMarker {
  uuid: string;
  lat: number;
  long: number;
  tone: MarkerTone;
  item: ClientListItem;
}

/** The tone of a client's marker; overdue wins over inactive (the seller must see the debt). */
export function markerTone(item: Pick<ClientListItem, 'overdue' | 'inative'>): MarkerTone {
  if (item.overdue) return 'overdue';
  return item.inative === 1 ? 'inactive' : 'regular';
}

/**
 * The markers of the clients on screen: those whose lat/long parse as coordinates; the others
 * are counted so the map can say how many it cannot show.
 */
export function clientMapMarkers(items: readonly ClientListItem[]): {
  markers: ClientMarker[];
  withoutPosition: number;
} {
  const markers: ClientMarker[] = [];
  let withoutPosition = 0;
  for (const item of items) {
    const lat = parseCoordinate(item.client.lat, 90);
    const long = parseCoordinate(item.client.long, 180);
    if (lat === null || long === null) {
      withoutPosition += 1;
      continue;
    }
    markers.push({ uuid: item.client.uuid, lat, long, tone: markerTone(item), item });
  }
  return { markers, withoutPosition };
}
