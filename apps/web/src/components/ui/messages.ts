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
} as const;
