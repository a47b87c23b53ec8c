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
import { SeparationPage } from './separation-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let server: FakeBakeryServer;

/** Carlos drives to Padaria Central (1st) and Mercado Bom Preço (2nd); Davi to Lanchonete Sol. */
const dayLines = () => [
  line({
    id: 1,
    client_name: 'Mercado Bom Preço',
    code_erp_client: 'C2',
    delivery_order: 2,
    quantity: 40,
    produced: 40,
  }),
  line({
    id: 2,
    client_name: 'Padaria Central',
    code_erp_client: 'C1',
    delivery_order: 1,
    quantity: 60,
    produced: 60,
  }),
  line({
    id: 3,
    client_name: 'Padaria Central',
    code_erp_client: 'C1',
    delivery_order: 1,
    description: 'Presunto Fatiado',
    code_erp_product: 'P18',
    category: '18',
    unit: 'KG',
    quantity: 3,
  }),
  line({ id: 4, client_name: 'Lanchonete Sol', code_erp_client: 'C3', driver_name: 'Davi', quantity: 20 }),
  line({
    id: 5,
    client_name: 'Padaria Central',
    code_erp_client: 'C1',
    description: 'Refrigerante Cola 2L',
    code_erp_product: 'P3',
    category: '03',
    quantity: 12,
  }),
];

const user = () => userEvent.setup();
const stop = (name: RegExp) => screen.getByRole('region', { name });
const lineButton = (within_: HTMLElement, description: string) =>
  within(within_).getByRole('button', { name: new RegExp(`^Ajustar ${description}`) });

