import { readableTextColor } from './contrast.ts';

/** A product category of the bakery panel: a numbered, coloured tile (§9). */
export interface BakeryCategory {
  /** Two-digit code, '01' to '50', as the panel and the bakery calls number categories. */
  readonly code: string;
  readonly name: string;
  /** Tile background, '#rrggbb'. */
  readonly color: string;
  /** Black or white, whichever reads better on `color` (WCAG 2.x contrast), never hand-picked. */
  readonly textColor: ReturnType<typeof readableTextColor>;
}

/*
 * The spec names the first four (pão francês, café, refrigerantes, salgados) but not the full
 * mapping, so the rest are the usual sections of a Brazilian padaria. Colours lean on the product
 * where they can (golden bread, dark coffee, red soda) and were otherwise chosen to keep every
 * pair at least 15 apart in CIELAB (ΔE76), so neighbouring tiles stay distinguishable; the test
 * checks that distance, so a new colour cannot quietly land next to an old one.
 */
const CATEGORY_ROWS: readonly (readonly [code: string, name: string, color: string])[] = [
  ['01', 'Pão Francês', '#d4a056'],
  ['02', 'Café', '#4e2a1e'],
  ['03', 'Refrigerantes', '#c62828'],
  ['04', 'Salgados', '#e67e22'],
  ['05', 'Pães Doces', '#885599'],
  ['06', 'Pães Especiais', '#998866'],
  ['07', 'Pão de Queijo', '#f9e076'],
  ['08', 'Salgadinhos Assados', '#007755'],
  ['09', 'Sanduíches', '#7cb342'],
  ['10', 'Pizzas', '#bb4455'],
  ['11', 'Bolos', '#f48fb1'],
  ['12', 'Tortas Doces', '#661166'],
  ['13', 'Tortas Salgadas', '#665500'],
  ['14', 'Confeitaria', '#ce93d8'],
  ['15', 'Doces Finos', '#6a1b9a'],
  ['16', 'Doces Caseiros', '#8888bb'],
  ['17', 'Biscoitos', '#8899ff'],
  ['18', 'Frios', '#ef9a9a'],
  ['19', 'Queijos', '#ccee77'],
  ['20', 'Laticínios', '#e3f2fd'],
  ['21', 'Sucos', '#99ffaa'],
  ['22', 'Águas', '#4fc3f7'],
  ['23', 'Cervejas', '#f9a825'],
  ['24', 'Energéticos e Isotônicos', '#00ffdd'],
  ['25', 'Bebidas Quentes', '#555544'],
  ['26', 'Sorvetes', '#77bb99'],
  ['27', 'Açaí', '#443366'],
  ['28', 'Chocolates', '#772200'],
  ['29', 'Balas e Chicletes', '#cc55aa'],
  ['30', 'Salgadinhos de Pacote', '#009999'],
  ['31', 'Mercearia', '#607d8b'],
  ['32', 'Cereais e Matinais', '#778844'],
  ['33', 'Massas e Molhos', '#bb6644'],
  ['34', 'Enlatados e Conservas', '#00bb77'],
  ['35', 'Hortifrúti', '#2e7d32'],
  ['36', 'Ovos', '#fff8e1'],
  ['37', 'Congelados', '#0277bd'],
  ['38', 'Pratos Prontos', '#224400'],
  ['39', 'Salgados para Festa', '#ff7766'],
  ['40', 'Bolos de Festa', '#ffccee'],
  ['41', 'Panetones e Sazonais', '#004433'],
  ['42', 'Pães de Forma', '#ccdd99'],
  ['43', 'Torradas', '#bbaaaa'],
  ['44', 'Integrais e Sem Glúten', '#888800'],
  ['45', 'Vinhos e Destilados', '#880e4f'],
  ['46', 'Tabacaria', '#223344'],
  ['47', 'Higiene e Limpeza', '#11eeff'],
  ['48', 'Descartáveis e Embalagens', '#bbccff'],
  ['49', 'Cestas de Café da Manhã', '#996677'],
  ['50', 'Diversos', '#4455bb'],
];

/** The 50 bakery categories, in code order: `BAKERY_CATEGORIES[0].code` is '01'. */
export const BAKERY_CATEGORIES: readonly BakeryCategory[] = CATEGORY_ROWS.map(([code, name, color]) => ({
  code,
  name,
  color,
  textColor: readableTextColor(color),
}));

/**
 * The category with this code, given as '07', '7' or 7 (the panel receives all three), or
 * undefined when no category has it.
 */
export function bakeryCategory(code: string | number): BakeryCategory | undefined {
  const text = typeof code === 'number' ? String(code) : code.trim();
  if (!/^\d{1,2}$/.test(text)) return undefined;
  const wanted = text.padStart(2, '0');
  return BAKERY_CATEGORIES.find((category) => category.code === wanted);
}
