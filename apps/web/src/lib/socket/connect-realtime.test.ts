import 'fake-indexeddb/auto';
import { REALTIME_EVENT } from '@rota/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';
import { configureHttpClient } from '../http/http-client.ts';
import { pullDelta } from '../sync/pull-delta.ts';
import { connectRealtime } from './connect-realtime.ts';
import { onRealtimeEvent } from './realtime-events.ts';

type Listener = (...args: unknown[]) => void;
function emitter() {
  const listeners = new Map<string, Listener[]>();
  return {
    on(event: string, listener: Listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return this;
    },
    emit(event: string, ...args: unknown[]) {
      for (const listener of listeners.get(event) ?? []) listener(...args);
    },
  };
}

const fake = vi.hoisted(() => ({ io: vi.fn(), sockets: [] as unknown[] }));
vi.mock('socket.io-client', () => ({ io: fake.io }));
vi.mock('../sync/pull-delta.ts', () => ({ pullDelta: vi.fn(async () => undefined) }));

function lastSocket() {
  return fake.sockets.at(-1) as ReturnType<typeof emitter> & {
    io: ReturnType<typeof emitter>;
    active: boolean;
    connected: boolean;
    disconnect: ReturnType<typeof vi.fn>;
  };
}

const saleEvent = {
  type: 'sale.status',
  company_id: 1,
  seller_id: 7,
  sale_uuid: '00000000-0000-4000-8000-000000000001',
  status: 'Integrado',
  cursor: '50',
} as const;

beforeEach(async () => {
  await resetLocalDbs();
  vi.mocked(pullDelta).mockClear();
  fake.io.mockReset();
  fake.io.mockImplementation(() => {
    const socket = Object.assign(emitter(), {
      io: emitter(),
      active: true,
      connected: false,
      disconnect: vi.fn(),
    });
    fake.sockets.push(socket);
    return socket;
  });
});

describe('connectRealtime', () => {
  it('connects with the session token over websocket, with back-off up to 30 s', () => {
    const connection = connectRealtime('token-da-sessao');
    expect(fake.io).toHaveBeenCalledWith(
      expect.objectContaining({
        auth: { token: 'token-da-sessao' },
        transports: ['websocket'],
        reconnection: true,
        reconnectionDelayMax: 30_000,
      }),
    );
    connection.disconnect();
    expect(lastSocket().disconnect).toHaveBeenCalled();
  });

  it('validates events and hands them to their subscribers only', () => {
    connectRealtime('t');
    const onSale = vi.fn();
    const onNotification = vi.fn();
    const stops = [
      onRealtimeEvent('sale.status', onSale),
      onRealtimeEvent('notification.created', onNotification),
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    lastSocket().emit(REALTIME_EVENT, { type: 'sale.status', cursor: 'x' });
    expect(onSale).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    lastSocket().emit(REALTIME_EVENT, saleEvent);
    expect(onSale).toHaveBeenCalledWith(saleEvent);
    expect(onNotification).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    warn.mockRestore();
  });

  it('pulls the delta of the calls a catalogue change names, skipping those already past its cursor', async () => {
    await myPwaDb.syncCursors.put({ call: 'priceLists.all', cursor: '90', owner: '1:7', synced_at: '' });
    await myPwaDb.syncCursors.put({ call: 'products.all', cursor: '10', owner: '1:7', synced_at: '' });
    connectRealtime('t');
    lastSocket().emit(REALTIME_EVENT, {
      type: 'catalogue.changed',
      company_id: 1,
      seller_id: null,
      calls: ['products.all', 'priceLists.all'],
      cursor: '80',
    });
    await vi.waitFor(() => expect(pullDelta).toHaveBeenCalledWith(['products.all']));
  });

  it('pulls the sales after a sale status change', async () => {
    connectRealtime('t');
    lastSocket().emit(REALTIME_EVENT, saleEvent);
    await vi.waitFor(() => expect(pullDelta).toHaveBeenCalledWith(['sales.allSeller']));
  });

  it('pulls the sales when a sale begins to wait for approval or is decided (the approvers’ screen)', async () => {
    connectRealtime('t');
    lastSocket().emit(REALTIME_EVENT, {
      type: 'sale.approval',
      company_id: 1,
      seller_id: null,
      sale_uuid: saleEvent.sale_uuid,
      approval_status: 'Aguardando',
      cursor: '51',
    });
    await vi.waitFor(() => expect(pullDelta).toHaveBeenCalledWith(['sales.allSeller']));
  });

  it('catches up on every reconnection', () => {
    connectRealtime('t');
    lastSocket().io.emit('reconnect', 1);
    expect(pullDelta).toHaveBeenCalledWith();
  });

  it("a refused handshake ('Sessão expirada, realize o login') sends the user to the login", () => {
    const onUnauthorized = vi.fn();
    configureHttpClient({ onUnauthorized });
    connectRealtime('t');
    lastSocket().active = false;
    lastSocket().emit('connect_error', new Error('Sessão expirada, realize o login'));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a transient connection error does not log out (socket.io retries it)', () => {
    const onUnauthorized = vi.fn();
    connectRealtime('t', { onUnauthorized });
    lastSocket().emit('connect_error', new Error('websocket error'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