describe('SeparationPage', () => {
  setUpBakeryScreens(
    callApiMock,
    () => ({ lines: dayLines(), drivers: [] }),
    (freshClient, freshServer) => {
      client = freshClient;
      server = freshServer;
    },
  );

  it('groups the bread counter’s lines by driver, then by client in delivery order; drinks are not here', async () => {
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    const carlos = await screen.findByRole('region', { name: 'Carlos' });
    const stops = within(carlos)
      .getAllByRole('region')
      .map((region) => region.querySelector('p')?.textContent);
    expect(stops).toEqual(['1. Padaria Central', '2. Mercado Bom Preço']);
    const central = stop(/^1\. Padaria Central/);
    expect(lineButton(central, 'Pão Francês').textContent).toContain('0 de 60 UN');
    expect(lineButton(central, 'Presunto Fatiado').textContent).toContain('0 de 3 kg');
    expect(within(central).queryByText('Refrigerante Cola 2L')).toBeNull();
    expect(screen.getByRole('region', { name: 'Davi' })).toBeTruthy();
  });

  it('"Separar tudo" separates a client’s lines, shows them pending and queues one stamp; undo queues 0', async () => {
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    await screen.findByRole('region', { name: 'Carlos' });
    const central = stop(/^1\. Padaria Central/);
    await user().click(within(central).getByRole('button', { name: 'Separar tudo' }));
    await waitFor(() => expect(lineButton(central, 'Pão Francês').textContent).toContain('60 de 60 UN'));
    expect(lineButton(central, 'Presunto Fatiado').textContent).toContain('3 de 3 kg');
    // The badge follows the outbox's own live query, a moment after the line's.
    await waitFor(() => expect(central.textContent).toContain('pendente'));
    expect(stop(/^2\. Mercado/).textContent).not.toContain('pendente');
    expect(await queuedStamps()).toEqual([
      expect.objectContaining({
        call: 'bakery.separationAt',
        body: expect.objectContaining({
          lines: [
            { id: 2, done: 60 },
            { id: 3, done: 3 },
          ],
        }),
      }),
    ]);
    expect(await myPwaDb.bakeryLines.get(2)).toMatchObject({ separated: 60, separation_by: 'Ana Souza' });

    await user().click(within(central).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(lineButton(central, 'Pão Francês').textContent).toContain('0 de 60 UN'));
    expect((await queuedStamps())[1]?.body.lines).toEqual([
      { id: 2, done: 0 },
      { id: 3, done: 0 },
    ]);
  });

  it('"Separar tudo" separates what came out of the oven, short, and the bought-in goods whole', async () => {
    server.lines = dayLines().map((row) => (row.id === 2 ? { ...row, produced: 45 } : row));
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    await screen.findByRole('region', { name: 'Carlos' });
    const central = stop(/^1\. Padaria Central/);
    await user().click(within(central).getByRole('button', { name: 'Separar tudo' }));
    await waitFor(() => expect(lineButton(central, 'Pão Francês').textContent).toContain('45 de 60 UN'));
    expect(lineButton(central, 'Presunto Fatiado').textContent).toContain('3 de 3 kg');
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await queuedStamps())[0]?.body.lines).toEqual([
      { id: 2, done: 45 },
      { id: 3, done: 3 },
    ]);
  });

  it('says on the line why "Separar tudo" left it short: not produced yet', async () => {
    server.lines = [
      ...dayLines(),
      line({
        id: 6,
        client_name: 'Padaria Central',
        code_erp_client: 'C1',
        delivery_order: 1,
        description: 'Beirute',
        code_erp_product: 'P9',
        category: '09',
        quantity: 3,
      }),
    ].map((row) => (row.id === 2 ? { ...row, produced: 45 } : row));
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    await screen.findByRole('region', { name: 'Carlos' });
    const central = stop(/^1\. Padaria Central/);
    await user().click(within(central).getByRole('button', { name: 'Separar tudo' }));
    await waitFor(() => expect(lineButton(central, 'Pão Francês').textContent).toContain('45 de 60 UN'));
    expect(lineButton(central, 'Beirute').textContent).toBe('AjustarBeirute0 de 3 UNAinda não produzido');
    expect(lineButton(central, 'Pão Francês').textContent).toContain('Só 45 de 60 produzidos até agora');
    expect(lineButton(central, 'Presunto Fatiado').textContent).toBe('AjustarPresunto Fatiado3 de 3 kg');
    // Its name is what it shows, after the verb (WCAG 2.5.3, label in name).
    expect(lineButton(central, 'Beirute').getAttribute('aria-label')).toBeNull();
  });

  it('a partial quantity per line goes through its sheet', async () => {
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    await screen.findByRole('region', { name: 'Carlos' });
    const mercado = stop(/^2\. Mercado/);
    await user().click(lineButton(mercado, 'Pão Francês'));
    const dialog = await screen.findByRole('dialog', { name: 'Pão Francês' });
    expect(dialog.textContent).toContain('Mercado Bom Preço');
    const field = within(dialog).getByLabelText('Quantidade feita');
    await user().clear(field);
    await user().type(field, '25');
    await user().click(within(dialog).getByRole('button', { name: 'Salvar quantidade' }));
    await waitFor(() => expect(lineButton(mercado, 'Pão Francês').textContent).toContain('25 de 40 UN'));
    expect((await queuedStamps())[0]?.body.lines).toEqual([{ id: 1, done: 25 }]);
  });

  it('bread not yet produced cannot be separated: stampProblem’s message, nothing queued', async () => {
    renderBakery(client, <SeparationPage board="separation-bread" />, '/bakery/separation-bread');
    const davi = await screen.findByRole('region', { name: 'Davi' });
    await user().click(within(davi).getByRole('button', { name: 'Separar tudo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pão Francês (Lanchonete Sol): Só 0 de 20 foram produzidos',
    );
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(lineButton(davi, 'Pão Francês').textContent).toContain('0 de 20 UN');
  });

  it('the drinks board shows only drinks; its sheet lists each driver’s clients and items', async () => {
    renderBakery(client, <SeparationPage board="separation-drink" />, '/bakery/separation-drink');
    const carlos = await screen.findByRole('region', { name: 'Carlos' });
    expect(within(carlos).getAllByRole('region')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Davi' })).toBeNull();
    const sheet = screen.getByTestId('separation-sheet');
    expect(sheet.querySelector('h1')?.textContent).toMatch(/^Separação de Bebidas — .+ — Carlos$/);
    expect(sheet.querySelector('h2')?.textContent).toBe('1. Padaria Central');
    expect([...sheet.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Refrigerante Cola 2L',
      'UN',
      '12',
    ]);
  });
});
