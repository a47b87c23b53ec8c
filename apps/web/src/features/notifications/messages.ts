/** pt-BR texts of the notifications menu (§4, §7 Notifications). */
export const messages = {
  title: 'Notificações',
  bell: (unread: number) =>
    unread === 0
      ? 'Notificações'
      : unread === 1
        ? 'Notificações: 1 não lida'
        : `Notificações: ${unread} não lidas`,
  empty: 'Nenhuma notificação nova.',
  loading: 'Carregando notificações…',
  refreshFailed: 'Não foi possível atualizar as notificações. Mostrando as guardadas no aparelho.',
  markFailed: 'Não foi possível marcar como lida. Tente novamente.',
  retry: 'Tentar novamente',
  markAsRead: 'Marcar como lida',
  markAsReadOf: (title: string) => `Marcar como lida: ${title}`,
  markAllRead: 'Marcar todas como lidas',
} as const;
