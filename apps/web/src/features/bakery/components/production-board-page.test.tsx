import 'fake-indexeddb/auto';
import { api } from '@rota/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { apiQueryKey } from '#lib/query/index.ts';
import {
  type FakeBakeryServer,
  goOffline,
  line,
  queuedStamps,
  renderBakery,
  setUpBakeryScreens,
} from '../testing/bakery-screen.tsx';
import { ProductionBoardPage } from './production-board-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let server: FakeBakeryServer;

/** 100 pães for two clients (60 for the first stop, 40 for the second), a cake and a soda. */
const dayLines = () => [
  line({ id: 1, client_name: 'Mercado Bom Preço', code_erp_client: 'C2', quantity: 40, delivery_order: 2 }),
  line({ id: 2, client_name: 'Padaria Central', code_erp_client: 'C1', quantity: 60, delivery_order: 1 }),
  line({
    id: 3,
    description: 'Pão de Queijo',
    code_erp_product: 'P7',
    category: '07',
    quantity: 30,
    produced: 5,
  }),
  line({ id: 4, description: 'Bolo de Cenoura', code_erp_product: 'P11', category: '11', quantity: 6 }),
  line({ id: 5, description: 'Refrigerante Cola 2L', code_erp_product: 'P3', category: '03', quantity: 12 }),
];

const user = () => userEvent.setup();
/** A product's card on the board (the category band and the print sheet carry the name too). */
function card(name: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('[data-card]')].find(
    (element) => element.querySelector('p')?.textContent === name,
  );
  if (!found) throw new Error(`no card ${name}`);
  return found;
}
const cardFigure = (name: string) => card(name).querySelector('[data-figure="done"]')?.textContent;

async function openCard(name: string) {
  await waitFor(() => card(name));
  await user().click(card(name));
  return screen.findByRole('dialog', { name });
}

