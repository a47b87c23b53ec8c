import { makeClient } from '@rota/domain/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { ClientUpdatePage } from '../components/client-update-page.tsx';

const UPDATE = routeByName('clients.update').path;

/** A client of Ana's (V001) on the device, as the sync stores it. */
export async function storeClient(overrides: Parameters<typeof makeClient>[0] = {}) {
  const client = {
    ...makeClient({
      uuid: crypto.randomUUID(),
      code_erp_seller: 'V001',
      phone: '1134567890',
      email: 'compras@paoquente.com.br',
      ...overrides,
    }),
    updated_at: '2026-11-20T12:00:00.000Z',
    deleted_at: null,
  };
  await myPwaDb.clients.put(client);
  return client;
}

/** The client page of `uuid`, rendered and shown. */
export async function openClient(uuid: string) {
  const view = renderPage(<ClientUpdatePage />, UPDATE, `/admin/clients/update/${uuid}/see`, true);
  await screen.findByTestId('client-view');
  return { user: userEvent.setup(), ...view };
}

/**
 * The phone's geolocation answering as `answer` does, as the Geolocation API calls back
 * (`getCurrentPosition` is a spy: its options can be read back).
 */
export function stubPosition(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(ok, fail ?? (() => undefined)),
  );
  Object.defineProperty(globalThis.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

/** A fix of the phone, as the Geolocation API gives it. */
export function fixAt(latitude: number, longitude: number, accuracy: number): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy }, timestamp: Date.now() } as GeolocationPosition;
}
