import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { pullDelta, pushNow, syncStatus } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { queueTestEntries } from '../testing/queue-test-entries.ts';
import { SyncStatusButton } from './sync-status-button.tsx';

vi.mock('#lib/sync/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/sync/index.ts')>()),
  pushNow: vi.fn(async () => null),
  pullDelta: vi.fn(async () => undefined),
}));

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const statusButton = (name: string | RegExp = /^Sincronização/) => screen.findByRole('button', { name });

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await statusButton());
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('SyncStatusButton', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    localStorage.clear();
    await authStore.setLogin(makeSession(), 1);
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    vi.clearAllMocks();
    await authStore.logout();
  });

  it('online with nothing to send: a check, "Online", and no sync yet on this device', async () => {
    renderPage(<SyncStatusButton />, '/admin');
    const button = await statusButton('Sincronização: tudo enviado');
    expect(button.dataset.syncState).toBe('upToDate');
    const { dialog } = await openPanel();
    expect(within(dialog).getByText('Online')).toBeTruthy();
    expect(within(dialog).getByTestId('sync-pending').textContent).toBe('Nenhuma pendência de envio');
    expect(within(dialog).getByTestId('sync-last').textContent).toBe('Ainda não sincronizado neste aparelho');
  });

  it('offline: grey crossed cloud with the unsent count, "Sem conexão", "Sincronizar agora" disabled', async () => {
    await queueTestEntries.client('Padaria Central');
    await queueTestEntries.client('Bar do Zé');
    renderPage(<SyncStatusButton />, '/admin');
    await statusButton('Sincronização: 2 pendências de envio');
    goOffline();
    const button = await statusButton('Sincronização: sem conexão, 2 pendências de envio');
    expect(button.dataset.syncState).toBe('offline');
    const { dialog } = await openPanel();
    expect(within(dialog).getByText('Sem conexão')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sincronizar agora' }).hasAttribute('disabled')).toBe(
      true,
    );
    goOnline();
    expect(await statusButton('Sincronização: 2 pendências de envio')).toBeTruthy();
  });

  it('counts unsent entries and tells the age of this seller’s last sync from the stored cursors', async () => {
    await queueTestEntries.client('Padaria Central');
    await myPwaDb.syncCursors.bulkPut([
      { call: 'products.all', cursor: '5', owner: '1:7', synced_at: minutesAgo(3) },
      { call: 'clients.all', cursor: '9', owner: '1:7', synced_at: minutesAgo(40) },
      // Another seller's cursor on a shared phone says nothing about this seller's data.
      { call: 'sales.allSeller', cursor: '2', owner: '1:8', synced_at: minutesAgo(1) },
    ]);
    renderPage(<SyncStatusButton />, '/admin');
    const button = await statusButton('Sincronização: 1 pendência de envio');
    expect(button.dataset.syncState).toBe('pending');
    const { dialog } = await openPanel();
    expect(within(dialog).getByTestId('sync-pending').textContent).toBe('1 pendência de envio');
    await waitFor(() =>
      expect(within(dialog).getByTestId('sync-last').textContent).toBe('Última sincronização há 3 minutos'),
    );
  });

  it('shows refused entries in red, with their count', async () => {
    const { id } = await queueTestEntries.client('Padaria Central');
    await queueTestEntries.client('Bar do Zé');
    await queueTestEntries.refuse(id, 'O CNPJ já está cadastrado.');
    renderPage(<SyncStatusButton />, '/admin');
    const button = await statusButton('Sincronização: 1 falhou, 2 pendências de envio');
    expect(button.dataset.syncState).toBe('failed');
    const { dialog } = await openPanel();
    expect(within(dialog).getByTestId('sync-pending').textContent).toBe(
      '2 pendências de envio · 1 com falha',
    );
  });

  it('shows the progress of a push, then of a pull', async () => {
    renderPage(<SyncStatusButton />, '/admin');
    await statusButton('Sincronização: tudo enviado');
    act(() => {
      syncStatus.startPush();
      syncStatus.progress(3, 10);
    });
    expect((await statusButton('Sincronização: enviando 3 de 10')).dataset.syncState).toBe('busy');
    const { dialog } = await openPanel();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('30');
    expect(within(dialog).getByText('Enviando 3 de 10…')).toBeTruthy();

    act(() => syncStatus.endPush({ sent: 10, failed: 0, stoppedBy: null }));
    const pull = syncStatus.startPull(4);
    act(() => pull.step());
    expect(await within(dialog).findByText('Baixando atualizações (1 de 4)…')).toBeTruthy();
    act(() => pull.end());
    await waitFor(() => expect(within(dialog).queryByRole('progressbar')).toBeNull());
    expect(within(dialog).getByTestId('sync-last').textContent).toMatch(
      /^Última sincronização (agora|há \d+ segundos?)$/,
    );
  });

  it('"Sincronizar agora" pushes the outbox, then pulls the delta', async () => {
    renderPage(<SyncStatusButton />, '/admin');
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('button', { name: 'Sincronizar agora' }));
    await waitFor(() => expect(pullDelta).toHaveBeenCalledTimes(1));
    expect(pushNow).toHaveBeenCalledTimes(1);
    expect(vi.mocked(pushNow).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(pullDelta).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('"Ver pendências" opens "Pendências de envio"', async () => {
    const { router } = renderPage(<SyncStatusButton />, '/admin');
    const { user, dialog } = await openPanel();
    await user.click(within(dialog).getByRole('link', { name: 'Ver pendências' }));
    expect(router.state.location.pathname).toBe('/pendencias');
  });
});