describe('ProductionBoardPage', () => {
  setUpBakeryScreens(
    callApiMock,
    () => ({ lines: dayLines(), drivers: [] }),
    (freshClient, freshServer) => {
      client = freshClient;
      server = freshServer;
    },
  );

  it('gives the two Confeitaria boards distinct products and says what each holds', async () => {
    server.lines = [
      ...dayLines(),
      line({ id: 6, description: 'Sonho', code_erp_product: 'P5', category: '05', quantity: 24 }),
      line({ id: 7, description: 'Panetone 500 g', code_erp_product: 'P41', category: '41', quantity: 10 }),
      line({
        id: 8,
        description: 'Bolo de Aniversário',
        code_erp_product: 'P40',
        category: '40',
        quantity: 1,
      }),
    ];
    const shown = () =>
      [...document.querySelectorAll<HTMLElement>('[data-card]')].map(
        (element) => element.querySelector('p')?.textContent,
      );
    const confectioner = renderBakery(
      client,
      <ProductionBoardPage board="confectionery" />,
      '/bakery/confectionary',
    );
    await waitFor(() => card('Bolo de Cenoura'));
    expect(shown()).toEqual(['Bolo de Cenoura', 'Bolo de Aniversário']);
    expect(screen.getByTestId('board-holds').textContent).toBe(
      'Bancada do confeiteiro: Bolos, Tortas Doces, Confeitaria, Doces Finos, Bolos de Festa',
    );
    confectioner.unmount();

    renderBakery(client, <ProductionBoardPage board="bakery-sweets" />, '/bakery/bakery');
    await waitFor(() => card('Sonho'));
    expect(screen.getByTestId('bakery-board-bakery-sweets')).toBeTruthy();
    expect(shown()).toEqual(['Sonho', 'Panetone 500 g']);
    expect(screen.getByTestId('board-holds').textContent).toBe(
      'Doces da padaria, feitos pelos padeiros: Pães Doces, Doces Caseiros, Panetones e Sazonais',
    );
  });

  it('shows the bread board by category with one card per product, totals summed over its clients', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    await waitFor(() => card('Pão Francês'));
    expect(cardFigure('Pão Francês')).toBe('0 de 100 UN');
    expect(card('Pão Francês').textContent).toContain('2 clientes');
    expect(cardFigure('Pão de Queijo')).toBe('5 de 30 UN');
    expect(() => card('Bolo de Cenoura')).toThrow();
    expect(() => card('Refrigerante Cola 2L')).toThrow();
    const band = document.querySelector<HTMLElement>('[data-category="01"]');
    expect(band?.style.background).toBe('#d4a056');
    expect(band?.style.color).toBe('#000000');
    // The day's age follows its own live query (`bakeryDays`), a moment after the lines'.
    expect((await screen.findByTestId('bakery-age')).textContent).toMatch(/^atualizado (agora|há \d+ s)$/);
  });

  it('a partial quantity spreads over the clients in delivery order, shows 80 de 100 and "pendente", and is queued; undo queues 0', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    const dialog = await openCard('Pão Francês');
    const field = within(dialog).getByLabelText('Quantidade feita');
    await user().clear(field);
    await user().type(field, '80');
    await user().click(within(dialog).getByRole('button', { name: 'Salvar quantidade' }));
    await waitFor(() => expect(cardFigure('Pão Francês')).toBe('80 de 100 UN'));
    // The badge follows the outbox's own live query, a moment after the line's.
    await waitFor(() => expect(card('Pão Francês').textContent).toContain('pendente'));
    expect(card('Pão Francês').textContent).toContain('Ana Souza');
    expect(screen.queryByRole('dialog')).toBeNull();

    const [first] = await queuedStamps();
    expect(first?.call).toBe('bakery.productionAt');
    // Padaria Central (1st stop) is filled before Mercado Bom Preço (2nd).
    expect(first?.body.lines).toEqual([
      { id: 2, done: 60 },
      { id: 1, done: 20 },
    ]);
    expect(first?.body.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.body.at).toMatch(/Z$/);
    expect(await myPwaDb.bakeryLines.get(1)).toMatchObject({ produced: 20, production_by: 'Ana Souza' });

    const again = await openCard('Pão Francês');
    await user().click(within(again).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(cardFigure('Pão Francês')).toBe('0 de 100 UN'));
    const stamps = await queuedStamps();
    expect(stamps).toHaveLength(2);
    expect(stamps[1]?.body.lines).toEqual([
      { id: 2, done: 0 },
      { id: 1, done: 0 },
    ]);
    expect(await myPwaDb.bakeryLines.get(2)).toMatchObject({
      produced: 0,
      production_at: null,
      production_by: null,
    });
    expect(callApiMock.mock.calls.filter(([call]) => call === api.bakery.productionAt)).toEqual([]);
  });

  it('a stamp the server refused shows "recusado" on its card', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    const dialog = await openCard('Pão de Queijo');
    await user().click(within(dialog).getByRole('button', { name: 'Marcar tudo produzido' }));
    await waitFor(() => expect(card('Pão de Queijo').textContent).toContain('pendente'));
    await myPwaDb.outbox.toCollection().modify({ status: 'failed', last_error: 'Item não encontrado' });
    await waitFor(() => expect(card('Pão de Queijo').textContent).toContain('recusado'));
  });

  it('a partial quantity cannot go above the card’s total: refused with a message, never cut to it', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    const dialog = await openCard('Pão de Queijo');
    const field = within(dialog).getByLabelText('Quantidade feita') as HTMLInputElement;
    await user().clear(field);
    await user().type(field, '99');
    expect(field.value).toBe('99');
    expect(within(dialog).getByText('A quantidade deve ser no máximo 30')).toBeTruthy();
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Salvar quantidade' }).disabled,
    ).toBe(true);
    // A fraction of a loaf (a UN line) is refused too, and nothing is queued.
    await user().clear(field);
    await user().type(field, '2,5');
    expect(within(dialog).getByText(/^Este produto é vendido por unidade inteira/)).toBeTruthy();
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('"Marcar tudo produzido" fills every client of the card', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    const dialog = await openCard('Pão de Queijo');
    await user().click(within(dialog).getByRole('button', { name: 'Marcar tudo produzido' }));
    await waitFor(() => expect(cardFigure('Pão de Queijo')).toBe('30 de 30 UN'));
    expect((await queuedStamps())[0]?.body.lines).toEqual([{ id: 3, done: 30 }]);
  });

  it('a stamp stampProblem refuses shows its message in the sheet and queues nothing', async () => {
    server.lines = dayLines().map((row) => (row.id === 2 ? { ...row, produced: 60, separated: 50 } : row));
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    await waitFor(() => expect(cardFigure('Pão Francês')).toBe('60 de 100 UN'));
    const dialog = await openCard('Pão Francês');
    await user().click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Pão Francês (Padaria Central): Já foram separados 50: desfaça a separação antes',
    );
    expect(await myPwaDb.outbox.count()).toBe(0);
    expect(cardFigure('Pão Francês')).toBe('60 de 100 UN');
  });

  it('a refresh (bakery.changed) does not overwrite a line with an unsent stamp, and updates the others', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    const dialog = await openCard('Pão Francês');
    await user().click(within(dialog).getByRole('button', { name: 'Marcar tudo produzido' }));
    await waitFor(() => expect(cardFigure('Pão Francês')).toBe('100 de 100 UN'));

    // Another tablet marked the cheese bread; the server has not seen this stamp yet.
    server.lines = dayLines().map((row) => (row.id === 3 ? { ...row, produced: 30 } : row));
    await client.invalidateQueries({ queryKey: apiQueryKey(api.bakery.production) });
    await waitFor(() => expect(cardFigure('Pão de Queijo')).toBe('30 de 30 UN'));
    expect(cardFigure('Pão Francês')).toBe('100 de 100 UN');
    expect(await myPwaDb.bakeryLines.get(1)).toMatchObject({ produced: 40 });
  });

  it('a line the server no longer has leaves the device at the next refresh', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    await waitFor(() => card('Pão de Queijo'));
    server.lines = dayLines().filter((row) => row.id !== 3);
    await client.invalidateQueries({ queryKey: apiQueryKey(api.bakery.production) });
    await waitFor(() => expect(() => card('Pão de Queijo')).toThrow());
  });

  it('the confectionery board shows the cakes; offline it works from what was stored and says how old it is', async () => {
    const first = renderBakery(
      client,
      <ProductionBoardPage board="confectionery" />,
      '/bakery/confectionary',
    );
    await waitFor(() => card('Bolo de Cenoura'));
    expect(() => card('Pão Francês')).toThrow();
    first.unmount();
    client.clear();
    server.lines = new HttpError(0, 'Sem conexão com o servidor');
    renderBakery(client, <ProductionBoardPage board="confectionery" />, '/bakery/confectionary');
    goOffline();
    await waitFor(() => card('Bolo de Cenoura'));
    expect((await screen.findByTestId('bakery-age')).textContent).toMatch(
      /^Sem conexão: atualizado (agora|há \d+ s)$/,
    );
    const dialog = await openCard('Bolo de Cenoura');
    await user().click(within(dialog).getByRole('button', { name: 'Marcar tudo produzido' }));
    await waitFor(() => expect(cardFigure('Bolo de Cenoura')).toBe('6 de 6 UN'));
    expect((await queuedStamps())[0]).toMatchObject({
      call: 'bakery.productionAt',
      body: { lines: [{ id: 4, done: 6 }] },
    });
  });

  it('the production sheet lists each category with its products and totals, for the print', async () => {
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    await waitFor(() => card('Pão de Queijo'));
    const sheet = screen.getByTestId('production-sheet');
    expect(sheet.querySelector('h1')?.textContent).toMatch(/^Produção — \d{2}\/\d{2}\/\d{4}$/);
    const rows = [...sheet.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ['Pão Francês', 'UN', '100'],
      ['Pão de Queijo', 'UN', '30'],
    ]);
    const print = vi.fn();
    window.print = print;
    await user().click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says "Nenhum item para este dia", and shows a failed refresh', async () => {
    server.lines = [];
    const first = renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    await screen.findByText('Nenhum item para este dia');
    first.unmount();
    client.clear();
    server.lines = new HttpError(500, 'O servidor falhou. Tente de novo.');
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Não foi possível atualizar os itens do dia: O servidor falhou. Tente de novo.',
    );
  });

  it('offline, a day never loaded on the device says so', async () => {
    server.lines = new HttpError(0, 'Sem conexão com o servidor');
    renderBakery(client, <ProductionBoardPage board="bread" />, '/bakery/production');
    goOffline();
    await screen.findByText(/Este dia ainda não foi carregado neste aparelho/);
    expect(screen.queryByText('Nenhum item para este dia')).toBeNull();
  });
});
