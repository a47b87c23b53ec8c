/** pt-BR labels of what the sync pulls and pushes, and its errors. */
export const syncMessages = {
  labels: {
    clients: 'Clientes',
    products: 'Produtos',
    formPayments: 'Formas de pagamento',
    conditionPayments: 'Condições de pagamento',
    priceLists: 'Tabelas de preço',
    channels: 'Canais de venda',
    finalities: 'Finalidades',
    descParameters: 'Parâmetros de descrição',
    volumes: 'Volumes',
    sales: 'Vendas',
    teams: 'Equipes',
    profiles: 'Perfis',
    seller: 'Vendedor',
    financialTitles: 'Títulos financeiros',
    checks: 'Cheques',
  },
  notLoggedIn: 'Faça o login para sincronizar os dados.',
  localSaveFailed: (label: string) => `Não foi possível guardar ${label} no aparelho.`,
  unknownWrite: 'Este registro foi gravado por uma versão antiga do app e não pode ser enviado.',
} as const;
