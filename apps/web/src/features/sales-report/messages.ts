import { formatMoney, formatQuantityWithUnit } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));

/** pt-BR texts of the seller's report ("Relatório", /admin/report). */
export const messages = {
  loading: 'Calculando o relatório…',
  periodLabel: 'Período',
  periods: { today: 'Hoje', week: 'Semana', month: 'Mês', custom: 'Personalizado' },
  fromLabel: 'De',
  toLabel: 'Até',
  range: (from: string, to: string) => (from === to ? from : `${from} a ${to}`),

  freshness: (relative: string, at: string) => `Dados deste aparelho, sincronizados ${relative} (${at}).`,
  neverSynced: 'As vendas ainda não foram sincronizadas neste aparelho: o relatório pode estar incompleto.',
  offline: 'Sem internet: vendas enviadas ou alteradas pelo ERP depois disso ainda não aparecem.',

  total: 'Total vendido',
  count: (count: number) => plural(count, '1 venda', '# vendas'),
  average: (cents: number) => `Ticket médio ${formatMoney(cents)}`,
  soldHint: 'Conta Finalizado, Integrado, Processado e Falha; carrinhos e canceladas ficam fora.',

  byDay: 'Vendas por dia',
  chartLabel: (days: number, total: number) =>
    `Gráfico de barras: vendas de ${plural(days, '1 dia', '# dias')}, total ${formatMoney(total)}`,
  chartUnavailable:
    'O gráfico não pôde ser carregado agora (sem internet?). Os valores por dia seguem abaixo.',
  showDays: 'Ver valores por dia',
  byStatus: 'Por situação',
  byForm: 'Por forma de pagamento',
  topClients: 'Clientes que mais compraram',
  topProducts: 'Produtos mais vendidos',
  none: 'Nada no período.',
  quantity: (quantity: number, unit: string) => formatQuantityWithUnit(quantity, unit),
  salesCount: (count: number) => plural(count, '1 venda', '# vendas'),
} as const;
