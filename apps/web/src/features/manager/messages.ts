import { formatDecimal } from '@rota/domain';

const integer = new Intl.NumberFormat('pt-BR');
const plural = (value: number, one: string, many: string) =>
  value === 1 ? one : many.replace('#', integer.format(value));

/** pt-BR texts of the manager area (/gestor). */
export const messages = {
  period: {
    label: 'Período',
    kinds: { month: 'Este mês', lastMonth: 'Mês passado', year: 'Este ano', custom: 'Personalizado' },
    from: 'De',
    to: 'Até',
    range: (days: string, year: number) => `${days} · gráficos anuais: ${year}`,
  },

  card: {
    viewLabel: (title: string) => `Exibição de ${title}`,
    chart: 'Gráfico',
    table: 'Tabela',
    exportCsv: 'Exportar CSV',
    empty: 'Sem dados no período',
    loading: (title: string) => `Carregando ${title}…`,
    offline: 'Sem internet: os gráficos do gestor precisam de conexão e aparecem quando ela voltar.',
    failed: 'Não foi possível carregar este gráfico.',
    retry: 'Tentar novamente',
    chartUnavailable: 'O gráfico não pôde ser carregado agora. Veja os valores na tabela.',
    chartLabel: (title: string, points: number) =>
      `Gráfico: ${title}, ${plural(points, '1 item', '# itens')}. Use a tabela para ler os valores.`,
    caption: (title: string, range: string) => `${title} — ${range}`,
  },

  table: {
    total: 'Total',
    cumulative: '% acumulado',
    abcClass: 'Classe',
  },

  abc: {
    legend: 'Curva ABC: A até 80% das vendas, B até 95%, C o restante.',
    cumulative: '% acumulado',
  },

  kpi: {
    sales: 'Vendas do período',
    previous: (amount: string) => `Período anterior: ${amount}`,
    noPrevious: 'Sem vendas no período anterior',
    change: (percent: number) => `${percent > 0 ? '+' : ''}${formatDecimal(percent, 1)}%`,
    changeLabel: (percent: number) =>
      percent === 0
        ? 'igual ao período anterior'
        : `${percent > 0 ? 'alta' : 'queda'} de ${formatDecimal(Math.abs(percent), 1)}% sobre o período anterior`,
    ticket: 'Ticket médio',
    ticketDetail: (count: number) => plural(count, '1 venda', '# vendas'),
    positivacao: 'Positivação',
    positivacaoDetail: (bought: number, wallet: number) =>
      `${integer.format(bought)} de ${plural(wallet, '1 cliente', '# clientes')}`,
    emptyWallet: 'Nenhum cliente ativo na carteira',
    percent: (value: number) => `${formatDecimal(value, 1)}%`,
    overdue: 'Vencidos',
    overdueDetail: (titles: number, clients: number) =>
      `${plural(titles, '1 título', '# títulos')} de ${plural(clients, '1 cliente', '# clientes')}`,
    result: (year: number) => `Resultado de ${year}`,
    resultDetail: 'DRE realizado do ano',
    failed: 'Não foi possível carregar os indicadores.',
  },

  charts: {
    salesByDay: 'Vendas por dia',
    salesByWeek: 'Vendas por semana',
    salesByMonth: 'Vendas por mês',
    salesBySeller: 'Vendas por vendedor',
    salesByClient: 'Vendas por cliente (curva ABC)',
    salesByForm: 'Vendas por forma de pagamento',
    salesByCondition: 'Vendas por condição de pagamento',
    productQuantity: 'Produtos mais vendidos (quantidade)',
    productValue: 'Produtos mais vendidos (valor)',
    receivablesByDay: 'Contas a receber por dia',
    receivablesByWeek: 'Contas a receber por semana',
    receivablesByMonth: 'Contas a receber por mês',
    overdueAgeing: 'Vencidos por faixa de atraso',
    purchasesByMonth: 'Compras e contas a pagar por mês',
    purchasesBySupplier: 'Compras por fornecedor',
    productionOrders: 'Ordens de produção por situação',
    appointmentsByMachine: 'Produção apontada por máquina',
    argilaTrips: 'Cargas medidas: viagens por motorista',
    argilaTotals: 'Cargas medidas: volume por motorista',
    dreByMonth: 'DRE realizado por mês',
    dreByClass: 'DRE realizado por classe',
    financialResult: 'Resultado financeiro do ano',
  },

  labels: {
    seller: 'Vendedor',
    day: 'Dia',
    week: 'Semana',
    client: 'Cliente',
    form: 'Forma de pagamento',
    condition: 'Condição de pagamento',
    product: 'Produto',
    month: 'Mês',
    ageing: 'Atraso',
    supplier: 'Fornecedor',
    status: 'Situação',
    machine: 'Máquina',
    driver: 'Motorista',
    dreClass: 'Classe',
    chartLabel: 'Item',
  },

  saved: {
    title: 'Gráficos salvos',
    none: 'Nenhum gráfico salvo para esta empresa.',
    failed: 'Não foi possível carregar a lista de gráficos salvos.',
  },

  goals: {
    title: (month: string) => `Metas de ${month}`,
    monthLabel: 'Mês',
    failed: 'Não foi possível carregar as metas. Verifique a conexão e tente de novo.',
    retry: 'Tentar de novo',
    loading: 'Carregando as metas…',
    noSellers: 'Nenhum vendedor ativo com código do ERP nesta empresa.',
    rank: (rank: number) => `${rank}º`,
    noGoal: 'Sem metas neste mês.',
    sold: (value: string, clients: number, wallet: number, products: number) =>
      `Vendeu ${value} · ${clients} de ${wallet} clientes da carteira · ${products} produtos`,
    set: 'Definir metas',
    edit: 'Editar metas',
    formTitle: (seller: string, month: string) => `Metas de ${seller} em ${month}`,
    salesValue: 'Vendas (R$)',
    positivation: 'Positivação (clientes que compram)',
    mix: 'Mix',
    mixBasis: 'Mix conta',
    mixProducts: 'Produtos',
    mixCategories: 'Categorias',
    optional: 'Deixe em branco para não ter esta meta',
    invalidMoney: 'Informe um valor como 38.000,00',
    invalidCount: 'Informe um número inteiro a partir de 1',
    save: 'Salvar metas',
    cancel: 'Cancelar',
    saved: (seller: string) => `Metas de ${seller} salvas.`,
    saveFailed: 'Não foi possível salvar as metas.',
  },
} as const;
