import { describe, expect, it } from 'vitest';
import { anaClient } from '../testing/client-fixtures.ts';
import { clientListItems } from './client-list-item.ts';
import { clientMapMarkers, markerTone } from './client-map-markers.ts';
import { MARKER_COLORS } from './marker-colors.ts';

const items = (clients: ReturnType<typeof anaClient>[], overdue: string[] = []) =>
  clientListItems({
    clients,
    overdueCodes: new Set(overdue),
    unsentOwners: new Map(),
    owner: '1:7',
    sellerCodeErp: 'V001',
  });

describe('clientMapMarkers', () => {
  it('places the clients with a position and counts those without', () => {
    const { markers, withoutPosition } = clientMapMarkers(
      items([
        anaClient({ name: 'Com Posição', lat: '-22.90560000', long: '-47.06080000' }),
        anaClient({ name: 'Sem Latitude', lat: null }),
        anaClient({ name: 'Sem Longitude', long: null }),
      ]),
    );
    expect(markers.map((marker) => [marker.item.client.name, marker.lat, marker.long])).toEqual([
      ['Com Posição', -22.9056, -47.0608],
    ]);
    expect(withoutPosition).toBe(2);
  });

  it('colours overdue red, inactive grey and the others in the brand blue; overdue wins', () => {
    const [late, inactive, both, regular] = clientMapMarkers(
      items(
        [
          anaClient({ name: 'A Devedor', code_erp: 'D1' }),
          anaClient({ name: 'B Inativo', inative: 1 }),
          anaClient({ name: 'C Inativo Devedor', code_erp: 'D3', inative: 1 }),
          anaClient({ name: 'D Em Dia' }),
        ],
        ['D1', 'D3'],
      ),
    ).markers;
    expect([late, inactive, both, regular].map((marker) => marker?.tone)).toEqual([
      'overdue',
      'inactive',
      'overdue',
      'regular',
    ]);
    expect(MARKER_COLORS).toEqual({ overdue: '#e03131', inactive: '#868e96', regular: '#145fb3' });
    expect(markerTone({ overdue: false, inative: 0 })).toBe('regular');
  });
});
