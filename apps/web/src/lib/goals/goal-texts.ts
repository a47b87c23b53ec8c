import { formatMoney, type GoalLine, type GoalMetric, type GoalMixBasis } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A goal's figure in its unit: money for the sales value, a count otherwise. */
export function goalFigure(metric: GoalMetric, value: number): string {
  return metric === 'sales_value' ? formatMoney(value) : integer.format(value);
}

/**
 * The pt-BR text of goals (docs/domain.md "Goals"), shared by the seller's dashboard, the cart and
 * the manager's board so a goal reads the same everywhere.
 */
export const goalTexts = {
  title: 'Metas do mês',
  none: (monthName: string) => `Sem metas definidas para ${monthName}.`,
  metric: (metric: GoalMetric, basis: GoalMixBasis = 'products') =>
    metric === 'sales_value'
      ? 'Vendas'
      : metric === 'positivation'
        ? 'Positivação'
        : basis === 'categories'
          ? 'Mix de categorias'
          : 'Mix de produtos',
  of: (line: GoalLine) =>
    `${goalFigure(line.metric, line.actual)} de ${goalFigure(line.metric, line.target)}`,
  percent: (value: number) => `${percent.format(value)}%`,
  reached: 'Meta atingida',
  left: (line: GoalLine, daysLeft: number) => {
    const left = `Faltam ${goalFigure(line.metric, line.left)}`;
    if (line.per_day_left === null) return `${left} · o mês acabou`;
    return `${left} · ${goalFigure(line.metric, line.per_day_left)} por dia útil (${daysLeft === 1 ? '1 dia útil' : `${integer.format(daysLeft)} dias úteis`})`;
  },
  projection: (line: GoalLine) =>
    line.projection === null
      ? null
      : `No ritmo atual, o mês fecha em ${goalFigure(line.metric, line.projection)}`,
  wallet: (clients: number, wallet: number) =>
    wallet === 0
      ? 'Nenhum cliente ativo na carteira'
      : `${percent.format(Math.floor((clients * 1000) / wallet) / 10)}% da carteira de ${integer.format(wallet)} clientes`,
  workingDays: (total: number, left: number) =>
    `${integer.format(total)} dias úteis no mês, ${left === 1 ? '1 restante' : `${integer.format(left)} restantes`}`,
} as const;

/** Where a goal stands: reached, on pace (at or past an even pace by today), or behind. */
export function goalStanding(line: GoalLine): 'reached' | 'onPace' | 'behind' {
  if (line.left === 0) return 'reached';
  return line.actual >= line.expected_by_now ? 'onPace' : 'behind';
}
