import { type PromotionInput, promotionInputSchema } from '@rota/contract';
import {
  formatQuantity,
  moneyInputText,
  type Promotion,
  type PromotionKind,
  parseMoneyInput,
  parseUnitPriceInput,
  unitPriceInputText,
} from '@rota/domain';

/** A line of a list the form edits (tiers, kit items), as typed. */
export interface DraftPair {
  first: string;
  second: string;
}

/** The promotion form as typed: every field text, so a half-typed figure is never lost. */
export interface PromotionDraft {
  uuid: string;
  code_erp: string | null;
  name: string;
  starts_on: string;
  ends_on: string;
  kind: PromotionKind;
  products: string;
  categories: string[];
  clients: string;
  channels: string;
  price_lists: string;
  percent: string;
  price_off: string;
  /** Minimum quantity and percentage. */
  tiers: DraftPair[];
  take: string;
  pay: string;
  /** Product code and quantity. */
  kit_items: DraftPair[];
  kit_price: string;
  active: boolean;
}

/** A new promotion: running from today to the month's end, a percentage over every product. */
export function newPromotionDraft(uuid: string, today: string, monthEnd: string): PromotionDraft {
  return {
    uuid,
    code_erp: null,
    name: '',
    starts_on: today,
    ends_on: monthEnd,
    kind: 'percent',
    products: '',
    categories: [],
    clients: '',
    channels: '',
    price_lists: '',
    percent: '',
    price_off: '',
    tiers: [{ first: '', second: '' }],
    take: '',
    pay: '',
    kit_items: [
      { first: '', second: '1' },
      { first: '', second: '1' },
    ],
    kit_price: '',
    active: true,
  };
}

const decimalText = (value: number) => formatQuantity(value).replaceAll('.', '');

/** A stored promotion as the form shows it (amounts in pt-BR, lists joined by commas). */
export function promotionDraft(promotion: Promotion): PromotionDraft {
  return {
    uuid: promotion.uuid,
    code_erp: promotion.code_erp,
    name: promotion.name,
    starts_on: promotion.starts_on,
    ends_on: promotion.ends_on,
    kind: promotion.kind,
    products: promotion.products.join(', '),
    categories: [...promotion.categories],
    clients: promotion.clients.join(', '),
    channels: promotion.channels.join(', '),
    price_lists: promotion.price_lists.join(', '),
    percent: promotion.percent === null ? '' : decimalText(promotion.percent),
    // Every decimal a price off has (R$ 0,255 stays 0,255): editing and saving keeps it.
    price_off: promotion.price_off === null ? '' : unitPriceInputText(promotion.price_off),
    tiers: (promotion.tiers ?? [{ min_quantity: Number.NaN, percent: Number.NaN }]).map((tier) => ({
      first: Number.isNaN(tier.min_quantity) ? '' : decimalText(tier.min_quantity),
      second: Number.isNaN(tier.percent) ? '' : decimalText(tier.percent),
    })),
    take: promotion.take === null ? '' : String(promotion.take),
    pay: promotion.pay === null ? '' : String(promotion.pay),
    kit_items: (promotion.kit_items ?? []).map((item) => ({
      first: item.code_erp_product,
      second: decimalText(item.quantity),
    })),
    kit_price: promotion.kit_price === null ? '' : moneyInputText(promotion.kit_price),
    active: promotion.inative === 0,
  };
}

/** Codes typed with commas, semicolons or new lines between them; a code may hold a space ("CX 01"). */
const codesOf = (typed: string) => [
  ...new Set(
    typed
      .split(/[,;\n]+/)
      .map((code) => code.trim())
      .filter(Boolean),
  ),
];

/** A typed decimal ("7,5", "2.5"); NaN when it is not one, so the schema names the field. */
function decimalOf(typed: string): number {
  const trimmed = typed.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}

const integerOf = (typed: string) => (/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : Number.NaN);
const orNull = <T>(wanted: boolean, value: T) => (wanted ? value : null);

/** Errors by field, in pt-BR: the contract's own checks, the same the server runs. */
export type DraftErrors = Partial<Record<string, string>>;

/**
 * The draft as the save's body, or the errors by field: only the chosen kind's figures are sent;
 * a figure that is not a number reaches the schema as one it refuses, with its message.
 */
export function draftToInput(draft: PromotionDraft): { input: PromotionInput } | { errors: DraftErrors } {
  const kind = draft.kind;
  const moneyCents = parseMoneyInput(draft.kit_price);
  const priceOff = parseUnitPriceInput(draft.price_off);
  const candidate = {
    uuid: draft.uuid,
    code_erp: draft.code_erp,
    name: draft.name,
    starts_on: draft.starts_on,
    ends_on: draft.ends_on,
    kind,
    // A kit names its own products: what the other kinds' fields held stays out of it.
    products: kind === 'kit' ? [] : codesOf(draft.products),
    categories: kind === 'kit' ? [] : draft.categories,
    clients: codesOf(draft.clients),
    channels: codesOf(draft.channels),
    price_lists: codesOf(draft.price_lists),
    percent: orNull(kind === 'percent', decimalOf(draft.percent)),
    price_off: orNull(kind === 'price_off', priceOff ?? Number.NaN),
    tiers: orNull(
      kind === 'tiers',
      draft.tiers
        .filter((tier) => tier.first.trim() !== '' || tier.second.trim() !== '')
        .map((tier) => ({ min_quantity: decimalOf(tier.first), percent: decimalOf(tier.second) })),
    ),
    take: orNull(kind === 'take_pay', integerOf(draft.take)),
    pay: orNull(kind === 'take_pay', integerOf(draft.pay)),
    kit_items: orNull(
      kind === 'kit',
      draft.kit_items
        .filter((item) => item.first.trim() !== '')
        .map((item) => ({ code_erp_product: item.first.trim(), quantity: decimalOf(item.second) })),
    ),
    kit_price: orNull(kind === 'kit', moneyCents ?? Number.NaN),
    inative: draft.active ? 0 : 1,
  };
  const parsed = promotionInputSchema.safeParse(candidate);
  if (parsed.success) return { input: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { errors };
}
