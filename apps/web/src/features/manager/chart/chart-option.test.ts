import type { ChartData } from '@rota/domain';
import { describe, expect, it } from 'vitest';
import { chartHeight, chartOption, legendRows } from './chart-option.ts';

const chart = (names: string[]): ChartData => ({
  title: 'DRE realizado por mês',
  unit: 'cents',
  labels: ['Jan/2026', 'Fev/2026'],
  series: names.map((name) => ({ name, values: [100, 200] })),
});

const DRE = [
  'Receita bruta',
  'Deduções',
  'Custo das vendas',
  'Despesas operacionais',
  'Despesas financeiras',
  'Receitas financeiras',
  'Impostos',
  'Resultado',
];

describe('chartOption', () => {
  it('wraps a legend of many series onto rows and makes room for them, never paging it', () => {
    const dre = chart(DRE);
    const rows = legendRows(dre);
    expect(rows).toBeGreaterThanOrEqual(3);
    const option = chartOption(dre, 'columns') as { legend: { type: string }; grid: { top: number } };
    expect(option.legend.type).toBe('plain');
    expect(option.grid.top).toBe(16 + rows * 22);
    expect(chartHeight(dre, 'columns')).toBe(280 + rows * 22);
  });

  it('has no legend for a single series', () => {
    expect(legendRows(chart(['Vendas']))).toBe(0);
    expect((chartOption(chart(['Vendas']), 'line') as { legend?: unknown }).legend).toBeUndefined();
  });

  it('on a phone’s card gives a ranking’s names a third of the width and each band its column', () => {
    const ranking = {
      ...chart(['Vendas']),
      labels: ['Mercearia Modelo Comércio de Alimentos Ltda', 'Bar do Zé'],
    };
    const wide = chartOption(ranking, 'bars') as { yAxis: { axisLabel: { width: number } } };
    const phone = chartOption(ranking, 'bars', 330) as { yAxis: { axisLabel: { width: number } } };
    expect(wide.yAxis.axisLabel.width).toBe(200);
    expect(phone.yAxis.axisLabel.width).toBe(110);
    const ageing = {
      ...chart(['Vencido']),
      labels: ['até 30 dias', '31–60 dias', '61–90 dias', 'mais de 90'],
    };
    const bands = chartOption(ageing, 'columns', 330) as { xAxis: { axisLabel: { width: number } } };
    // Four columns in 250 px: each label stays within its 62 px.
    expect(bands.xAxis.axisLabel.width).toBeLessThanOrEqual(56);
    const abc = chartOption(ranking, 'abc', 330) as { xAxis: { interval?: number }[] };
    expect(abc.xAxis[1]?.interval).toBe(50);
  });

  it('asks three ticks of a ranking’s horizontal value axis, four of a vertical one', () => {
    const bars = chartOption(chart(['Vendas']), 'bars') as { xAxis: { splitNumber: number } };
    const line = chartOption(chart(['Vendas']), 'line') as { yAxis: { splitNumber: number } };
    expect(bars.xAxis.splitNumber).toBe(3);
    expect(line.yAxis.splitNumber).toBe(4);
  });
});
