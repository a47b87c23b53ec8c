import { api } from '@rota/contract';
import type { Promotion } from '@rota/domain';
import { makePromotion } from '@rota/domain/testing';
import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { renderManager, testQueryClient } from '../testing/manager-screen.tsx';
import { ManagerPromotionsPage } from './manager-promotions-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
const TODAY = new Date('2026-11-24T12:00:00.000Z');
const callApiMock = vi.mocked(callApi);

/** As `GET manager/promotions` answers: one of the ERP's running, one to come, one ended. */
const LIST = [
  makePromotion({
    name: 'Refrigerante em caixa',
    code_erp: 'PROMO-REFRI',
    starts_on: '2026-11-01',
    ends_on: '2026-11-30',
    kind: 'tiers',
    products: ['R1', 'R2', 'R3'],
    tiers: [
      { min_quantity: 5, percent: 3 },
      { min_quantity: 10, percent: 5 },
    ],
  }),
  makePromotion({
    name: 'Natal',
    percent: 8,
    categories: ['41'],
    starts_on: '2026-12-01',
    ends_on: '2026-12-31',
  }),
  makePromotion({
    name: 'Inverno',
    percent: 15,
    categories: ['19'],
    starts_on: '2026-10-01',
    ends_on: '2026-10-31',
  }),
];

let client: QueryClient;
let saves: Record<string, unknown>[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TODAY);
  client = testQueryClient();
  saves = [];
  callApiMock.mockImplementation(async (call, input) => {
    if (call === api.promotions.list) return LIST;
    if (call === api.promotions.save) {
      const body = (input as unknown as { body: Record<string, unknown> }).body;
      saves.push(body);
      return { ...body, company_id: 1 };
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

describe('ManagerPromotionsPage (docs/manager.md "Promoções")', () => {
  it('lists the promotions by status with what each gives, its days, reach and source', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerPromotionsPage />, '/gestor/promotions');
    const [running] = await screen.findAllByTestId('promotion-card');
    expect(screen.getByRole('radio', { name: 'Em andamento (1)' })).toBeTruthy();
    expect(running?.textContent).toContain('Refrigerante em caixa');
    expect(running?.textContent).toContain('A partir de 5: 3% · 10: 5%');
    expect(running?.textContent).toContain('de 01/11/2026 a 30/11/2026');
    expect(running?.textContent).toContain('Alcance: 3 produtos');
    expect(running?.textContent).toContain('ERP · PROMO-REFRI');

    await user.click(screen.getByRole('radio', { name: 'Programadas (1)' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('promotion-card').map((card) => card.getAttribute('aria-label'))).toEqual([
        'Natal',
      ]),
    );
    expect(screen.getByTestId('promotion-card').textContent).toContain(
      'Alcance: categoria Panetones e Sazonais',
    );
    // Only a running promotion can be ended today.
    expect(
      within(screen.getByTestId('promotion-card')).queryByRole('button', { name: 'Encerrar hoje' }),
    ).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Inativas (0)' }));
    expect(await screen.findByText('Nenhuma promoção inativa.')).toBeTruthy();
  });

  it('creates a "leve e pague", refusing figures that do not hold before any call, then reads the list again', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerPromotionsPage />, '/gestor/promotions');
    await screen.findAllByTestId('promotion-card');
    await user.click(screen.getByRole('button', { name: 'Nova promoção' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova promoção' });
    await user.click(within(dialog).getByLabelText('Tipo', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: 'Leve e pague' }));
    await user.type(within(dialog).getByLabelText('Leve (unidades)'), '3');
    await user.type(within(dialog).getByLabelText('Pague (unidades)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar promoção' }));
    expect(dialog.textContent).toContain('Campo obrigatório');
    expect(dialog.textContent).toContain('O cliente deve pagar menos do que leva');
    expect(saves).toEqual([]);

    await user.type(within(dialog).getByLabelText('Nome'), 'Biscoito leve 3 pague 2');
    await user.clear(within(dialog).getByLabelText('Pague (unidades)'));
    await user.type(within(dialog).getByLabelText('Pague (unidades)'), '2');
    await user.type(within(dialog).getByLabelText('Produtos (códigos do ERP)'), 'B1, B2;B2');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar promoção' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saves).toEqual([
      expect.objectContaining({
        name: 'Biscoito leve 3 pague 2',
        kind: 'take_pay',
        take: 3,
        pay: 2,
        products: ['B1', 'B2'],
        starts_on: '2026-11-24',
        ends_on: '2026-11-30',
        percent: null,
        inative: 0,
      }),
    ]);
    await waitFor(() =>
      expect(callApiMock.mock.calls.filter(([call]) => call === api.promotions.list)).toHaveLength(2),
    );
  });

  it('ends a running promotion today, keeping the rest of it as it was', async () => {
    const user = userEvent.setup();
    renderManager(client, <ManagerPromotionsPage />, '/gestor/promotions');
    const [running] = await screen.findAllByTestId('promotion-card');
    await user.click(within(running as HTMLElement).getByRole('button', { name: 'Encerrar hoje' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    const { uuid, company_id: _, ...kept } = LIST[0] as Promotion;
    expect(saves[0]).toEqual({ ...kept, uuid, ends_on: '2026-11-24' });
  });
});
