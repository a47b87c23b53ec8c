import { formatQuantity } from '../format/money.ts';
import { quantityProblem } from '../quantity/quantity.ts';
import { unitQuantityDecimals } from '../quantity/quantity-unit.ts';
import type { BakeryItem } from './bakery-item.schema.ts';

/** The three steps a bakery line goes through, in order. */
export const BAKERY_STAGES = ['production', 'separation', 'delivery'] as const;
export type BakeryStage = (typeof BAKERY_STAGES)[number];

/** The line's field that holds how much is done at each stage. */
export const STAGE_DONE_FIELD = {
  production: 'produced',
  separation: 'separated',
  delivery: 'delivered',
} as const satisfies Record<BakeryStage, keyof BakeryItem>;

export const STAGE_LABELS: Record<BakeryStage, string> = {
  production: 'Produção',
  separation: 'Separação',
  delivery: 'Entrega',
};

/** What a board shows of the day: a stage over some categories (docs/bakery.md "Boards"). */
export type BakeryBoard = 'bread' | 'confectionery' | 'separation-bread' | 'separation-drink';

/*
 * Bread and savouries come out of the ovens (Produção); cakes, pies and sweets out of the
 * confectionery (Confeitaria). Everything else (drinks, cold cuts, groceries) is bought ready
 * and only separated. Drinks are separated on their own (Separação de Bebidas, the cold room);
 * the rest, bread included, at the bread counter (Separação de Pães).
 */
const BREAD = ['01', '04', '05', '06', '07', '08', '09', '10', '13', '39', '42', '43', '44'];
const CONFECTIONERY = ['11', '12', '14', '15', '16', '40', '41'];
const DRINKS = ['02', '03', '21', '22', '23', '24', '25', '45'];

export const BREAD_CATEGORIES: ReadonlySet<string> = new Set(BREAD);
export const CONFECTIONERY_CATEGORIES: ReadonlySet<string> = new Set(CONFECTIONERY);
export const DRINK_CATEGORIES: ReadonlySet<string> = new Set(DRINKS);

/** True when the bakery makes the category itself, so its lines are produced before separated. */
export function isProducedCategory(category: string): boolean {
  return BREAD_CATEGORIES.has(category) || CONFECTIONERY_CATEGORIES.has(category);
}

/** The stage a board stamps and whether a category belongs on it. */
export const BAKERY_BOARDS: Record<BakeryBoard, { stage: BakeryStage; has(category: string): boolean }> = {
  bread: { stage: 'production', has: (category) => BREAD_CATEGORIES.has(category) },
  confectionery: { stage: 'production', has: (category) => CONFECTIONERY_CATEGORIES.has(category) },
  'separation-bread': { stage: 'separation', has: (category) => !DRINK_CATEGORIES.has(category) },
  'separation-drink': { stage: 'separation', has: (category) => DRINK_CATEGORIES.has(category) },
};

/** The stages a line goes through: bought-in goods skip production. */
export function stagesOf(line: Pick<BakeryItem, 'category'>): readonly BakeryStage[] {
  return isProducedCategory(line.category) ? BAKERY_STAGES : ['separation', 'delivery'];
}

type DoneCounts = Pick<BakeryItem, 'category' | 'quantity' | 'produced' | 'separated' | 'delivered'>;

/**
 * How much of the line the stage before `stage` has made ready for it: all of it for production,
 * what came out of the oven (or all, when bought in) for separation, what was separated for the
 * delivery. "Separar tudo" and "Entregue" stamp this, never more.
 */
export function readyAt(line: DoneCounts, stage: BakeryStage): number {
  if (stage === 'production') return line.quantity;
  if (stage === 'separation') return isProducedCategory(line.category) ? line.produced : line.quantity;
  return line.separated;
}

/**
 * Why setting `done` at `stage` would break the line, or null when it may: a quantity the line's
 * unit takes (whole for UN, up to 3 decimals for KG: 1,5 kg of 2 kg; docs/domain.md
 * "Quantities"), never more than ordered; a stage never ahead of the one before it (nothing
 * separated that was not produced, nothing delivered that was not separated), so an undo must
 * start from the last stage.
 */
export function stampProblem(
  line: DoneCounts & Pick<BakeryItem, 'unit'>,
  stage: BakeryStage,
  done: number,
): string | null {
  const quantityIssue = quantityProblem(done, { decimals: unitQuantityDecimals(line.unit), allowZero: true });
  if (quantityIssue) return quantityIssue;
  const q = formatQuantity;
  if (done > line.quantity) return `A quantidade passa do pedido (${q(line.quantity)})`;
  if (stage === 'production' && !isProducedCategory(line.category)) {
    return 'Este item não é produzido aqui: vai direto para a separação';
  }
  if (stage === 'separation' && isProducedCategory(line.category) && done > line.produced) {
    return `Só ${q(line.produced)} de ${q(line.quantity)} foram produzidos`;
  }
  if (stage === 'delivery' && done > line.separated) {
    return `Só ${q(line.separated)} de ${q(line.quantity)} foram separados`;
  }
  if (stage === 'production' && done < line.separated) {
    return `Já foram separados ${q(line.separated)}: desfaça a separação antes`;
  }
  if (stage === 'separation' && done < line.delivered) {
    return `Já foram entregues ${q(line.delivered)}: desfaça a entrega antes`;
  }
  return null;
}
