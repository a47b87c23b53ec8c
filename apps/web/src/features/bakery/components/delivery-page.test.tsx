import { quantityMessages } from '@rota/domain';
import 'fake-indexeddb/auto';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import {
  type FakeBakeryServer,
  line,
  queuedStamps,
  renderBakery,
  setUpBakeryScreens,
} from '../testing/bakery-screen.tsx';
import { DeliveryPage } from './delivery-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let server: FakeBakeryServer;

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
      server = freshServer;
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

  it('"Entregue" with "Recebido por" delivers a stop separated whole, queues it and shows who received; undo', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    await screen.findByTestId('delivery-left');
    const mercado = stop(/^2\. Mercado Bom Preço/);
    await user().type(within(mercado).getByLabelText('Recebido por'), 'Maria');
    await user().click(within(mercado).getByRole('button', { name: 'Entregue' }));
    await within(mercado).findByText('Entregue — recebido por Maria');
    // The badge follows the outbox's own live query, a moment after the line's.
    await waitFor(() => expect(mercado.textContent).toContain('pendente'));
    expect(mercado.querySelector('[data-line="1"]')?.textContent).toBe('40 de 40 UN');
    expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 1 cliente e 2 itens');
    expect(await queuedStamps()).toEqual([
      {
        call: 'bakery.deliveryAt',
        body: expect.objectContaining({ received_by: 'Maria', lines: [{ id: 1, done: 40 }] }),
      },
    ]);
    expect(await myPwaDb.bakeryLines.get(1)).toMatchObject({
      delivered: 40,
      received_by: 'Maria',
      delivery_by: 'Ana Souza',
      short_reason: null,
    });

    await user().click(within(mercado).getByRole('button', { name: 'Desfazer' }));
    await within(mercado).findByLabelText('Recebido por');
    expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 2 clientes e 3 itens');
    expect((await queuedStamps())[1]?.body.lines).toEqual([{ id: 1, done: 0 }]);
  });

  it('a stop handed short is not a full delivery: "Entregue" asks what was handed and why, through the outbox', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    await screen.findByTestId('delivery-left');
    const central = stop(/^1\. Padaria Central/);
    await user().type(within(central).getByLabelText('Recebido por'), 'Maria');
    // 10 of 12 sodas were separated: "Entregue" cannot close the stop whole.
    await user().click(within(central).getByRole('button', { name: 'Entregue' }));
    const sheet = await screen.findByRole('dialog', { name: 'Entregue com falta — Padaria Central' });
    expect(await queuedStamps()).toEqual([]);
    const sodas = within(sheet).getByLabelText('Refrigerante Cola 2L: entregue') as HTMLInputElement;
    expect(sodas.value).toBe('10');
    expect(within(sheet).getByText('Pedido: 12 UN · Separado: 10 de 12')).toBeTruthy();
    // Issue 22 §3: a fraction of a counted unit is refused as typed, never cut to a whole one.
    await user().clear(sodas);
    await user().type(sodas, '9,5');
    expect(sodas.value).toBe('9,5');
    expect(sodas.getAttribute('aria-invalid')).toBe('true');
    expect(within(sheet).getByText(quantityMessages.wholeOnly)).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Registrar entrega com falta' })).toHaveProperty(
      'disabled',
      true,
    );
    await user().clear(sodas);
    await user().type(sodas, '10');
    // No reason yet: refused on the device, nothing queued.
    await user().click(within(sheet).getByRole('button', { name: 'Registrar entrega com falta' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Entrega com falta: escolha o motivo');
    await user().click(within(sheet).getByRole('radio', { name: 'Outro' }));
    await user().click(within(sheet).getByRole('button', { name: 'Registrar entrega com falta' }));
    expect(within(sheet).getByRole('alert').textContent).toBe('Descreva o motivo da falta');
    await user().click(within(sheet).getByRole('radio', { name: 'Faltou' }));
    await user().click(within(sheet).getByRole('button', { name: 'Registrar entrega com falta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await within(central).findByText('Entregue com falta — recebido por Maria');
    expect(central.querySelector('[data-line="3"]')?.textContent).toBe('10 de 12 UN');
    expect(central.querySelector('[data-short="3"]')?.textContent).toBe('Faltou');
    expect(central.querySelector('[data-short="2"]')).toBeNull();
    await waitFor(() => expect(central.textContent).toContain('pendente'));
    expect(screen.getByTestId('delivery-left').textContent).toBe(
      'Faltam 1 cliente e 1 item · 1 entrega com falta',
    );
    expect(await queuedStamps()).toEqual([
      {
        call: 'bakery.deliveryAt',
        body: expect.objectContaining({
          received_by: 'Maria',
          lines: [
            { id: 2, done: 60 },
            { id: 3, done: 10, short_reason: 'faltou' },
          ],
        }),
      },
    ]);
    expect(await myPwaDb.bakeryLines.get(3)).toMatchObject({ delivered: 10, short_reason: 'faltou' });

    // The last client whole: every stop is closed, and the summary says one went short.
    await user().click(within(stop(/^2\. Mercado/)).getByRole('button', { name: 'Entregue' }));
    await waitFor(() =>
      expect(screen.getByTestId('delivery-left').textContent).toBe(
        'Todas as entregas deste motorista foram feitas, 1 com falta',
      ),
    );
  });

  it('"Entregue com falta" records what was handed of a whole stop, with a note for "Outro"', async () => {
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    await screen.findByTestId('delivery-left');
    await user().click(within(stop(/^2\. Mercado/)).getByRole('button', { name: 'Entregue com falta' }));
    const sheet = await screen.findByRole('dialog', { name: 'Entregue com falta — Mercado Bom Preço' });
    const handed = within(sheet).getByLabelText('Pão Francês: entregue');
    await user().clear(handed);
    await user().type(handed, '0');
    await user().click(within(sheet).getByRole('radio', { name: 'Outro' }));
    await user().type(within(sheet).getByLabelText(/Observação/), 'Loja fechada');
    await user().click(within(sheet).getByRole('button', { name: 'Registrar entrega com falta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const mercado = stop(/^2\. Mercado/);
    await within(mercado).findByText('Entregue com falta');
    expect(mercado.querySelector('[data-line="1"]')?.textContent).toBe('0 de 40 UN');
    expect(mercado.querySelector('[data-short="1"]')?.textContent).toBe('Outro: Loja fechada');
    expect((await queuedStamps())[0]?.body.lines).toEqual([
      { id: 1, done: 0, short_reason: 'outro', short_note: 'Loja fechada' },
    ]);
  });

  it('never says every delivery was made while a line is short without a reason ("14 de 16")', async () => {
    server.lines = dayLines().map((row) => ({
      ...row,
      separated: row.quantity - (row.id === 1 ? 2 : 0),
      delivered: row.quantity - (row.id === 1 ? 2 : 0),
      delivery_at: '2026-11-24T09:00:00.000Z',
    }));
    renderBakery(client, <DeliveryPage />, '/bakery/delivery');
    await waitFor(() =>
      expect(screen.getByTestId('delivery-left').textContent).toBe('Faltam 1 cliente e 1 item'),
    );
    expect(stop(/^2\. Mercado/).textContent).toContain('Entrega em aberto');
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
