import { formatMoney } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));

/** pt-BR texts of the sales history ("Vendas", /admin/history). */
export const messages = {
  loading: 'Carregando o histórico…',
  forbidden: 'Seu perfil não permite ver o histórico de vendas.',
  searchLabel: 'Buscar cliente',
  searchPlaceholder: 'Nome ou código do cliente',
  kindLabel: 'Situação',
  kinds: { all: 'Todas', processed: 'Processadas', canceled: 'Canceladas' },
  counters: (count: number, total: number) =>
    `${plural(count, '1 venda', '# vendas')} · ${formatMoney(total)} processados`,
  none: 'Nenhuma venda processada ou cancelada neste aparelho.',
  noneForSearch: (query: string) => `Nenhuma venda encontrada para “${query}”.`,
  firstSync: 'As vendas ainda não foram sincronizadas. Com internet, elas aparecem aqui.',
  noClient: 'Sem cliente',
  erpNumber: (code: string) => `Pedido ${code}`,
  noErpNumber: 'Sem número do ERP',
  reason: (reason: string) => `Motivo: ${reason}`,
  showMore: (count: number) => `Mostrar mais ${integer.format(count)}`,
} as const;
