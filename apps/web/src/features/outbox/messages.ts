const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

const pendingCount = (count: number) =>
  count === 0
    ? 'Nenhuma pendência de envio'
    : plural(count, '1 pendência de envio', `${count} pendências de envio`);

/** pt-BR texts of the sync status, the offline banner and "Pendências de envio". */
export const messages = {
  pendingCount,
  failedCount: (count: number) => plural(count, '1 com falha', `${count} com falha`),
  otherSellerCount: (count: number) =>
    plural(count, '1 é de outro vendedor', `${count} são de outro vendedor`),

  // The header's button and its popover.
  statusTitle: 'Sincronização',
  statusLabel: {
    offline: (pending: number) =>
      pending === 0
        ? 'Sincronização: sem conexão'
        : `Sincronização: sem conexão, ${pendingCount(pending).toLowerCase()}`,
    busy: 'Sincronização: sincronizando',
    pushing: (done: number, total: number) => `Sincronização: enviando ${done} de ${total}`,
    failed: (failed: number, pending: number) =>
      `Sincronização: ${plural(failed, '1 falhou', `${failed} falharam`)}, ${pendingCount(pending).toLowerCase()}`,
    pending: (pending: number) => `Sincronização: ${pendingCount(pending).toLowerCase()}`,
    upToDate: 'Sincronização: tudo enviado',
  },
  online: 'Online',
  offline: 'Sem conexão',
  lastSync: (ago: string) => `Última sincronização ${ago}`,
  neverSynced: 'Ainda não sincronizado neste aparelho',
  pushing: 'Enviando pendências…',
  pushingProgress: (done: number, total: number) => `Enviando ${done} de ${total}…`,
  pulling: 'Baixando atualizações…',
  pullingProgress: (done: number, total: number) => `Baixando atualizações (${done} de ${total})…`,
  progressLabel: 'Progresso da sincronização',
  syncNow: 'Sincronizar agora',
  syncNowOffline: 'Sem conexão: a sincronização volta sozinha quando a internet voltar.',
  seeOutbox: 'Ver pendências',

  // The offline banner.
  offlineBanner:
    'Sem conexão — você pode continuar trabalhando; o que fizer fica guardado e é enviado quando a internet voltar.',
  offlineBannerPending: (count: number) =>
    plural(count, '1 pendência aguarda envio.', `${count} pendências aguardam envio.`),

  // The first sync's history, still coming after the first screen opened.
  historyTitle: 'Baixando o histórico',
  historyBody: 'Você já pode trabalhar; as telas que dependem dele se completam sozinhas.',
  historyLine: (label: string, done: number, waiting: boolean) =>
    waiting ? `${label}: aguardando` : `${label}: ${new Intl.NumberFormat('pt-BR').format(done)} baixados`,
  historyDone: (label: string) => `${label}: pronto`,
  historyFailed: (reason: string) => `O histórico parou de baixar: ${reason}`,
  historyRetry: 'Tentar novamente',

  // "Pendências de envio".
  pageIntro:
    'O que foi feito neste aparelho e ainda não chegou ao servidor. Vai sozinho, na ordem em que foi feito, assim que houver internet.',
  empty: 'Nada pendente: tudo foi enviado.',
  unsentPhotos: (photos: number, size: string) =>
    `${photos === 1 ? '1 foto' : `${photos} fotos`} por enviar: ${size} guardados neste aparelho.`,
  loading: 'Carregando pendências…',
  sendNow: 'Enviar agora',
  export: 'Exportar pendências',
  exportHint:
    '“Exportar pendências” baixa um arquivo com tudo o que ainda não foi enviado, para mandar ao suporte. Faça isso se o aparelho for ficar dias sem internet: o Safari do iPhone apaga os dados de sites sem uso por 7 dias.',
  exportFailed: 'Não foi possível gerar o arquivo de pendências.',
  ownGroup: 'Suas pendências',
  otherGroup: (sellerId: string) => `Pendências do vendedor nº ${sellerId}`,
  otherGroupNote:
    'Feitas por outro vendedor neste aparelho. Só podem ser enviadas com o login dele: vão para o servidor quando esse vendedor entrar de novo neste aparelho.',
  madeAt: (dateTime: string) => `Feito em ${dateTime}`,
  status: {
    pending: 'Aguardando envio',
    sending: 'Enviando',
    failed: 'Falhou',
    retryAt: (time: string) => `Nova tentativa às ${time}`,
  },
  failedBecause: (message: string) => `Falhou: ${message}`,
  lastAttemptError: (message: string) => `Última tentativa: ${message}`,
  resend: 'Reenviar',
  resendOf: (label: string) => `Reenviar: ${label}`,
  discard: 'Descartar',
  discardOf: (label: string) => `Descartar: ${label}`,
  actionFailed: 'Não foi possível alterar a pendência. Tente novamente.',

  // The discard confirmation.
  discardTitle: 'Descartar esta pendência?',
  discardBody:
    'Este registro não será enviado ao servidor e sai da lista de pendências: o que foi feito aqui não chega à empresa. Isso não pode ser desfeito.',
  discardConfirm: 'Descartar',
  cancel: 'Cancelar',

  unknownCall: (call: string) => `Registro de uma versão antiga (${call})`,
} as const;
