import 'fake-indexeddb/auto';
import { addDays } from '@rota/domain';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callApi } from '#lib/http/http-client.ts';
import {
  type FakeBakeryServer,
  line,
  renderBakery,
  setUpBakeryScreens,
  today,
} from '../testing/bakery-screen.tsx';
import { BakeryDashboardPage } from './bakery-dashboard-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));

const callApiMock = vi.mocked(callApi);
let client: QueryClient;
let server: FakeBakeryServer;

/**
 * Yesterday's day, so "late" does not depend on the hour the test runs: every stage of yesterday
 * is past its hour, so a category with anything unfinished is late and a finished one is not.
 */
const yesterdayLines = () => {
  const delivery_date = addDays(today(), -1);
  const done = (quantity: number) => ({
    quantity,
    produced: quantity,
    separated: quantity,
    delivered: quantity,
  });
  return [
    line({ id: 1, delivery_date, ...done(60) }),
    line({ id: 2, delivery_date, quantity: 40, produced: 20 }),
    line({ id: 3, delivery_date, description: 'Bolo de Cenoura', category: '11', ...done(6) }),
    line({
      id: 4,
      delivery_date,
      description: 'Refrigerante Cola 2L',
      category: '03',
      quantity: 12,
      separated: 12,
    }),
    line({ id: 5, delivery_date, description: 'Café Torrado', category: '02', ...done(5), produced: 0 }),
  ];
};

const figure = (within_: HTMLElement, label: string) =>
  within_.querySelector(`[data-figure="${label}"]`)?.textContent;

describe('BakeryDashboardPage', () => {
  setUpBakeryScreens(
    callApiMock,
    () => ({ lines: yesterdayLines(), drivers: [] }),
    (freshClient, freshServer) => {
      client = freshClient;
      server = freshServer;
    },
  );

  it('opens on today; the picked day shows its stages in numbers and its categories late first, in their colours', async () => {
    renderBakery(client, <BakeryDashboardPage />, '/bakery');
    const field = screen.getByLabelText('Dia de entrega') as HTMLInputElement;
    expect(field.value).toBe(today());
    fireEvent.change(field, { target: { value: addDays(today(), -1) } });
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'bakery.production' }),
        expect.objectContaining({ query: { date: addDays(today(), -1) } }),
      ),
    );

    const progress = await screen.findByRole('region', { name: 'Andamento do dia' });
    // Produced: bread and cake only (100 + 6); coffee and soda are bought in.
    expect(figure(progress, 'Produzido')).toBe('86 de 106');
    expect(figure(progress, 'Separado')).toBe('83 de 123');
    expect(figure(progress, 'Entregue')).toBe('71 de 123');

    const rows = within(screen.getByRole('region', { name: 'Por categoria' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-category'))).toEqual(['01', '03', '02', '11']);
    expect(rows.map((row) => row.textContent?.includes('Atrasado'))).toEqual([true, true, false, false]);
    const [bread, soda, coffee] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(figure(bread, 'Produzido')).toBe('80 de 100');
    expect(figure(soda, 'Produzido')).toBe('—');
    expect(figure(soda, 'Separado')).toBe('12 de 12');
    expect(figure(coffee, 'Entregue')).toBe('5 de 5');
    const tile = soda.querySelector<HTMLElement>('[data-tile]');
    expect(tile?.style.background).toBe('#c62828');
    expect(tile?.style.color).toBe('#ffffff');
    expect(tile?.textContent).toBe('Refrigerantes');
    // Nothing handed short: nothing said about it.
    expect(screen.queryByTestId('bakery-short-stops')).toBeNull();
  });

  it('counts the deliveries handed short, per stop, and dates the data in the past ("atualizado há")', async () => {
    const delivery_date = today();
    const short = { separated: 10, delivered: 8, short_reason: 'faltou' as const };
    server.lines = [
      line({ id: 1, delivery_date, code_erp_client: 'C1', quantity: 10, produced: 10, ...short }),
      line({ id: 2, delivery_date, code_erp_client: 'C1', quantity: 10, produced: 10, ...short }),
      line({ id: 3, delivery_date, code_erp_client: 'C2', quantity: 10, produced: 10, ...short }),
      line({
        id: 4,
        delivery_date,
        code_erp_client: 'C3',
        quantity: 10,
        produced: 10,
        ...short,
        driver_name: 'Eva',
      }),
      line({
        id: 5,
        delivery_date,
        code_erp_client: 'C4',
        quantity: 10,
        produced: 10,
        separated: 10,
        delivered: 8,
      }),
    ];
    renderBakery(client, <BakeryDashboardPage />, '/bakery');
    expect((await screen.findByTestId('bakery-short-stops')).textContent).toBe('3 entregas com falta');
    // Fetched after the screen's clock last ticked: still the past, never "em 2 segundos".
    expect(screen.getByTestId('bakery-age').textContent).toMatch(/^atualizado (agora|há \d+ s)$/);
  });

  it('writes the day in pt-BR and steps it back and forth with the arrows', async () => {
    renderBakery(client, <BakeryDashboardPage />, '/bakery');
    const day = screen.getByTestId('bakery-day');
    const [, month, date] = today().split('-');
    expect(day.textContent).toMatch(
      new RegExp(`^(Domingo|Segunda|Terça|Quarta|Quinta|Sexta|Sábado), ${date}/${month} \\(hoje\\)$`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dia anterior' }));
    const [, m, d] = addDays(today(), -1).split('-');
    // Yesterday is in this year unless today is the 1st of January.
    await waitFor(() => expect(day.textContent).toMatch(new RegExp(`, ${d}/${m}(/\\d{4})?$`)));
    await waitFor(() =>
      expect(callApiMock).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'bakery.production' }),
        expect.objectContaining({ query: { date: addDays(today(), -1) } }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Próximo dia' }));
    await waitFor(() => expect(day.textContent).toContain('(hoje)'));
  });

  it('a category name longer than four words is split into lines of four (§9)', async () => {
    server.lines = [line({ id: 9, category: '49', description: 'Cesta Executiva' })];
    renderBakery(client, <BakeryDashboardPage />, '/bakery');
    const row = await screen.findByRole('listitem', { name: 'Cestas de Café da Manhã' });
    const tile = row.querySelector<HTMLElement>('[data-tile]');
    expect([...(tile?.children ?? [])].map((child) => child.textContent)).toEqual([
      'Cestas de Café da',
      'Manhã',
    ]);
  });

  it('says "Nenhum item para este dia" for an empty day', async () => {
    server.lines = [];
    renderBakery(client, <BakeryDashboardPage />, '/bakery');
    await screen.findByText('Nenhum item para este dia');
  });
});
