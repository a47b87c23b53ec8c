/** pt-BR text of the shared widgets, kept in one place for review. */
export const uiMessages = {
  updateAvailable: 'Nova versão do Rota disponível.',
  updateButton: 'Atualizar',
  updating: 'Atualizando…',
  loading: 'Carregando…',
  quantityAbove: (max: string) => `A quantidade deve ser no máximo ${max}`,
  datePlaceholder: 'dd/mm/aaaa',
  invalidDate: 'Data inválida: use dd/mm/aaaa',
  pickDate: (label: string) => `Escolher no calendário: ${label}`,
  mixGapTitle: 'Mix em falta',
  mixGapHint: (days: number) => `Comprou nos últimos ${days} dias e ainda não neste mês.`,
  mixGapNone: (days: number) =>
    `Nada em falta: o que comprou nos últimos ${days} dias já voltou a comprar neste mês.`,
  mixGapLast: (day: string, quantity: string, price: string) =>
    `Última compra em ${day}: ${quantity} a ${price}`,
  mixGapPurchases: (count: number) => (count === 1 ? '1 compra no período' : `${count} compras no período`),
  mixGapShowAll: (count: number) => `Mostrar todos (${count})`,
  mixGapShowLess: 'Mostrar menos',
} as const;
