const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const integer = new Intl.NumberFormat('pt-BR');
const kilometres = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const count = (value: number) => integer.format(value);

/** "2,3 km"; under 100 m "0,1 km" rather than "0,0 km". */
const distance = (km: number) => `${kilometres.format(Math.max(km, 0.1))} km`;

/** pt-BR texts of the clients screen (list and map). */
export const messages = {
  loading: 'Carregando clientes…',

  // Filters.
  filtersLabel: 'Filtros dos clientes',
  searchLabel: 'Buscar cliente',
  searchPlaceholder: 'Nome, CNPJ/CPF, código ou cidade',
  /** While a search is typed, the days do not filter: the whole wallet is searched. */
  searchingWallet: 'Buscando em toda a carteira, todos os dias',
  clearSearch: 'Limpar busca',
  daysLabel: 'Dias de visita',
  allDays: 'Todos os dias',
  allDaysShort: 'Todos',
  allClients: 'Todos os clientes',
  allClientsHint: 'Inclui os clientes dos outros vendedores',
  viewLabel: 'Exibir os clientes em',
  list: 'Lista',
  map: 'Mapa',
  newClient: 'Novo cliente',

  // Counters.
  counters: (clients: number, overdue: number) =>
    `${plural(clients, '1 cliente', `${count(clients)} clientes`)} · ${count(overdue)} com atraso`,

  // A row, and the columns of the wide table (the last one holds the badges).
  columns: ['Cliente', 'Cidade', 'CNPJ/CPF · código', 'Dia', 'Última visita', ''],
  codeErp: (code: string) => `Cód. ${code}`,
  listLabel: 'Clientes',
  overdue: 'Em atraso',
  quinzenal: 'Quinzenal',
  inactive: 'Inativo',
  reproved: 'Reprovado',
  unsent: 'Não enviado',
  unsentHint: 'Cadastrado neste aparelho, ainda não enviado ao servidor',
  noVisitingDay: 'Sem dia de visita',
  visited: (ago: string) => `Visitado ${ago}`,
  neverVisited: 'Nunca visitado',
  noCity: 'Cidade não informada',

  // Empty states.
  firstSyncTitle: 'Clientes ainda não sincronizados',
  firstSync:
    'A primeira sincronização ainda não terminou. Com internet, os clientes aparecem aqui assim que chegarem.',
  emptyWallet: 'Nenhum cliente na sua carteira ainda.',
  noneToday: 'Nenhum cliente para visitar hoje.',
  visitPosition: (position: number) => `${position}.`,
  visitOrder: 'Ordem de visita',
  visitOrderTitle: (day: string) => `Ordem de visita — ${day}`,
  visitOrderHint:
    'Suba ou desça cada cliente. Quem tem localização e ainda não foi posto na ordem segue pelo mais perto.',
  moveUp: (name: string) => `Subir ${name}`,
  moveDown: (name: string) => `Descer ${name}`,
  saveVisitOrder: 'Salvar ordem',
  cancelVisitOrder: 'Cancelar',
  visitOrderSaved: 'Ordem de visita salva neste aparelho.',
  suggestOrder: 'Sugerir ordem',
  suggestOrderNeeds: 'Para sugerir uma ordem, pelo menos 3 clientes do dia precisam ter localização.',
  suggestedOrder: (beforeKm: number, afterKm: number) =>
    `Ordem sugerida: ${distance(afterKm)} em linha reta, antes ${distance(beforeKm)}. Salve para usar, ou ajuste antes.`,
  orderAlreadyShort: 'A ordem atual já é a mais curta que encontramos.',
  noneForDays: 'Nenhum cliente para os dias escolhidos.',
  noneAtAll: 'Nenhum cliente ativo para listar.',
  seeAllDays: 'Ver todos os dias',
  noneForSearch: (query: string) => `Nenhum cliente encontrado para “${query}”.`,
  noneForSearchHint: 'Confira a grafia, ou busque em todos os dias.',

  // Map.
  mapLabel: 'Mapa dos clientes',
  mapLoading: 'Carregando o mapa…',
  mapFailed: 'Não foi possível abrir o mapa. Tente de novo.',
  tryAgain: 'Tentar de novo',
  withoutPosition: (clients: number) =>
    plural(
      clients,
      '1 cliente sem localização não aparece no mapa.',
      `${count(clients)} clientes sem localização não aparecem no mapa.`,
    ),
  markerLegend: 'Legenda',
  legendOverdue: 'Em atraso',
  legendInactive: 'Inativo',
  legendRegular: 'Em dia',
  open: 'Abrir',
  newSale: 'Nova venda',
  startVisit: 'Iniciar visita',
  startVisitLabel: (name: string) => `Iniciar visita a ${name}`,
  directions: 'Rota até aqui',
  openLabel: (name: string) => `Abrir o cliente ${name}`,
  newSaleLabel: (name: string) => `Nova venda para ${name}`,
  directionsLabel: (name: string) => `Rota até ${name} no aplicativo de mapas`,
  noAddress: 'Endereço não informado',

  // Day route.
  dayRoute: 'Rota do dia',
  dayRouteLabel: 'Montar a rota do dia a partir da sua posição',
  routeTitle: 'Rota do dia',
  routeListLabel: 'Paradas da rota do dia',
  routeStop: (position: number, name: string, km: number) => `${position}. ${name} — ${distance(km)}`,
  routeStopName: (position: number, name: string) => `${position}. ${name}`,
  routeStopLeg: (km: number) => ` — ${distance(km)}`,
  routeSummary: (stops: number, km: number) =>
    `${plural(stops, '1 parada', `${count(stops)} paradas`)} · ${distance(km)} em linha reta`,
  routeEmpty: 'Nenhum cliente do dia tem localização cadastrada.',
  routeFrom: 'Saindo da sua posição atual; cada distância é em linha reta desde a parada anterior.',
  youAreHere: 'Você está aqui',
  stopMarker: (position: number, name: string) => `Parada ${position}: ${name}`,
  positionErrors: {
    denied:
      'Permissão de localização negada. Libere a localização para este site nas configurações do navegador e tente de novo.',
    unavailable:
      'Não foi possível obter sua posição. Confira se a localização (GPS) do aparelho está ligada.',
    timeout: 'A localização demorou demais para responder. Tente de novo, de preferência ao ar livre.',
    unsupported: 'Este navegador não informa a localização do aparelho.',
  },
} as const;
