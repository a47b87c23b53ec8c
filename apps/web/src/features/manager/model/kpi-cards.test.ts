import { describe, expect, it } from 'vitest';
import { SUMMARY_FIXTURE } from '../testing/manager-fixtures.ts';
import { kpiCards } from './kpi-cards.ts';

const card = (key: string, summary = SUMMARY_FIXTURE) => kpiCards(summary).find((entry) => entry.key === key);

describe('kpiCards', () => {
  it('compares the sales with the previous period, in % with its direction', () => {
    expect(card('sales')).toMatchObject({
      value: 'R$ 1.313,46',
      detail: 'Período anterior: R$\u00a01.000,00',
      route: 'gestor.sales',
      change: { text: '+31,3%', trend: 'up', label: 'alta de 31,3% sobre o período anterior' },
    });
    const down = { ...SUMMARY_FIXTURE, sales: { ...SUMMARY_FIXTURE.sales, total: 75000 } };
    expect(card('sales', down)?.change).toMatchObject({ text: '-25,0%', trend: 'down' });
  });

  it('shows no % without sales in the previous period', () => {
    const none = { ...SUMMARY_FIXTURE, sales: { ...SUMMARY_FIXTURE.sales, previous_total: 0 } };
    expect(card('sales', none)?.change).toBeUndefined();
    expect(card('sales', none)?.detail).toBe('Sem vendas no período anterior');
  });

  it('gives positivação as % and as clients of the wallet', () => {
    expect(card('positivacao')).toMatchObject({ value: '37,5%', detail: '45 de 120 clientes' });
    const empty = { ...SUMMARY_FIXTURE, clients: { bought: 0, wallet: 0 } };
    expect(card('positivacao', empty)).toMatchObject({
      value: '—',
      detail: 'Nenhum cliente ativo na carteira',
    });
  });

  it('links each card to its screen and marks the bad news', () => {
    expect(kpiCards(SUMMARY_FIXTURE).map((entry) => [entry.key, entry.route, entry.alert ?? false])).toEqual([
      ['sales', 'gestor.sales', false],
      ['ticket', 'gestor.sales', false],
      ['positivacao', 'gestor.sales', false],
      ['overdue', 'gestor.financial', true],
      ['result', 'gestor.manager', false],
    ]);
    expect(card('overdue')?.detail).toBe('3 títulos de 2 clientes');
    expect(card('ticket')).toMatchObject({ value: 'R$ 109,46', detail: '12 vendas' });
  });
});
