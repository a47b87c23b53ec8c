import { errorMessages } from '@rota/contract';

/** pt-BR texts of the login (§2 `/`), the initial sync and the logout. */
export const messages = {
  title: 'Entrar',
  tagline: 'Força de vendas',
  companyLabel: 'Empresa',
  companyPlaceholder: 'Escolha a empresa',
  noCompanies: 'Nenhuma empresa cadastrada neste aparelho. Cadastre a empresa pelo CNPJ para entrar.',
  registerCompany: 'Cadastrar empresa',
  registerAnotherCompany: 'Cadastrar outra empresa',
  tokenLabel: 'Token de acesso',
  tokenDescription: 'O token que a empresa enviou para você.',
  /** The eye button beside the token (Mantine's own name is English). */
  toggleToken: 'Mostrar ou ocultar o token',
  submit: 'Entrar',
  companyRequired: 'Escolha a empresa',
  tokenRequired: 'Informe o token de acesso',
  loggingIn: 'Entrando…',
  syncing: 'Sincronizando…',
  storingAppFiles: 'Guardando o app para uso offline…',
  tooManyAttempts: errorMessages.tooManyRequests,
  offline: 'Sem conexão: o primeiro acesso precisa da internet. Conecte-se e tente novamente.',
  unexpected: 'Não foi possível entrar. Tente novamente.',
  syncTitle: 'Sincronizando os dados',
  syncIntro: 'Baixando os dados da empresa para usar o Rota mesmo sem internet.',
  syncWaiting: 'Aguardando',
  syncDone: 'Concluído',
  syncRows: (done: number, total: number | null) =>
    total === null
      ? `${done.toLocaleString('pt-BR')} registros`
      : `${done.toLocaleString('pt-BR')} de ${total.toLocaleString('pt-BR')}`,
  syncPartsReady: (ready: number, parts: number) => `${ready} de ${parts} partes prontas`,
  syncHistoryAfter: (parts: string) =>
    `A tela abre assim que as primeiras partes estiverem prontas; ${parts} continua depois, com o progresso no topo da tela.`,
  syncPartial:
    'Alguns dados não foram sincronizados. Você pode tentar de novo ou continuar e sincronizar depois.',
  syncFailed: 'A sincronização foi interrompida.',
  syncRetry: 'Tentar novamente',
  syncContinue: 'Continuar',
  logout: 'Sair',
  logoutTitle: 'Sair do Rota?',
  logoutQuestion: 'Você precisará do token de acesso para entrar de novo.',
  logoutPending: (count: number) =>
    count === 1
      ? 'Há 1 registro ainda não enviado. Ele fica guardado neste aparelho e será enviado no próximo login.'
      : `Há ${count} registros ainda não enviados. Eles ficam guardados neste aparelho e serão enviados no próximo login.`,
  logoutConfirm: 'Sair',
  logoutCancel: 'Cancelar',
} as const;
