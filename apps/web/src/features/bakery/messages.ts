import {
  formatQuantity,
  formatQuantityWithUnit,
  SHORT_DELIVERY_REASON_LABELS,
  type ShortDeliveryReason,
} from '@rota/domain';

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);
const of = (done: number, quantity: number) => `${formatQuantity(done)} de ${formatQuantity(quantity)}`;

/** pt-BR texts of the bakery area (Dashboard, Produção, Confeitaria, Separação, Entregas). */
export const messages = {
  of,
  day: {
    label: 'Dia de entrega',
    today: '(hoje)',
    previous: 'Dia anterior',
    next: 'Próximo dia',
    /** `ago` is `formatAgo`'s: "atualizado há 2 s", "atualizado agora". */
    updated: (ago: string) => `atualizado ${ago}`,
    offlineUpdated: (ago: string) => `Sem conexão: atualizado ${ago}`,
    neverLoaded: 'Este dia ainda não foi carregado neste aparelho. Conecte-se à internet para ver os itens.',
    loading: 'Carregando os itens do dia…',
    failed: (reason: string) => `Não foi possível atualizar os itens do dia: ${reason}`,
    empty: 'Nenhum item para este dia',
  },
  stages: {
    produced: 'Produzido',
    separated: 'Separado',
    delivered: 'Entregue',
  },
  dashboard: {
    title: 'Andamento do dia',
    categories: 'Por categoria',
    late: 'Atrasado',
    notProduced: 'Não produzido aqui',
    shortStops: (count: number) => plural(count, '1 entrega com falta', `${count} entregas com falta`),
  },
  card: {
    open: (description: string) => `Marcar ${description}`,
    by: (who: string | null, time: string) => (who ? `${who}, ${time}` : time),
    clients: (count: number) => plural(count, '1 cliente', `${count} clientes`),
  },
  stamp: {
    all: {
      production: 'Marcar tudo produzido',
      separation: 'Marcar tudo separado',
      delivery: 'Marcar tudo entregue',
    },
    partial: 'Quantidade feita',
    partialSave: 'Salvar quantidade',
    undo: 'Desfazer',
    close: 'Fechar',
    nothing: 'Nada a mudar.',
    failed: 'Não foi possível salvar no aparelho. Tente de novo.',
    less: 'Diminuir',
    more: 'Aumentar',
  },
  pending: 'pendente',
  refused: 'recusado',
  separation: {
    driver: (name: string | null) => name ?? 'Sem motorista',
    stop: (order: number | null, client: string) => (order === null ? client : `${order}. ${client}`),
    all: 'Separar tudo',
    adjust: 'Ajustar',
  },
  delivery: {
    pickDriver: 'Motorista',
    noDrivers: 'Nenhum motorista com entregas neste dia',
    left: (clients: number, items: number) =>
      `Faltam ${plural(clients, '1 cliente', `${clients} clientes`)} e ${plural(items, '1 item', `${items} itens`)}`,
    allDone: 'Todas as entregas deste motorista foram feitas',
    /** The driver's summary with stops left, and the ones already handed short. */
    leftShort: (left: string, short: number) =>
      `${left} · ${plural(short, '1 entrega com falta', `${short} entregas com falta`)}`,
    allDoneShort: (short: number) =>
      `Todas as entregas deste motorista foram feitas, ${plural(short, '1 com falta', `${short} com falta`)}`,
    receivedBy: 'Recebido por',
    deliver: 'Entregue',
    deliverShort: 'Entregue com falta',
    delivered: (who: string | null) => (who ? `Entregue — recebido por ${who}` : 'Entregue'),
    deliveredShort: (who: string | null) =>
      who ? `Entregue com falta — recebido por ${who}` : 'Entregue com falta',
    reason: (reason: ShortDeliveryReason, note: string | null) =>
      note ? `${SHORT_DELIVERY_REASON_LABELS[reason]}: ${note}` : SHORT_DELIVERY_REASON_LABELS[reason],
    open: 'Entrega em aberto',
    short: {
      title: (client: string) => `Entregue com falta — ${client}`,
      intro: 'Quanto foi entregue de cada item e por que faltou.',
      handed: (description: string) => `${description}: entregue`,
      ordered: (quantity: number, unit: string) => `Pedido: ${formatQuantityWithUnit(quantity, unit)}`,
      reason: 'Motivo da falta',
      note: 'Observação',
      noteHint: 'Obrigatória para "Outro"',
      save: 'Registrar entrega com falta',
      nothingShort: 'Nenhum item ficou abaixo do pedido: use "Entregue".',
    },
  },
  print: {
    button: 'Imprimir',
    productionTitle: (board: string, date: string) => `${board} — ${date}`,
    separationTitle: (board: string, date: string) => `${board} — ${date}`,
    product: 'Produto',
    total: 'Total',
    unit: 'Un.',
    client: 'Cliente',
    quantity: 'Qtd.',
    check: 'Conf.',
  },
  boards: {
    bread: 'Produção',
    confectionery: 'Confeitaria',
    'bakery-sweets': 'Confeitaria',
    'separation-bread': 'Separação de Pães',
    'separation-drink': 'Separação de Bebidas',
  },
  /** What each production board holds, before its categories' names (docs/bakery.md "Boards"). */
  boardHolds: {
    bread: 'Pães e salgados do forno',
    confectionery: 'Bancada do confeiteiro',
    'bakery-sweets': 'Doces da padaria, feitos pelos padeiros',
  },
} as const;
