import { describe, expect, it } from 'vitest';
import { anaClient } from '../testing/client-fixtures.ts';
import { clientListItems } from './client-list-item.ts';
import { clientMapMarkers } from './client-map-markers.ts';
import { dayRouteStops } from './day-route-stops.ts';

/** Three clients east of the seller along a parallel, given out of order. */
const markers = clientMapMarkers(
  clientListItems({
    clients: [
      anaClient({ name: 'Longe', lat: '-23.00000000', long: '-46.80000000' }),
      anaClient({ name: 'Perto', lat: '-23.00000000', long: '-46.98000000' }),
      anaClient({ name: 'Meio', lat: '-23.00000000', long: '-46.90000000' }),
    ],
    overdueCodes: new Set(),
    unsentOwners: new Map(),
    owner: '1:7',
    sellerCodeErp: 'V001',
  }),
).markers;

describe('dayRouteStops', () => {
  it('orders the stops from the seller by nearest neighbour, numbered, with each leg', () => {
    const route = dayRouteStops({ lat: -23, long: -47 }, markers);
    expect(route.stops.map((stop) => [stop.position, stop.marker.item.client.name])).toEqual([
      [1, 'Perto'],
      [2, 'Meio'],
      [3, 'Longe'],
    ]);
    // 0.02°, 0.08° and 0.10° of longitude at 23° S: about 2.05, 8.2 and 10.2 km.
    expect(route.stops.map((stop) => Math.round(stop.legKm * 10) / 10)).toEqual([2, 8.2, 10.2]);
    expect(route.totalKm).toBeCloseTo(
      route.stops.reduce((sum, stop) => sum + stop.legKm, 0),
      9,
    );
  });

  it('is empty without stops', () => {
    expect(dayRouteStops({ lat: 0, long: 0 }, [])).toEqual({
      start: { lat: 0, long: 0 },
      stops: [],
      totalKm: 0,
    });
  });
});
