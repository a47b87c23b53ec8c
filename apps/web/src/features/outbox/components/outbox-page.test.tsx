import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { pushNow, requestPush } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { queueTestEntries } from '../testing/queue-test-entries.ts';
import { OutboxPage } from './outbox-page.tsx';

vi.mock('#lib/sync/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/sync/index.ts')>()),
  pushNow: vi.fn(async () => null),
  requestPush: vi.fn(),
}));

const MADE = new Date('2026-11-22T12:34:00.000Z');
const goOffline = () => act(() => void window.dispatchEvent(new Event('offline')));
const goOnline = () => act(() => void window.dispatchEvent(new Event('online')));
const entries = () => screen.getAllByRole('listitem');
const entry = (id: number) => screen.getByTestId(`outbox-entry-${id}`);

/** Ana (seller 7) is logged in; Bia (seller 8) queued a sale earlier on the same phone. */
async function seed() {
  await authStore.setLogin(makeSession(['canCreateClient'], 8), 1);
  const bia = await queueTestEntries.sale('Mercado da Bia', 3, MADE);
  await authStore.setLogin(makeSession(), 1);
  const client = await queueTestEntries.client('Padaria Central', MADE);
  const sale = await queueTestEntries.sale('Padaria Central', 12, MADE);
  const visit = await queueTestEntries.visit(client.client, '2026-11-22T12:00:00.000Z', MADE);
  await queueTestEntries.refuse(sale.id, 'A venda já foi integrada ao ERP e não pode mais ser alterada.');
  return { bia: bia.id, client: client.id, sale: sale.id, visit };
}

async function renderOutbox() {
  const view = renderPage(<OutboxPage />, '/pendencias');
  await screen.findAllByRole('listitem');
  return { user: userEvent.setup(), ...view };
}

