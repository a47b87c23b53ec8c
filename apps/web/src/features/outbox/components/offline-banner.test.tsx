import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { queueTestEntries } from '../testing/queue-test-entries.ts';
import { OfflineBanner } from './offline-banner.tsx';

const BANNER =
  'Sem conexão — você pode continuar trabalhando; o que fizer fica guardado e é enviado quando a internet voltar.';
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

describe('OfflineBanner', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    await authStore.setLogin(makeSession(), 1);
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    await authStore.logout();
  });

  it('appears on the `offline` event, in a status region, and goes on `online`', async () => {
    renderPage(<OfflineBanner />, '/admin');
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(BANNER);
    goOnline();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how many entries wait, when some do', async () => {
    await queueTestEntries.client('Padaria Central');
    await queueTestEntries.client('Bar do Zé');
    renderPage(<OfflineBanner />, '/admin');
    goOffline();
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`${BANNER} 2 pendências aguardam envio.`),
    );
  });
});
