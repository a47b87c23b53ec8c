import { formatMoney } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));

/** pt-BR texts of the sales screens ("Vendas" and "Editar itens da venda"). */
export const messages = {
  loading: 'Carregando vendas…',

  // Open carts.
  cartsTitle: 'Carrinhos abertos',
  cartsHint: 'Vendas ainda suas: continue no checkout ou limpe o carrinho.',
  noClient: 'Sem cliente',
  cartLine: (items: number, total: number) => `${plural(items, '1 item', '# itens')} · ${formatMoney(total)}`,
  continueCart: 'Continuar',
  editItems: 'Editar itens',
  clearCart: 'Limpar',
  clearTitle: 'Limpar o carrinho?',
  clearBody: (client: string) =>
    `Todos os itens e pagamentos do carrinho de ${client} serão apagados. Isso não pode ser desfeito.`,
  clearConfirm: 'Limpar carrinho',
  clearCancel: 'Voltar',
  cleared: 'Carrinho limpo.',
  clearBusy: 'O carrinho está sendo enviado agora. Tente de novo em instantes.',

  // Sent sales.
  sentTitle: 'Vendas enviadas',
  sentIntro:
    'A situação de cada venda no ERP, do envio ao faturamento. As faturadas e canceladas ficam também no Histórico.',
  filtersLabel: 'Filtros das vendas',
  statusLabel: 'Situação',
  allStatuses: 'Todas',
  periodLabel: 'Período',
  periods: { all: 'Todo o período', today: 'Hoje', week: 'Esta semana', month: 'Este mês' },
  totals: (count: number, total: number) => `${plural(count, '1 venda', '# vendas')} · ${formatMoney(total)}`,
  /** What the count above the list counts, beside how many the list holds. */
  totalsHint: (listed: number, sold: number) =>
    listed === sold
      ? 'Canceladas ficam fora do total.'
      : `${plural(listed, '1 na lista', '# na lista')}: ${plural(listed - sold, '1 cancelada fica fora', '# canceladas ficam fora')} do total.`,
  noneSent: 'Nenhuma venda enviada.',
  noneForFilters: 'Nenhuma venda para estes filtros.',
  firstSync: 'As vendas ainda não foram sincronizadas. Com internet, elas aparecem aqui.',
  unsent: 'não enviada',
  sending: 'enviando',
  refused: 'recusada',
  order: (label: string) => `Pedido ${label}`,
  erpNumber: (code: string) => `Nº ERP ${code}`,
  showMore: (count: number) => `Mostrar mais ${integer.format(count)}`,
  shown: (shown: number, total: number) =>
    `Mostrando ${integer.format(shown)} de ${integer.format(total)} da lista`,

  // The sale's screen.
  missingSale: 'Venda não encontrada neste aparelho.',
  backToSales: 'Voltar para Vendas',
  saleOf: (client: string) => `Venda de ${client}`,
  viewTitle: (order: string) => `Venda ${order}`,
  madeOn: (date: string) => `Feita em ${date}`,
  itemsTitle: 'Itens',
  quantityLabel: (description: string) => `Quantidade de ${description}`,
  decrease: (description: string) => `Diminuir ${description}`,
  increase: (description: string) => `Aumentar ${description}`,
  removeItem: (description: string) => `Remover ${description}`,
  noItems: 'A venda não tem itens.',
  total: 'Total',
  paid: 'Pagamentos',
  saveItems: 'Salvar itens',
  itemsSaved: 'Itens salvos. Serão enviados ao servidor assim que houver conexão.',
  notEditableTitle: 'Itens não editáveis',
  paymentsOver: (paid: number, total: number) =>
    `Os pagamentos (${formatMoney(paid)}) passam do total (${formatMoney(total)}). Ajuste os pagamentos no checkout.`,
  unsentNotice: 'Esta venda ainda não foi enviada ao servidor: ela segue na fila de envio.',
  refusedNotice: (error: string) => `O servidor recusou esta venda: ${error}`,
  seeOutbox: 'Ver pendências de envio',

  // Falha.
  failureTitle: 'Falha na integração com o ERP',
  approvalWaitingTitle: 'Aguardando aprovação do supervisor',
  approvalWaitingBody: 'A venda só segue para o ERP depois de aprovada. Motivos:',
  approvalRejectedTitle: 'Venda reprovada pelo supervisor',
  approvalRejectedAdvice:
    'Altere a venda e finalize de novo: ela volta para aprovação se ainda passar do seu limite.',
  approvalApprovedTitle: 'Venda aprovada pelo supervisor',
  approvalDecision: (who: string, when: string, decision: 'Aprovado' | 'Reprovado') =>
    `${decision === 'Aprovado' ? 'Aprovada' : 'Reprovada'} por ${who} em ${when}`,
  approvalHistory: 'Decisões',
  failureNoMessage: 'O ERP não informou o motivo.',
  failureAdvice:
    'O que fazer: confira com o escritório o dado citado (cliente, produto ou pagamento). Corrigido no ERP, a integração é tentada de novo e a situação muda aqui sozinha. Se o pedido não deve seguir, peça o cancelamento ao escritório e faça um novo pedido.',
  cancelledReason: (reason: string) => `Motivo do cancelamento: ${reason}`,

  // Notes.
  notesTitle: 'Observações',
  notesLabel: 'Observações da venda',
  notesPlaceholder: 'Ex.: entregar pela manhã',
  saveNotes: 'Salvar observações',
  notesSaved: 'Observações salvas. Serão enviadas ao servidor assim que houver conexão.',
  notesTooLong: 'No máximo 2000 caracteres',
  saveFailed: (reason: string) => `Não foi possível salvar: ${reason}`,
} as const;