describe('OutboxPage', () => {
  beforeEach(async () => {
    await resetLocalDbs();
    await authStore.setLogin(makeSession(), 1);
  });
  afterEach(async () => {
    cleanup();
    goOnline();
    vi.clearAllMocks();
    vi.restoreAllMocks();
    await authStore.logout();
  });

  it('says when nothing is pending', async () => {
    renderPage(<OutboxPage />, '/pendencias');
    expect((await screen.findByTestId('outbox-empty')).textContent).toBe('Nada pendente: tudo foi enviado.');
    expect(screen.queryByRole('button', { name: 'Exportar pendências' })).toBeNull();
  });

  it('lists every entry by seller, the own first, in creation order, with label, description, time and state', async () => {
    const ids = await seed();
    await renderOutbox();
    expect(screen.getAllByRole('region').map((region) => region.querySelector('h2')?.textContent)).toEqual([
      'Suas pendências (3)',
      'Pendências do vendedor nº 8 (1)',
    ]);
    const own = screen.getByRole('region', { name: 'Suas pendências (3)' });
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.dataset.testid),
    ).toEqual([`outbox-entry-${ids.client}`, `outbox-entry-${ids.sale}`, `outbox-entry-${ids.visit}`]);
    expect(entry(ids.client).textContent).toContain('Cliente novo');
    expect(entry(ids.client).textContent).toContain('Cliente: Padaria Central');
    expect(entry(ids.client).textContent).toContain('22/11/2026 09:34');
    expect(within(entry(ids.client)).getByTestId('outbox-entry-status').textContent).toBe('Aguardando envio');
    expect(entry(ids.sale).textContent).toContain('Padaria Central — R$ 120,00');
    expect(within(entry(ids.sale)).getByTestId('outbox-entry-status').textContent).toBe(
      'Falhou: A venda já foi integrada ao ERP e não pode mais ser alterada.',
    );
    expect(entry(ids.visit).textContent).toContain('Visita');
    expect(entry(ids.visit).textContent).toContain('Padaria Central, em 22/11/2026 09:00');
    expect(entries()).toHaveLength(4);
  });

  it('says how many photos wait and how much room they take, and describes each part', async () => {
    const { client } = await queueTestEntries.client('Padaria Central', MADE);
    const first = { visit: crypto.randomUUID(), uuid: crypto.randomUUID(), size: 150_000 };
    const second = { visit: first.visit, uuid: crypto.randomUUID(), size: 90_000 };
    await queueTestEntries.photoPart(client, first, 0, 131_072, MADE);
    await queueTestEntries.photoPart(client, first, 131_072, 18_928, MADE);
    const last = await queueTestEntries.photoPart(client, second, 0, 90_000, MADE);
    await renderOutbox();
    expect(screen.getByTestId('outbox-photos').textContent).toBe(
      '2 fotos por enviar: 240 KB guardados neste aparelho.',
    );
    expect(entry(last).textContent).toContain('Foto da visita');
    expect(entry(last).textContent).toContain('Padaria Central, 90 KB de 90 KB');
  });

  it('shows another seller’s entries read-only, saying they go when that seller logs in here', async () => {
    const ids = await seed();
    await renderOutbox();
    const other = screen.getByRole('region', { name: 'Pendências do vendedor nº 8 (1)' });
    expect(other.textContent).toContain(
      'vão para o servidor quando esse vendedor entrar de novo neste aparelho',
    );
    expect(within(entry(ids.bia)).queryAllByRole('button')).toEqual([]);
    expect(entry(ids.bia).textContent).toContain('Mercado da Bia — R$ 30,00');
  });

  it('"Reenviar" puts a refused entry back in line and asks for a push', async () => {
    const ids = await seed();
    const { user } = await renderOutbox();
    expect(within(entry(ids.client)).queryByRole('button', { name: /^Reenviar/ })).toBeNull();
    await user.click(
      within(entry(ids.sale)).getByRole('button', { name: 'Reenviar: Venda — Padaria Central — R$ 120,00' }),
    );
    await waitFor(() =>
      expect(within(entry(ids.sale)).getByTestId('outbox-entry-status').textContent).toBe('Aguardando envio'),
    );
    expect(await myPwaDb.outbox.get(ids.sale)).toMatchObject({
      status: 'pending',
      last_error: null,
      attempts: 0,
    });
    expect(requestPush).toHaveBeenCalledTimes(1);
  });

  it('"Descartar" asks first, saying what is lost, and deletes only after confirming', async () => {
    const ids = await seed();
    const { user } = await renderOutbox();
    await user.click(within(entry(ids.sale)).getByRole('button', { name: /^Descartar: Venda/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Descartar esta pendência?' });
    expect(dialog.textContent).toContain('Venda — Padaria Central — R$ 120,00');
    expect(dialog.textContent).toContain('Feito em 22/11/2026 09:34');
    expect(dialog.textContent).toContain('não será enviado ao servidor');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await myPwaDb.outbox.get(ids.sale)).toBeDefined();

    await user.click(within(entry(ids.sale)).getByRole('button', { name: /^Descartar: Venda/ }));
    dialog = await screen.findByRole('dialog', { name: 'Descartar esta pendência?' });
    await user.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByTestId(`outbox-entry-${ids.sale}`)).toBeNull());
    expect(await myPwaDb.outbox.get(ids.sale)).toBeUndefined();
    expect((await myPwaDb.outbox.toArray()).map((row) => row.id)).toEqual([ids.bia, ids.client, ids.visit]);
  });

  it('"Enviar agora" runs a push, and is off while offline', async () => {
    await seed();
    const { user } = await renderOutbox();
    await user.click(screen.getByRole('button', { name: 'Enviar agora' }));
    expect(pushNow).toHaveBeenCalledTimes(1);
    goOffline();
    expect(screen.getByRole('button', { name: 'Enviar agora' }).hasAttribute('disabled')).toBe(true);
  });

  it('"Exportar pendências" downloads the unsent entries as JSON for support', async () => {
    const ids = await seed();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:rota-pendencias';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await renderOutbox();
    await user.click(screen.getByRole('button', { name: 'Exportar pendências' }));

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toMatch(/^rota-pendencias-\d{4}-\d{2}-\d{2}\.json$/);
    expect(blobs[0]?.type).toBe('application/json');
    const file = JSON.parse(await (blobs[0] as Blob).text());
    const stored = await myPwaDb.outbox.orderBy('id').toArray();
    expect(file).toMatchObject({ app: 'Rota', count: 4, seller: { id: 7, name: 'Ana Souza' } });
    expect(file.entries.map((item: { id: number }) => item.id)).toEqual([
      ids.bia,
      ids.client,
      ids.sale,
      ids.visit,
    ]);
    expect(file.entries[2]).toMatchObject({
      label: 'Venda',
      call: 'sales.create',
      status: 'failed',
      owner: '1:7',
      body: stored[2]?.body,
    });
  });
});
