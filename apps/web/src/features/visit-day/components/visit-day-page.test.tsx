import 'fake-indexeddb/auto';
import { api } from '@rota/contract';
import { type DayVisit, type PermissionName, type VisitDay, visitDaySchema } from '@rota/domain';
import { makeDayVisit } from '@rota/domain/testing';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { createQueryClient, QueryProvider } from '#lib/query/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import type { StopView } from '../model/day-stops.ts';
import { VisitDayPage } from './visit-day-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));
// Leaflet has no layout to draw in here: the map lists its markers as they would be drawn.
vi.mock('./seller-day-map.tsx', () => ({
  default: ({ views }: { views: readonly StopView[] }) => (
    <ul data-testid="map-markers">
      {views.map((view) => (
        <li key={view.stop.client_uuid}>{`${view.position ?? '–'} ${view.tone}`}</li>
      ))}
    </ul>
  ),
}));

const callApiMock = vi.mocked(callApi);
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const visit = (n: number, overrides: Partial<DayVisit> = {}) =>
  makeDayVisit({ uuid: uuid(100 + n), ...overrides });

/** The day as `GET visits/day` answers it, checked against the contract's schema. */
const DAY: VisitDay = visitDaySchema.parse({
  date: '2026-11-23',
  sellers: [
    {
      code_erp: 'V001',
      name: 'Ana Souza',
      stops: [
        {
          client_uuid: uuid(1),
          client_name: 'Padaria Central',
          lat: -23.55,
          long: -46.63,
          planned: true,
          status: 'visited',
          visits: [visit(1)],
        },
        {
          client_uuid: uuid(2),
          client_name: 'Mercado Bom Preço',
          lat: -23.56,
          long: -46.64,
          planned: true,
          status: 'visited',
          visits: [
            visit(2, {
              started_at: '2026-11-23T13:30:00.000Z',
              ended_at: '2026-11-23T13:40:00.000Z',
              minutes: 10,
              distance_m: 1_000,
              flags: ['out_of_radius'],
              radius_reason: 'Cliente na feira',
              outcome: 'no_sale',
              reason: 'Responsável ausente',
            }),
          ],
        },
        {
          client_uuid: uuid(3),
          client_name: 'Empório Sé',
          lat: null,
          long: null,
          planned: true,
          status: 'skipped',
          visits: [],
        },
      ],
      summary: { planned: 3, visited: 2, skipped: 1, unplanned: 0, flagged: 1 },
    },
    {
      code_erp: 'V002',
      name: 'Bruno Lima',
      stops: [
        {
          client_uuid: uuid(4),
          client_name: 'Bar da Esquina',
          lat: -23.5,
          long: -46.6,
          planned: true,
          status: 'skipped',
          visits: [],
        },
      ],
      summary: { planned: 1, visited: 0, skipped: 1, unplanned: 0, flagged: 0 },
    },
  ],
});

let client: QueryClient;
let failing = false;

async function open(permissions: PermissionName[], entry = '/admin/visits?dia=2026-11-23') {
  await authStore.setLogin(makeSession(permissions, 9), 1);
  const { router } = renderPage(
    <QueryProvider client={client}>
      <VisitDayPage />
    </QueryProvider>,
    '/admin/visits',
    entry,
  );
  return { user: userEvent.setup(), router };
}

beforeEach(async () => {
  await resetLocalDbs();
  client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  failing = false;
  callApiMock.mockImplementation(async (call) => {
    if (call === api.visits.day && !failing) return DAY;
    throw new HttpError(503, 'Serviço indisponível');
  });
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.clearAllMocks();
});

describe('VisitDayPage (docs/domain.md "The day\'s route")', () => {
  it("shows a seller's day: the counts, the visits in order with time, distance and outcome, the flags and the skipped", async () => {
    await open(['canViewAllClients']);
    const stops = await screen.findAllByTestId('day-stop');
    expect(callApiMock.mock.calls[0]?.[1]).toMatchObject({ query: { date: '2026-11-23' } });
    expect(screen.getByLabelText('Vendedor', { selector: 'input' })).toHaveProperty(
      'value',
      'Ana Souza — 2 de 3 planejados',
    );
    expect(screen.getByTestId('day-summary').textContent).toBe(
      'Planejados3Visitados2Não visitados1Fora da rota0Sinalizadas1',
    );
    expect(stops.map((stop) => stop.textContent)).toEqual([
      '1. Padaria CentralVisitado09:00–09:25 (25 min) · a 40 m do cliente · Com venda',
      '2. Mercado Bom PreçoVisitado10:30–10:40 (10 min) · a 1,0 km do cliente · Sem venda: Responsável ausenteFora do raio do clienteMotivo fora do raio: Cliente na feira',
      'Empório SéNão visitado',
    ]);
    const markers = await screen.findByTestId('map-markers');
    expect(
      within(markers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 default', '2 flagged', '– skipped']);
    expect(screen.getByText('1 cliente sem coordenadas não aparece no mapa.')).toBeTruthy();
  });

  it('another seller from the list, kept in the URL', async () => {
    const { user, router } = await open(['canAccessManager']);
    await screen.findAllByTestId('day-stop');
    await user.click(screen.getByLabelText('Vendedor', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Lima — 0 de 1 planejado' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('day-stop').map((stop) => stop.textContent)).toEqual([
        'Bar da EsquinaNão visitado',
      ]),
    );
    expect(router.state.location.search).toBe('?dia=2026-11-23&vendedor=V002');
  });

  it('opens the photos of a visit, each loaded from the server with what it shows as its text', async () => {
    const [one, two] = [uuid(501), uuid(502)];
    const withPhotos = structuredClone(DAY);
    const stop = withPhotos.sellers[0]?.stops[1];
    if (!stop?.visits[0]) throw new Error('sem visita');
    stop.visits[0].photos = [one, two];
    callApiMock.mockImplementation(async (call, input) => {
      if (call === api.visits.day) return withPhotos;
      const asked = (input?.params as Record<string, string> | undefined)?.uuid;
      if (asked === one)
        return {
          uuid: one,
          visit_uuid: uuid(102),
          client_uuid: uuid(2),
          content_type: 'image/jpeg',
          size: 3,
          data: '/9j/',
        };
      throw new HttpError(404, 'Foto não encontrada');
    });
    const { user } = await open(['canViewAllClients']);
    const [, card] = await screen.findAllByTestId('day-stop');
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Ver as 2 fotos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fotos da visita — Mercado Bom Preço' });
    const image = await within(dialog).findByRole('img', {
      name: 'Foto 1 de 2 da visita a Mercado Bom Preço',
    });
    expect(image.getAttribute('src')).toBe('data:image/jpeg;base64,/9j/');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não foi possível carregar esta foto.',
    );
    expect(screen.getAllByTestId('day-stop')[0]?.textContent).not.toContain('foto');
  });

  it('says why when the profile may not follow the sellers, and asks nothing of the server', async () => {
    await open(['canCreateClient']);
    expect((await screen.findByTestId('visit-day-notice')).textContent).toContain(
      'Seu perfil não permite acompanhar as visitas dos vendedores.',
    );
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('says so in pt-BR when the day cannot be read, and tries again', async () => {
    failing = true;
    const { user } = await open(['canViewAllClients']);
    expect(
      await screen.findByText('Não foi possível carregar as visitas. Verifique a conexão e tente de novo.'),
    ).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findAllByTestId('day-stop')).toHaveLength(3);
  });
});
