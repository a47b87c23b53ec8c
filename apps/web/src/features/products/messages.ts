const integer = new Intl.NumberFormat('pt-BR');
const count = (value: number) => integer.format(value);
const plural = (value: number, one: string, many: string) => (value === 1 ? one : many);

/** pt-BR texts of the products screen (list, filters and the product's sheet). */
export const messages = {
  loading: 'Carregando produtos…',

  // Filters.
  filtersLabel: 'Filtros dos produtos',
  searchLabel: 'Buscar produto',
  searchPlaceholder: 'Descrição, código ou código de barras',
  barcodeHint: 'Digite ou leia o código de barras',
  clearSearch: 'Limpar busca',
  categoriesLabel: 'Categorias',
  categoryLabel: 'Categoria',
  allCategories: 'Todas',
  allCategoriesOption: 'Todas as categorias',
  noCategory: 'Sem categoria',
  noCategoryFound: 'Nenhuma categoria encontrada',
  promotionsFilter: 'Promoções',
  promotionsFilterHint: 'Mostrar só os produtos em promoção hoje',

  // For a client (the checkout opens the screen this way).
  forClient: (name: string) => `Preços para ${name}`,
  forClientHint: 'Abra um produto para ver os últimos preços pagos por este cliente.',
  unknownClient: 'este cliente',

  // Counters and list.
  counters: (products: number) => plural(products, '1 produto', `${count(products)} produtos`),
  listLabel: 'Produtos',
  columns: ['Produto', 'Código', 'Un.', 'Categoria', 'Preço base'],
  columnsBesideSheet: ['Produto', 'Código', 'Un.', 'Preço base'],
  columnsWithStock: ['Produto', 'Código', 'Un.', 'Categoria', 'Estoque', 'Preço base'],
  columnsBesideSheetWithStock: ['Produto', 'Código', 'Un.', 'Estoque', 'Preço base'],
  stockPrefix: 'Estoque: ',
  noStock: 'sem informação do ERP',
  stock: 'Estoque',
  promotionBadge: 'Promoção',

  // Empty states.
  firstSyncTitle: 'Produtos ainda não sincronizados',
  firstSync:
    'A primeira sincronização ainda não terminou. Com internet, os produtos aparecem aqui assim que chegarem.',
  noneActive: 'Nenhum produto ativo para listar.',
  noneInCategory: 'Nenhum produto ativo nesta categoria.',
  noneForSearch: (query: string) => `Nenhum produto encontrado para “${query}”.`,
  noneForSearchHint: 'Confira a grafia ou o código.',
  noneForSearchInCategory: 'A busca olha só a categoria escolhida.',
  seeAllCategories: 'Ver todas as categorias',
  noneInPromotion: 'Nenhum produto em promoção hoje com estes filtros.',
  seeAllProducts: 'Ver todos os produtos',

  // Promotions in the sheet.
  promotions: 'Promoções de hoje',
  promotionsHint: 'O carrinho aplica cada uma conforme o cliente, o canal e a tabela de preço.',

  // The product's sheet.
  sheetLabel: 'Detalhes do produto',
  close: 'Fechar',
  basePrice: 'Preço base',
  unit: 'Unidade',
  category: 'Categoria',
  code: 'Código',
  barcode: 'Código de barras',
  noBarcode: 'Sem código de barras',
  priceLists: 'Tabelas de preço',
  priceListsLabel: 'Tabelas de preço vigentes',
  validUntil: (date: string) => `válida até ${date}`,
  noValidity: 'sem validade',
  noPriceLists: 'Nenhuma tabela de preço vigente para este produto.',
  lastPrices: (client: string) => `Últimos preços pagos por ${client}`,
  lastPricesLabel: 'Últimos preços pagos',
  lastPricesColumns: ['Data', 'Qtd.', 'Preço unit.', 'Desconto'],
  noDiscount: '—',
  noLastPrices: 'Este cliente ainda não comprou este produto (nas vendas guardadas neste aparelho).',
  productMissing: 'Produto não encontrado neste aparelho (inativo ou removido).',
} as const;
