/** pt-BR text of the app shell, kept in one place for review. */
export const messages = {
  title: 'Rota — Força de vendas',
  loading: 'Carregando…',
  serverOk: (version: string) => `Servidor: ok (versão ${version})`,
  serverDown: 'Servidor indisponível. Tente novamente em instantes.',
} as const;
