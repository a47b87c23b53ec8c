import { describe, expect, it } from 'vitest';
import { chartCsv, csvFileName } from './chart-csv.ts';
import { chartTable } from './chart-table.ts';

const BOM = '\uFEFF';

describe('chartCsv', () => {
  it('writes the header, a row per label and the total, with ; and decimal commas', () => {
    const table = chartTable(
      {
        title: 'Vendas por vendedor',
        unit: 'cents',
        labels: ['Ana Souza', 'Bruno; Lima "Jr"', 'Carla'],
        series: [{ name: 'Vendas', values: [123456, 7890, -5] }],
      },
      { labelHeader: 'Vendedor' },
    );
    expect(chartCsv(table)).toBe(
      `${BOM}Vendedor;Vendas\r\nAna Souza;1234,56\r\n"Bruno; Lima ""Jr""";78,90\r\nCarla;-0,05\r\nTotal;1313,41\r\n`,
    );
  });

  it('writes quantities as integers, one column per series', () => {
    const table = chartTable(
      {
        title: 'Produção',
        unit: 'quantity',
        labels: ['Extrusora 1', 'Extrusora 2'],
        series: [
          { name: 'Produzido', values: [1200, 300] },
          { name: 'Refugo', values: [12, 0] },
        ],
      },
      { labelHeader: 'Máquina' },
    );
    expect(chartCsv(table)).toBe(
      `${BOM}Máquina;Produzido;Refugo\r\nExtrusora 1;1200;12\r\nExtrusora 2;300;0\r\nTotal;1500;12\r\n`,
    );
  });

  it("adds the ABC curve's cumulative share and class for the clients, none for the lumped rest", () => {
    const table = chartTable(
      {
        title: 'Clientes',
        unit: 'cents',
        labels: ['Padaria Alfa', 'Mercado Beta', 'Outros clientes (3)'],
        series: [{ name: 'Vendas', values: [80000, 15000, 5000] }],
      },
      { labelHeader: 'Cliente', abc: true },
    );
    expect(chartCsv(table)).toBe(
      `${BOM}Cliente;Vendas;% acumulado;Classe\r\n` +
        'Padaria Alfa;800,00;80,0;A\r\nMercado Beta;150,00;95,0;B\r\nOutros clientes (3);50,00;100,0;—\r\n' +
        'Total;1000,00;100,0;\r\n',
    );
  });

  it('leaves the total out where the labels end in their own (DRE by class)', () => {
    const table = chartTable(
      {
        title: 'DRE',
        unit: 'cents',
        labels: ['Receita', 'Resultado'],
        series: [{ name: 'Realizado', values: [500, 500] }],
      },
      { labelHeader: 'Classe', total: false },
    );
    expect(chartCsv(table)).toBe(`${BOM}Classe;Realizado\r\nReceita;5,00\r\nResultado;5,00\r\n`);
  });
});

describe('csvFileName', () => {
  const period = { from: '2026-11-01', to: '2026-11-24', year: 2026 };
  it('names the file after the chart and its days, or its year', () => {
    expect(csvFileName('vendas-por-vendedor', period, false)).toBe(
      'vendas-por-vendedor-2026-11-01-a-2026-11-24.csv',
    );
    expect(csvFileName('dre-por-mes', period, true)).toBe('dre-por-mes-2026.csv');
  });
});
