import { api } from '@rota/contract';
import { type GoalBoard, goalBoardSchema } from '@rota/domain';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { renderManager, testQueryClient } from '../testing/manager-screen.tsx';
import { ManagerGoalsPage } from './manager-goals-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
const TODAY = new Date('2026-11-24T12:00:00.000Z');
const callApiMock = vi.mocked(callApi);
const COMPANY = 1;

/** The board as `GET manager/goals` answers it, checked against the contract's schema. */
const BOARD: GoalBoard = goalBoardSchema.parse({
  month: '2026-11',
  today: '2026-11-24',
  days: { total: 19, elapsed: 14, left: 5, today: true },
  rows: [
    {
      seller_id: 10,
      name: 'Ana Souza',
      code_erp_seller: 'V001',
      rank: 1,
      goal: {
        uuid: '00000000-0000-4000-8000-000000000001',
        company_id: COMPANY,
        code_erp_seller: 'V001',
        month: '2026-11',
        sales_value: 100_000,
        positivation: null,
        mix: null,
        mix_basis: 'products',
      },
      actuals: { sales_value: 80_000, clients: 12, wallet: 40, products: 20, categories: 4 },
      lines: [
        {
          metric: 'sales_value',
          target: 100_000,
          actual: 80_000,
          left: 20_000,
          per_day_left: 4_000,
          percent: 80,
          expected_by_now: 78_947,
          projection: 101_333,
        },
      ],
    },
    {
      seller_id: 11,
      name: 'Bruno Lima',
      code_erp_seller: 'V002',
      rank: 2,
      goal: null,
      actuals: { sales_value: 5_000, clients: 1, wallet: 30, products: 2, categories: 1 },
      lines: [],
    },
  ],
});

let client: QueryClient;
let calls: { name: string; input: unknown }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  client = testQueryClient();
  calls = [];
  callApiMock.mockImplementation(async (call, input) => {
    calls.push({ name: call.name, input });
    if (call === api.goals.board) return BOARD;
    if (call === api.goals.set) {
      const body = (input as unknown as { body: object }).body;
      return { ...body, uuid: '00000000-0000-4000-8000-000000000002', company_id: COMPANY };
    }
    throw new HttpError(404, `Sem fixture para ${call.name}`);
  });
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('ManagerGoalsPage (docs/manager.md "Metas")', () => {
  it('ranks every seller of the month with each goal’s figures, pace and what is left', async () => {
    renderManager(client, <ManagerGoalsPage />, '/gestor/goals');
    const cards = await screen.findAllByTestId('seller-goal');
    expect(screen.getByRole('heading', { name: 'Metas de novembro de 2026' })).toBeTruthy();
    expect(screen.getByTestId('goal-working-days').textContent).toBe('19 dias úteis no mês, 5 restantes');
    expect(cards.map((card) => within(card).getByTestId('seller-goal-name').textContent)).toEqual([
      'Ana Souza',
      'Bruno Lima',
    ]);
    const [ana, bruno] = cards as [HTMLElement, HTMLElement];
    expect(ana.textContent).toContain('1º');
    expect(ana.textContent).toContain('R$ 800,00 de R$ 1.000,00');
    expect(ana.textContent).toContain('Faltam R$ 200,00 · R$ 40,00 por dia útil (5 dias úteis)');
    expect(ana.textContent).toContain('No ritmo atual, o mês fecha em R$ 1.013,33');
    expect(bruno.textContent).toContain('Sem metas neste mês.');
    expect(within(bruno).getByTestId('seller-goal-sold').textContent).toBe(
      'Vendeu R$ 50,00 · 1 de 30 clientes da carteira · 2 produtos',
    );
    expect(calls).toEqual([
      { name: 'goals.board', input: expect.objectContaining({ query: { month: '2026-11' } }) },
    ]);
  });

  it('sets a seller’s goals, refusing what is not a figure, then reads the board again', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerGoalsPage />, '/gestor/goals', '/gestor/goals?mes=2026-11');
    const bruno = (await screen.findAllByTestId('seller-goal'))[1] as HTMLElement;
    await user.click(within(bruno).getByRole('button', { name: 'Definir metas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Metas de Bruno Lima em novembro de 2026' });
    await user.type(within(dialog).getByLabelText('Vendas (R$)'), '12,5,0');
    await user.type(within(dialog).getByLabelText('Positivação (clientes que compram)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar metas' }));
    expect(dialog.textContent).toContain('Informe um valor como 38.000,00');
    expect(dialog.textContent).toContain('Informe um número inteiro a partir de 1');
    expect(calls.filter((call) => call.name === 'goals.set')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Vendas (R$)'));
    await user.type(within(dialog).getByLabelText('Vendas (R$)'), '12.500,00');
    await user.clear(within(dialog).getByLabelText('Positivação (clientes que compram)'));
    await user.type(within(dialog).getByLabelText('Positivação (clientes que compram)'), '10');
    await user.click(within(dialog).getByRole('radio', { name: 'Categorias' }));
    await user.type(within(dialog).getByLabelText('Mix'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar metas' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.name === 'goals.set')?.input).toEqual({
      body: {
        code_erp_seller: 'V002',
        month: '2026-11',
        sales_value: 1_250_000,
        positivation: 10,
        mix: 4,
        mix_basis: 'categories',
      },
    });
    await waitFor(() => expect(calls.filter((call) => call.name === 'goals.board')).toHaveLength(2));
  });

  it('reads another month from the picker and keeps it in the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderManager(client, <ManagerGoalsPage />, '/gestor/goals');
    await screen.findAllByTestId('seller-goal');
    await user.click(screen.getByLabelText('Mês', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Outubro de 2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?mes=2026-10'));
    await waitFor(() =>
      expect(calls.at(-1)).toEqual({
        name: 'goals.board',
        input: expect.objectContaining({ query: { month: '2026-10' } }),
      }),
    );
  });
});
