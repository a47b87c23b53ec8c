import {
  addQuantities,
  BAKERY_BOARDS,
  type BakeryBoard,
  type BakeryItem,
  type BakeryStage,
  doneAt,
  inDeliveryOrder,
} from '@rota/domain';
import { type CategoryLook, categoryLook } from './category-look.ts';
import { lastStamp, type StampMark } from './last-stamp.ts';

/** One product of the day on a production board: every client's line of it summed. */
export interface ProductCard {
  /** The product's ERP code: one card per product and unit. */
  key: string;
  description: string;
  unit: string;
  quantity: number;
  done: number;
  /** The card's lines in delivery order (the order a partial quantity fills them). */
  lines: BakeryItem[];
  /** Who moved the card last and when; null while nothing is done. */
  last: StampMark | null;
}

export interface CategoryCards {
  look: CategoryLook;
  cards: ProductCard[];
}

/**
 * A board's lines as the baker reads them: by category (in category order), one card per product
 * (by description), with its total to make and how much of it is done at the board's stage.
 */
export function productCards(lines: readonly BakeryItem[], board: BakeryBoard): CategoryCards[] {
  const { stage, has } = BAKERY_BOARDS[board];
  const byCategory = new Map<string, Map<string, [BakeryItem, ...BakeryItem[]]>>();
  for (const line of lines) {
    if (!has(line.category)) continue;
    const products = byCategory.get(line.category) ?? new Map<string, [BakeryItem, ...BakeryItem[]]>();
    const key = `${line.code_erp_product}|${line.unit}`;
    const group = products.get(key);
    products.set(key, group ? [...group, line] : [line]);
    byCategory.set(line.category, products);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, products]) => ({
      look: categoryLook(category),
      cards: [...products.entries()]
        .map(([key, group]) => card(key, group, stage))
        .sort((a, b) => a.description.localeCompare(b.description, 'pt-BR')),
    }));
}

function card(key: string, group: [BakeryItem, ...BakeryItem[]], stage: BakeryStage): ProductCard {
  const [first] = group;
  return {
    key,
    description: first.description,
    unit: first.unit,
    // In thousandths: 0,1 kg + 0,2 kg is 0,3 kg on the card.
    quantity: group.reduce((sum, line) => addQuantities(sum, line.quantity), 0),
    done: group.reduce((sum, line) => addQuantities(sum, doneAt(line, stage)), 0),
    lines: inDeliveryOrder(group),
    last: lastStamp(group, stage),
  };
}
