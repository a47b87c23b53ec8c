import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '#testing/render-page.tsx';
import { clientListItems } from '../api/client-list-item.ts';
import type { ClientMarker } from '../api/client-map-markers.ts';
import type { DayRoute } from '../api/day-route-stops.ts';
import { anaClient } from '../testing/client-fixtures.ts';
import { ClientMap } from './client-map.tsx';

// Leaflet draws nothing in happy-dom: the map, its layers and popup become plain elements that
// show what they were given (Leaflet's own drawing is checked in e2e/clients-list.e2e.test.ts).
vi.mock('#ui/map/offline-map.tsx', () => ({
  OfflineMap: ({ label, children }: { label: string; children: ReactNode }) => (
    <section aria-label={label}>{children}</section>
  ),
}));
vi.mock('./client-markers-layer.tsx', () => ({
  ClientMarkersLayer: ({
    markers,
    onSelect,
  }: {
    markers: ClientMarker[];
    onSelect: (m: ClientMarker) => void;
  }) =>
    markers.map((marker) => (
      <button
        key={marker.uuid}
        type="button"
        data-testid="marker"
        data-tone={marker.tone}
        onClick={() => onSelect(marker)}
      >
        {marker.item.client.name}
      </button>
    )),
}));
vi.mock('#ui/map/fit-to-points.tsx', () => ({ FitToPoints: () => null }));
vi.mock('./day-route-layer.tsx', () => ({
  DayRouteLayer: ({ route }: { route: DayRoute }) => (
    <ol data-testid="route-layer">
      {route.stops.map((stop) => (
        <li key={stop.marker.uuid}>{`${stop.position}:${stop.marker.item.client.name}`}</li>
      ))}
    </ol>
  ),
}));
vi.mock('react-leaflet', () => ({
  Popup: ({ children }: { children: ReactNode }) => <div data-testid="popup">{children}</div>,
}));

const clients = {
  regular: anaClient({
    name: 'Padaria Perto',
    lat: '-23.00000000',
    long: '-46.98000000',
    street: 'Rua das Flores',
    number: '12',
    district: 'Centro',
    city_iso: '3509502',
    state: 'SP',
  }),
  late: anaClient({ name: 'Mercado Longe', code_erp: 'D1', lat: '-23.00000000', long: '-46.80000000' }),
  inactive: anaClient({ name: 'Bar Meio', inative: 1, lat: '-23.00000000', long: '-46.90000000' }),
  lost: anaClient({ name: 'Sem Posição', lat: null, long: null }),
};

const items = clientListItems({
  clients: Object.values(clients),
  overdueCodes: new Set(['D1']),
  unsentOwners: new Map(),
  owner: '1:7',
  sellerCodeErp: 'V001',
});

function renderMap(canNewSale = true) {
  const view = renderPage(
    <ClientMap
      items={items}
      routeItems={items}
      routeDay="Terça"
      canNewSale={canNewSale}
      cityTitle={(iso) => (iso === '3509502' ? 'Campinas' : null)}
      fitKey="Terça"
    />,
    '/admin/clients',
  );
  return { user: userEvent.setup(), ...view };
}

function mockGeolocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('ClientMap', () => {
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('puts a marker per client with a position, coloured by tone, and says how many have none', () => {
    renderMap();
    expect(screen.getByRole('region', { name: 'Mapa dos clientes' })).toBeTruthy();
    const tones = Object.fromEntries(
      screen.getAllByTestId('marker').map((marker) => [marker.textContent, marker.dataset.tone]),
    );
    expect(tones).toEqual({ 'Padaria Perto': 'regular', 'Mercado Longe': 'overdue', 'Bar Meio': 'inactive' });
    expect(screen.getByTestId('client-map').dataset.markers).toBe('3');
    expect(screen.getByText('1 cliente sem localização não aparece no mapa.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Legenda' })).getByText('Em atraso')).toBeTruthy();
  });

  it('opens a popup with the address, "Abrir", "Iniciar visita", "Nova venda" and "Rota até aqui"', async () => {
    const { user } = renderMap();
    expect(screen.queryByTestId('popup')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Padaria Perto' }));
    const popup = screen.getByTestId('client-map-popup');
    expect(popup.textContent).toContain('Rua das Flores, 12 — Centro — Campinas/SP');
    expect(
      within(popup).getByRole('link', { name: 'Abrir o cliente Padaria Perto' }).getAttribute('href'),
    ).toBe(`/admin/clients/update/${clients.regular.uuid}/see`);
    expect(
      within(popup).getByRole('link', { name: 'Iniciar visita a Padaria Perto' }).getAttribute('href'),
    ).toBe(`/admin/clients/update/${clients.regular.uuid}/see?visita=iniciar`);
    expect(
      within(popup).getByRole('link', { name: 'Nova venda para Padaria Perto' }).getAttribute('href'),
    ).toBe(`/admin/checkout/${clients.regular.uuid}`);
    const directions = within(popup).getByRole('link', {
      name: 'Rota até Padaria Perto no aplicativo de mapas',
    });
    expect(directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-23,-46.98',
    );
    expect(directions.getAttribute('target')).toBe('_blank');
    await user.click(screen.getByRole('button', { name: 'Mercado Longe' }));
    expect(within(screen.getByTestId('client-map-popup')).getByTestId('badge-overdue')).toBeTruthy();
  });

  it('has no "Nova venda" without canNewSaleClient', async () => {
    const { user } = renderMap(false);
    await user.click(screen.getByRole('button', { name: 'Padaria Perto' }));
    const popup = screen.getByTestId('client-map-popup');
    expect(within(popup).queryByRole('link', { name: /Nova venda/ })).toBeNull();
    expect(within(popup).getByRole('link', { name: 'Abrir o cliente Padaria Perto' })).toBeTruthy();
  });

  it('orders the day’s clients from the phone’s position on "Rota do dia" and lists each stop with its leg', async () => {
    const locate = mockGeolocation((ok) =>
      ok({ coords: { latitude: -23, longitude: -47 } } as GeolocationPosition),
    );
    const { user } = renderMap();
    expect(locate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Montar a rota do dia a partir da sua posição' }));
    expect(locate).toHaveBeenCalledTimes(1);
    const list = screen.getByRole('list', { name: 'Paradas da rota do dia' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((stop) => stop.getAttribute('aria-label')),
    ).toEqual(['1. Padaria Perto — 2,0 km', '2. Bar Meio — 8,2 km', '3. Mercado Longe — 10,2 km']);
    expect(screen.getByTestId('day-route').textContent).toContain('Rota do dia — Terça');
    expect(screen.getByTestId('day-route').textContent).toContain('3 paradas · 20,5 km em linha reta');
    expect(
      within(screen.getByTestId('route-layer'))
        .getAllByRole('listitem')
        .map((stop) => stop.textContent),
    ).toEqual(['1:Padaria Perto', '2:Bar Meio', '3:Mercado Longe']);
    await user.click(within(list).getByRole('button', { name: '3. Mercado Longe — 10,2 km' }));
    expect(screen.getByTestId('client-map-popup').textContent).toContain('Mercado Longe');
  });

  it.each([
    [1, 'Permissão de localização negada.'],
    [2, 'Não foi possível obter sua posição.'],
    [3, 'A localização demorou demais para responder.'],
  ])('says in pt-BR why the position failed (code %i)', async (code, message) => {
    mockGeolocation((_ok, fail) => fail?.({ code } as GeolocationPositionError));
    const { user } = renderMap();
    await user.click(screen.getByRole('button', { name: 'Montar a rota do dia a partir da sua posição' }));
    expect(screen.getByRole('alert').textContent).toContain(message);
    expect(screen.queryByRole('list', { name: 'Paradas da rota do dia' })).toBeNull();
  });

  it('says when the browser gives no position at all', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    const { user } = renderMap();
    await user.click(screen.getByRole('button', { name: 'Montar a rota do dia a partir da sua posição' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Este navegador não informa a localização do aparelho.',
    );
  });
});
