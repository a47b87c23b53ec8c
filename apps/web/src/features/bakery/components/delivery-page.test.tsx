import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '../../../lib/db/my-pwa-db.ts';
import { callApi } from '../../../lib/http/http-client.ts';
import {
  type FakeBakeryServer,
  line,
  queuedStamps,
  renderBakery,
  setUpBakeryScreens,
} from '../testing/bakery-screen.tsx';
import { DeliveryPage } from './delivery-page.tsx';

vi.mock('../../../lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('../../../lib/http/http-error.ts')).HttpError,
}));

const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let _server: FakeBakeryServer;

const separated = (quantity: number) => ({ quantity, produced: quantity, separated: quantity });
const dayLines = () => [
  line({
    id: 1,
    client_name: 'Mercado Bom Preço',
    code_erp_client: 'C2',
    delivery_order: 2,
    ...separated(40),
  }),
  line({ id: 2, client_name: 'Padaria Central', code_erp_client: 'C1', delivery_order: 1, ...separated(60) }),
  line({
    id: 3,
    client_name: 'Padaria Central',
    code_erp_client: 'C1',
    delivery_order: 1,
    description: 'Refrigerante Cola 2L',
    code_erp_product: 'P3',
    category: '03',
    quantity: 12,
    separated: 10,
  }),
  line({ id: 4, client_name: 'Lanchonete Sol', code_erp_client: 'C3', driver_name: 'Davi', quantity: 20 }),
];

const user = () => userEvent.setup();
const stop = (name: RegExp) => screen.getByRole('region', { name });

describe('DeliveryPage', () => {
  setUpBakeryScreens(
    callApiMock,
    () => ({
      lines: dayLines(),
      drivers: [
        { id: 1, name: 'Carlos' },
        { id: 2, name: 'Eva' },
      ],
    }),
    (freshClient, freshServer) => {
      client = freshClient;
      _server = freshServer;
    },
  );

  it('lists the drivers, the picked driver’s clients in delivery order and what is left', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    const picker = await screen.findByRole('group', { name: 'Motorista' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Carlos', 'Davi', 'Eva']),
    );
    expect(within(picker).getByRole('button', { name: 'Carlos' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('region').map((region) => region.querySelector('p')?.textContent)).toEqual([
      '1. Padaria Central',
      '2. Mercado Bom Preço',
    ]);
    expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 2 clientes e 3 itens');
    await user().click(within(picker).getByRole('button', { name: 'Davi' }));
    expect(screen.getAllByRole('region').map((region) => region.querySelector('p')?.textContent)).toEqual([
      '1. Lanchonete Sol',
    ]);
  });

  it('"Entregue" with "Recebido por" delivers what was separated, queues it and shows who received; undo', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    await screen.findByTestId('delivery-left');
    const central = stop(/^1\. Padaria Central/);
    await user().type(within(central).getByLabelText('Recebido por'), 'Maria');
    await user().click(within(central).getByRole('button', { name: 'Entregue' }));
    await within(central).findByText('Entregue — recebido por Maria');
    // The badge follows the outbox's own live query, a moment after the line's.
    await waitFor(() => expect(central.textContent).toContain('pendente'));
    expect(central.querySelector('[data-line="3"]')?.textContent).toBe('10 de 12 UN');
    expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 1 cliente e 1 item');
    expect(await queuedStamps()).toEqual([
      {
        call: 'bakery.deliveryAt',
        body: expect.objectContaining({
          received_by: 'Maria',
          lines: [
            { id: 2, done: 60 },
            { id: 3, done: 10 },
          ],
        }),
      },
    ]);
    expect(await myPwaDb.bakeryLines.get(2)).toMatchObject({
      delivered: 60,
      received_by: 'Maria',
      delivery_by: 'Ana Souza',
    });

    await user().click(within(central).getByRole('button', { name: 'Desfazer' }));
    await within(central).findByLabelText('Recebido por');
    expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 2 clientes e 3 itens');
    expect((await queuedStamps())[1]?.body.lines).toEqual([
      { id: 2, done: 0 },
      { id: 3, done: 0 },
    ]);
  });

  it('a client with nothing separated cannot be delivered: stampProblem’s message, nothing queued', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    const picker = await screen.findByRole('group', { name: 'Motorista' });
    await user().click(within(picker).getByRole('button', { name: 'Davi' }));
    await user().click(within(stop(/Lanchonete Sol/)).getByRole('button', { name: 'Entregue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pão Francês (Lanchonete Sol): Só 0 de 20 foram separados',
    );
    expect(await myPwaDb.outbox.count()).toBe(0);
  });
});
