/** pt-BR text of the app shell (routes, layouts, guards, start-up), kept in one place for review. */
export const messages = {
  appName: 'Rota',
  documentTitle: (title: string) => `${title} | Rota`,
  loading: 'Carregando…',
  notFoundTitle: 'Página não encontrada',
  notFoundBody: 'O endereço aberto não existe no Rota.',
  goHome: 'Ir para o início',
  chunkErrorTitle: 'Não foi possível abrir esta tela',
  chunkFailed: 'Falha ao carregar esta parte do aplicativo. Verifique a conexão e tente novamente.',
  chunkTimeout:
    'Esta parte do aplicativo demorou demais para carregar (120 s). Verifique a conexão e tente novamente.',
  unexpectedError: 'Ocorreu um erro inesperado nesta tela.',
  retry: 'Tentar novamente',
  invalidToken: 'Token inválido!',
  upgradeBlockedTitle: 'Banco de dados local',
  menu: 'Menu',
  logout: 'Sair',
  logoutPending: (count: number) =>
    count === 1
      ? 'Há 1 registro ainda não enviado ao servidor. Ele fica guardado neste aparelho e será enviado no próximo login.'
      : `Há ${count} registros ainda não enviados ao servidor. Eles ficam guardados neste aparelho e serão enviados no próximo login.`,
  logoutPendingTitle: 'Registros não enviados',
  areaNavigation: 'Navegação da área',
  mainNavigation: 'Navegação principal',
  areas: {
    seller: 'Vendas externas',
    bakery: 'Padaria',
    manager: 'Gestor',
    appointments: 'Apontamentos',
    common: 'Rota',
  },
  areaSwitcher: 'Trocar de área',
  areaSwitcherTitle: 'Áreas do seu perfil',
  forbiddenTitle: 'Sem permissão',
  forbiddenBody: (area: string) =>
    `Seu perfil não dá acesso à área ${area}. Se precisar dela, peça ao administrador da empresa.`,
  forbiddenBack: (area: string) => `Voltar para ${area}`,
} as const;
