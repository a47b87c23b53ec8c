import { api } from '@rota/contract';
import type { Notification } from '@rota/domain';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/http/http-client.ts';
import { HttpError } from '../../../lib/http/http-error.ts';
import { dispatchRealtimeEvent } from '../../../lib/socket/realtime-events.ts';
import { renderPage } from '../../../testing/render-page.tsx';
import { NotificationsMenu } from './notifications-menu.tsx';

vi.mock('../../../lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('../../../lib/http/http-error.ts')).HttpError,
}));

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const notification = (id: number, title: string, minutes: number): Notification => ({
  id,
  company_id: 1,
  seller_id: 1,
  kind: 'sale_status',
  title,
  body: `Corpo de ${title}`,
  sale_uuid: null,
  created_at: minutesAgo(minutes),
  read_at: null,
});

let server: Notification[];
const callApiMock = vi.mocked(callApi);

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

async function openMenu() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Notificações' }) };
}

describe('NotificationsMenu', () => {
  beforeEach(() => {
    server = [notification(1, 'Venda 101 integrada', 180), notification(2, 'Venda 102 cancelada', 3)];
    serve();
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('shows the unread count on the bell and the list, newest first, with the time ago', async () => {
    renderPage(<NotificationsMenu />, '/admin');
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
    const { dialog } = await openMenu();
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.testid)).toEqual(['notification-2', 'notification-1']);
    expect(items[0]?.textContent).toContain('há 3 minutos');
    expect(items[1]?.textContent).toContain('há 3 horas');
    expect(items[1]?.textContent).toContain('Corpo de Venda 101 integrada');
  });

  it('marks one read: it leaves the list and the count drops', async () => {
    renderPage(<NotificationsMenu />, '/admin');
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como lida: Venda 102 cancelada' }));
    await waitFor(() => expect(screen.queryByTestId('notification-2')).toBeNull());
    expect(callApiMock).toHaveBeenCalledWith(api.notifications.markAsRead, { body: { id: 2 } });
    expect(screen.getByRole('button', { name: 'Notificações: 1 não lida' })).toBeTruthy();
  });

  it('marks all read: the list empties', async () => {
    renderPage(<NotificationsMenu />, '/admin');
    const { user, dialog } = await openMenu();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar todas como lidas' }));
    expect(await within(dialog).findByText('Nenhuma notificação nova.')).toBeTruthy();
    expect(callApiMock).toHaveBeenCalledWith(api.notifications.markAllRead);
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeTruthy();
  });

  it('puts a notification back and says so when the server refuses to mark it', async () => {
    renderPage(<NotificationsMenu />, '/admin');
    const { user, dialog } = await openMenu();
    callApiMock.mockRejectedValueOnce(new HttpError(0, 'Sem conexão com o servidor'));
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como lida: Venda 101 integrada' }));
    expect(
      await within(dialog).findByText('Não foi possível marcar como lida. Tente novamente.'),
    ).toBeTruthy();
    expect(screen.getByTestId('notification-1')).toBeTruthy();
  });

  it('updates live when the server announces a notification or a sale status', async () => {
    renderPage(<NotificationsMenu />, '/admin');
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
        seller_id: 1,
        sale_uuid: '0190a3c4-0000-7000-8000-000000000001',
        status: 'Processado',
        cursor: '42',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Notificações: 4 não lidas' })).toBeTruthy();
  });

  it('says when the list cannot be loaded and retries', async () => {
    callApiMock.mockRejectedValueOnce(new HttpError(0, 'Sem conexão com o servidor'));
    renderPage(<NotificationsMenu />, '/admin');
    const { user, dialog } = await openMenu();
    expect(await within(dialog).findByText('Não foi possível carregar as notificações.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByTestId('notification-1')).toBeTruthy();
  });
});
