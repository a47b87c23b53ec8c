import 'fake-indexeddb/auto';
import { api } from '@rota/contract';
import type { Notification } from '@rota/domain';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { createQueryClient, QueryProvider, startRealtimeInvalidation } from '#lib/query/index.ts';
import { dispatchRealtimeEvent } from '#lib/socket/realtime-events.ts';
import { pushOutboxOnce } from '#lib/sync/push-outbox.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { NotificationsMenu } from './notifications-menu.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const SELLER = 7;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (id: number, title: string, minutes: number, sellerId: number | null = SELLER) =>
  ({
    id,
    company_id: 1,
    seller_id: sellerId,
    kind: 'sale_status',
    title,
    body: `Corpo de ${title}`,
    sale_uuid: null,
    created_at: minutesAgo(minutes),
    read_at: null,
  }) satisfies Notification;

let server: Notification[];
let client: QueryClient;
const callApiMock = vi.mocked(callApi);
const listCalls = () => callApiMock.mock.calls.filter(([call]) => call === api.notifications.list).length;

/** The server: the unread list, and the two marks as the real handlers do them (idempotent). */
function serve() {
  callApiMock.mockImplementation(async (call, input) => {
    if (call === api.notifications.list) return server.map((row) => ({ ...row }));
    if (call === api.notifications.markAsRead) {
      const id = (input?.body as unknown as { id: number } | undefined)?.id;
      server = server.filter((row) => row.id !== id);
      return { id };
    }
    if (call === api.notifications.markAllRead) {
      const count = server.length;
      server = [];
      return { count };
    }
    throw new Error(`chamada inesperada ${call.name}`);
  });
}

const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));

