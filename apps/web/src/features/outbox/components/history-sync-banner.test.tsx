import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { historySync, type SyncProgress } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { HistorySyncBanner } from './history-sync-banner.tsx';

const retry = vi.hoisted(() => vi.fn());
vi.mock('#lib/sync/initial-sync.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/sync/initial-sync.ts')>()),
  retryHistorySync: retry,
}));

const session = makeSession();
const owner = `1:${session.seller.id}`;
const line = (label: string, status: SyncProgress['status'], done = 0): SyncProgress => ({
  call: label,
  label,
  done,
  total: status === 'done' ? done : null,
  status,
});

describe('HistorySyncBanner', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    await authStore.setLogin(session, 1);
  });
  afterEach(async () => {
    cleanup();
    historySync.clear();
    await authStore.logout();
  });

  it('says the history is still coming, part by part, in a status region, and goes when it is stored', async () => {
    historySync.start(owner, [line('Vendas', 'running', 1200), line('Títulos financeiros', 'waiting')]);
    renderPage(<HistorySyncBanner />, '/admin');
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Baixando o histórico. Você já pode trabalhar');
    expect(region.textContent).toContain('Vendas: 1.200 baixados · Títulos financeiros: aguardando');

    act(() =>
      historySync.report(owner, [line('Vendas', 'done', 4350), line('Títulos financeiros', 'running', 300)]),
    );
    expect(screen.getByRole('status').textContent).toContain(
      'Vendas: pronto · Títulos financeiros: 300 baixados',
    );

    act(() =>
      historySync.report(owner, [line('Vendas', 'done', 4350), line('Títulos financeiros', 'done', 6700)]),
    );
    await waitFor(() => expect(screen.queryByTestId('history-sync-banner')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says why it stopped and retries on "Tentar novamente"', async () => {
    historySync.start(owner, [line('Vendas', 'running', 5000)]);
    historySync.fail(owner, 'Sem conexão com o servidor');
    renderPage(<HistorySyncBanner />, '/admin');
    expect(screen.getByRole('status').textContent).toContain(
      'O histórico parou de baixar: Sem conexão com o servidor',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('says why when a part could not be stored on the phone, though the sync itself went on to the end', async () => {
    historySync.start(owner, [line('Vendas', 'running', 5000), line('Títulos financeiros', 'waiting')]);
    act(() =>
      historySync.report(owner, [
        { ...line('Vendas', 'error', 5000), error: 'Não foi possível guardar Vendas no aparelho.' },
        line('Títulos financeiros', 'done', 6700),
      ]),
    );
    renderPage(<HistorySyncBanner />, '/admin');
    const region = screen.getByRole('status');
    expect(region.textContent).toContain(
      'O histórico parou de baixar: Não foi possível guardar Vendas no aparelho.',
    );
    expect(region.textContent).not.toContain('Baixando o histórico');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it("shows nothing of another seller's history on a shared phone", async () => {
    historySync.start('1:999', [line('Vendas', 'running', 10)]);
    renderPage(<HistorySyncBanner />, '/admin');
    expect(screen.queryByTestId('history-sync-banner')).toBeNull();
  });
});
