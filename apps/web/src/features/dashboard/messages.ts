import { formatMoney } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'always' });

/** pt-BR texts of the seller's dashboard. */
export const messages = {
  loading: 'Carregando o resumo do dia…',
  salesComing: 'Baixando as vendas…',
  titlesComing: 'Baixando o financeiro…',
  title: (weekday: string, date: string) => `${weekday}, ${date}`,
  tilesLabel: 'Resumo do dia',

  toVisit: 'Clientes para visitar hoje',
  toVisitDetail: (quinzenal: number) =>
    quinzenal === 0
      ? 'Nenhum Quinzenal vencido'
      : plural(quinzenal, '1 Quinzenal vencido', '# Quinzenais vencidos'),
  visited: 'Visitas feitas hoje',
  // The figure counts every visit of the day; the detail, how much of today's route they cover
  // and how many were off it ("4 — 0 dos 198 clientes do roteiro" read as a contradiction).
  visitedDetail: (toVisit: number, done: number, visited: number) => {
    const route =
      toVisit === 0
        ? 'Nenhum cliente no roteiro de hoje'
        : `${integer.format(done)} dos ${integer.format(toVisit)} clientes do roteiro`;
    const off = visited - done;
    return off > 0 ? `${route} · ${integer.format(off)} fora dele` : route;
  },
  openCarts: 'Carrinhos abertos',
  openCartsDetail: (total: number) => `${formatMoney(total)} em aberto`,
  unsent: 'Não enviados',
  unsentDetail: (failed: number, lastSync: string | null) =>
    failed > 0
      ? plural(failed, '1 recusado: corrija', '# recusados: corrija')
      : lastSync
        ? `Última sincronização ${lastSync}`
        : 'Ainda não sincronizado',
  salesToday: 'Vendas de hoje',
  salesCount: (count: number) => plural(count, '1 venda', '# vendas'),
  salesMonth: 'Vendas do mês',
  versusPrevious: (change: number | null, previous: number) =>
    change === null
      ? `Mês anterior: ${formatMoney(previous)}`
      : `${percent.format(change)}% sobre o mês anterior (${formatMoney(previous)})`,
  overdue: 'Clientes com títulos vencidos',
  overdueDetail: (amount: number) => `${formatMoney(amount)} vencidos`,
  open: 'Abrir',
} as const;
