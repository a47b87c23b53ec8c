import { formatMoney } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));

/** pt-BR texts of the sales history ("Vendas", /admin/history). */
export const messages = {
  loading: 'Carregando o histórico…',
  forbidden: 'Seu perfil não permite ver o histórico de vendas.',
  intro:
    'Histórico: as vendas que o ERP já faturou ou cancelou. Carrinhos e vendas em andamento ficam em Vendas.',
  searchLabel: 'Buscar venda',
  sellerLabel: 'Vendedor',
  allSellers: 'Todos os vendedores',
  soldBy: (name: string) => `Vendedor: ${name}`,
  searchPlaceholder: 'Cliente, código ou nº do pedido',
  kindLabel: 'Situação',
  kinds: { all: 'Todas', processed: 'Processadas', canceled: 'Canceladas' },
  counters: (count: number, total: number) =>
    `${plural(count, '1 venda', '# vendas')} · ${formatMoney(total)} processados`,
  none: 'Nenhuma venda processada ou cancelada neste aparelho.',
  noneForSearch: (query: string) => `Nenhuma venda encontrada para “${query}”.`,
  firstSync: 'As vendas ainda não foram sincronizadas. Com internet, elas aparecem aqui.',
  noClient: 'Sem cliente',
  order: (label: string) => `Pedido ${label}`,
  erpNumber: (code: string) => `Nº ERP ${code}`,
  noErpNumber: 'sem nº do ERP',
  reason: (reason: string) => `Motivo: ${reason}`,
  showMore: (count: number) => `Mostrar mais ${integer.format(count)}`,
} as const;
