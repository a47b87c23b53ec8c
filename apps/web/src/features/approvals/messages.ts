/** pt-BR texts of "Aprovações" (`/admin/approvals`, docs/domain.md "Approval"). */
export const messages = {
  intro:
    'Vendas finalizadas que precisam da sua decisão: desconto acima do limite do vendedor, preço abaixo do mínimo, estoque insuficiente ou crédito do cliente.',
  loading: 'Carregando vendas…',
  empty: 'Nenhuma venda aguardando aprovação.',
  emptyHint: 'Quando um vendedor finalizar uma venda fora do limite dele, ela aparece aqui.',
  notSynced: 'As vendas ainda não foram sincronizadas neste aparelho.',
  noClient: 'Sem cliente',
  // A sale stored before the server kept the seller's name.
  seller: (id: number) => `Vendedor nº ${id}`,
  reasonsTitle: 'Por que precisa de aprovação',
  creditTitle: 'Crédito do cliente',
  stockTitle: 'Estoque dos produtos',
  stockLine: (product: string, figures: string) => `${product} — ${figures}`,
  approve: 'Aprovar',
  reject: 'Reprovar',
  approveTitle: 'Aprovar venda',
  rejectTitle: 'Reprovar venda',
  note: 'Observação',
  noteForSeller: 'Motivo (o vendedor vê)',
  notePlaceholderApprove: 'Opcional',
  notePlaceholderReject: 'Ex.: desconto acima do combinado com o cliente',
  rejectHint: 'A venda volta para o vendedor como carrinho aberto, para ele alterar e finalizar de novo.',
  approveHint: 'A venda segue para o ERP.',
  cancel: 'Cancelar',
  close: 'Fechar',
  ownSale: 'Sua venda: outro supervisor decide.',
  queued: (decision: 'Aprovado' | 'Reprovado') =>
    decision === 'Aprovado'
      ? 'Venda aprovada. A decisão será enviada assim que houver conexão.'
      : 'Venda reprovada. A decisão será enviada assim que houver conexão.',
  noPermission: {
    title: 'Sem permissão',
    body: 'Seu perfil não permite aprovar vendas. Fale com o administrador da empresa.',
    back: 'Voltar ao início',
  },
} as const;
