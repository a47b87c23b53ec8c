import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { clientListItems } from '../api/client-list-item.ts';
import { readVisitOrder } from '../api/visit-orders.ts';
import { anaClient } from '../testing/client-fixtures.ts';
import { VisitOrderModal } from './visit-order-modal.tsx';

const KEY = '1:7:Terça';
/** Clients along one street, 0,2 km apart east of "Ana Alimentos"; "Sem Mapa" has no position. */
const along = (name: string, step: number | null) =>
  anaClient({
    name,
    lat: step === null ? null : '-23.55000000',
    long: step === null ? null : (-46.64 + step * 0.002).toFixed(8),
  });
const CLIENTS = [
  along('Ana Alimentos', 0),
  along('Dora Doces', 3),
  along('Sem Mapa', null),
  along('Bia Bolos', 1),
  along('Caio Cafés', 2),
];
const items = (clients = CLIENTS) =>
  // In the order the seller left them (the list's order is the day's route).
  clientListItems({
    clients,
    overdueCodes: new Set(),
    unsentOwners: new Map(),
    owner: null,
    sellerCodeErp: 'V001',
  }).sort((a, b) => clients.indexOf(a.client as never) - clients.indexOf(b.client as never));

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Ordem de visita' }))
    .getAllByTestId('visit-order-row')
    .map((row) => row.textContent?.replace(/^\d+\./, ''));

beforeEach(resetLocalDbs);
afterEach(cleanup);

describe('VisitOrderModal — "Sugerir ordem"', () => {
  it('proposes the shorter walk from the first client, says how much shorter, and keeps it once saved', async () => {
    const user = userEvent.setup();
    let closed = false;
    renderPage(
      <VisitOrderModal items={items()} dayLabel="Terça" orderKey={KEY} onClose={() => (closed = true)} />,
      '/',
    );
    expect(rowNames()).toEqual(['Ana Alimentos', 'Dora Doces', 'Sem Mapa', 'Bia Bolos', 'Caio Cafés']);
    await user.click(screen.getByRole('button', { name: 'Sugerir ordem' }));
    expect(rowNames()).toEqual(['Ana Alimentos', 'Bia Bolos', 'Caio Cafés', 'Dora Doces', 'Sem Mapa']);
    // 0,6 km straight, against 0,6 + 0,4 + 0,2 km before.
    expect(screen.getByTestId('suggested-order').textContent).toBe(
      'Ordem sugerida: 0,6 km em linha reta, antes 1,2 km. Salve para usar, ou ajuste antes.',
    );
    // The seller still adjusts it before saving.
    await user.click(screen.getByRole('button', { name: 'Descer Ana Alimentos' }));
    await user.click(screen.getByRole('button', { name: 'Salvar ordem' }));
    await waitFor(() => expect(closed).toBe(true));
    expect(await readVisitOrder(KEY)).toEqual(
      ['Bia Bolos', 'Ana Alimentos', 'Caio Cafés', 'Dora Doces', 'Sem Mapa'].map(
        (name) => CLIENTS.find((client) => client.name === name)?.uuid,
      ),
    );
  });

  it('says when the order is already the shortest, and needs three clients with a position', async () => {
    const user = userEvent.setup();
    const inLine = [CLIENTS[0], CLIENTS[3], CLIENTS[4], CLIENTS[1]] as typeof CLIENTS;
    const { unmount } = renderPage(
      <VisitOrderModal items={items(inLine)} dayLabel="Terça" orderKey={KEY} onClose={() => undefined} />,
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Sugerir ordem' }));
    expect(screen.getByTestId('suggested-order').textContent).toBe(
      'A ordem atual já é a mais curta que encontramos.',
    );
    unmount();
    renderPage(
      <VisitOrderModal
        items={items([CLIENTS[0], CLIENTS[2], CLIENTS[3]] as typeof CLIENTS)}
        dayLabel="Terça"
        orderKey={KEY}
        onClose={() => undefined}
      />,
      '/',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Sugerir ordem' }).disabled).toBe(true);
    expect(
      screen.getByText('Para sugerir uma ordem, pelo menos 3 clientes do dia precisam ter localização.'),
    ).toBeTruthy();
  });
});