function renderMenu() {
  return renderPage(
    <QueryProvider client={client}>
      <NotificationsMenu />
    </QueryProvider>,
    '/admin',
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Notificações' }) };
}

const storedIds = async () => (await myPwaDb.notifications.toArray()).map((row) => row.id).sort();

describe('NotificationsMenu', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    await authStore.setLogin(makeSession(['canCreateClient'], SELLER), 1);
    server = [notification(1, 'Venda 101 integrada', 180), notification(2, 'Venda 102 cancelada', 3)];
    serve();
    client = createQueryClient();
    // A failed refresh shows at once here; the retry policy has its own test (lib/query).
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    client.clear();
    vi.clearAllMocks();
    await authStore.logout();
  });

  it('closes with Escape and gives the focus back to the bell (WCAG 2.1.2)', async () => {
    renderMenu();
    const { user, dialog } = await openMenu();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notificações' })).toBeNull());
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^Notificações/);
  });
  it('shows the unread count on the bell and the list, newest first, with the time ago', async () => {
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
    const { dialog } = await openMenu();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual(['notification-2', 'notification-1']);
    expect(items[0]?.textContent).toContain('há 3 minutos');
    expect(items[1]?.textContent).toContain('há 3 horas');
    expect(items[1]?.textContent).toContain('Corpo de Venda 101 integrada');
  });

  it('offline, lists the notifications stored on the device without asking the server or failing', async () => {
    await myPwaDb.notifications.bulkPut([notification(5, 'Guardada no aparelho', 10)]);
    goOffline();
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Notificações: 1 não lida' })).toBeTruthy();
    const { dialog } = await openMenu();
    expect(within(dialog).getByTestId('notification-5').textContent).toContain('Guardada no aparelho');
    expect(listCalls()).toBe(0);
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(dialog.textContent).not.toContain('Não foi possível');
  });

  it('keeps a previous seller’s stored notifications off the screen', async () => {
    await myPwaDb.notifications.bulkPut([
      notification(5, 'Da empresa toda', 10, null),
      notification(6, 'Do outro vendedor', 5, 8),
    ]);
    goOffline();
    renderMenu();
    const { dialog } = await openMenu();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual(['notification-5']);
  });

  it('online, replaces the stored list with the server’s unread list', async () => {
    await myPwaDb.notifications.bulkPut([notification(9, 'Já lida em outro aparelho', 60)]);
    renderMenu();
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
    expect(await storedIds()).toEqual([1, 2]);
    expect(screen.queryByTestId('notification-9')).toBeNull();
  });

  it('marks one read offline: it leaves the list at once and one outbox entry waits for the push', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    goOffline();
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como lida: Venda 102 cancelada' }));
    await waitFor(() => expect(screen.queryByTestId('notification-2')).toBeNull());
    expect(screen.getByRole('button', { name: 'Notificações: 1 não lida' })).toBeTruthy();
    expect(await storedIds()).toEqual([1]);
    const outbox = await myPwaDb.outbox.toArray();
    expect(
      outbox.map(({ call, uuid, body, owner, status }) => ({ call, uuid, body, owner, status })),
    ).toEqual([
      {
        call: 'notifications.markAsRead',
        uuid: 'notification-2',
        body: { id: 2 },
        owner: '1:7',
        status: 'pending',
      },
    ]);
    expect(callApiMock).not.toHaveBeenCalledWith(api.notifications.markAsRead, expect.anything());

    goOnline();
    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(callApiMock).toHaveBeenCalledWith(api.notifications.markAsRead, { body: { id: 2 } });
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(server.map((row) => row.id)).toEqual([1]);
  });

  it('marks all read: the list empties and one "mark all" waits in the outbox', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await within(dialog).findByText('Nenhuma notificação nova.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeTruthy();
    expect(await storedIds()).toEqual([]);
    const outbox = await myPwaDb.outbox.toArray();
    expect(outbox.map(({ call, uuid, body }) => ({ call, uuid, body }))).toEqual([
      { call: 'notifications.markAllRead', uuid: 'notifications-all', body: undefined },
    ]);

    expect(await pushOutboxOnce()).toEqual({ sent: 1, failed: 0, stoppedBy: null });
    expect(callApiMock).toHaveBeenCalledWith(api.notifications.markAllRead, {
      params: undefined,
      body: undefined,
    });
    expect(server).toEqual([]);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('a refresh before the push does not bring back what was marked read', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como lida: Venda 102 cancelada' }));
    await waitFor(() => expect(screen.queryByTestId('notification-2')).toBeNull());

    server = [...server, notification(3, 'Nova tabela de preços', 0)];
    await act(() => client.refetchQueries());
    expect(listCalls()).toBe(2);
    expect(await storedIds()).toEqual([1, 3]);
    expect(await screen.findByTestId('notification-3')).toBeTruthy();
    expect(screen.queryByTestId('notification-2')).toBeNull();
  });

  it('updates live when the server announces a notification or a sale status', async () => {
    const stop = startRealtimeInvalidation(client);
    renderMenu();
    await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });

    server = [...server, notification(3, 'Nova tabela de preços', 0)];
    act(() =>
      dispatchRealtimeEvent({
        type: 'notification.created',
        company_id: 1,
        seller_id: null,
        notification_id: 3,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' })).toBeTruthy();

    server = [...server, notification(4, 'Venda 103 processada', 0)];
    act(() =>
      dispatchRealtimeEvent({
        type: 'sale.status',
        company_id: 1,
        seller_id: SELLER,
        sale_uuid: '0190a3c4-0000-7000-8000-000000000001',
        status: 'Processado',
        cursor: '42',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notificações: 4 não lidas' })).toBeTruthy();
    expect(await storedIds()).toEqual([1, 2, 3, 4]);
    stop();
  });

  it('refreshes when the network comes back, even if the last refresh was a moment ago', async () => {
    renderMenu();
    await screen.findByRole('button', { name: 'Notificações: 2 não lidas' });
    goOffline();
    server = [...server, notification(3, 'Nova tabela de preços', 0)];
    goOnline();
    expect(await screen.findByRole('button', { name: 'Notificações: 3 não lidas' })).toBeTruthy();
    expect(listCalls()).toBe(2);
  });

  it('online, a failed refresh says so discreetly over the stored list, and retries', async () => {
    await myPwaDb.notifications.bulkPut([notification(1, 'Venda 101 integrada', 180)]);
    callApiMock.mockRejectedValueOnce(new HttpError(503, 'Serviço indisponível'));
    renderMenu();
    const { user, dialog } = await openMenu();
    const status = await within(dialog).findByRole('status');
    expect(status.textContent).toContain(
      'Não foi possível atualizar as notificações. Mostrando as guardadas no aparelho.',
    );
    expect(within(dialog).getByTestId('notification-1')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Não foi possível carregar');

    await user.click(within(status).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByTestId('notification-2')).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  });

  it('says nothing about a failed refresh once offline', async () => {
    callApiMock.mockRejectedValueOnce(new HttpError(0, 'Sem conexão com o servidor'));
    renderMenu();
    const { dialog } = await openMenu();
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    goOffline();
    await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
    expect(dialog.textContent).not.toContain('Não foi possível');
  });
});
