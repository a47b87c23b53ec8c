import type { CartSortField } from '../company/company-config.schema.ts';
import type { ConditionPayment } from '../payment/condition-payment.schema.ts';
import type { FormPayment } from '../payment/form-payment.schema.ts';
import { addQuantities, quantityProblem } from '../quantity/quantity.ts';
import { MAX_QUANTITY_DECIMALS } from '../quantity/quantity-unit.ts';
import { lineTotal } from './cart-totals.ts';
import { discountMessages } from './item-discount.ts';
import type { Sale, SaleClient, SaleItem, SalePayment } from './sale.schema.ts';
import type { SaleStatus } from './sale-status.schema.ts';
import { isActiveSaleStatus } from './sale-status.schema.ts';

/** A cart operation the rules refuse, with a pt-BR message. */
export class CartError extends Error {
  override readonly name = 'CartError';
  constructor(
    readonly code:
      | 'not_editable'
      | 'item_not_found'
      | 'payment_not_found'
      | 'invalid_quantity'
      | 'invalid_price'
      | 'invalid_discount',
    message: string,
  ) {
    super(message);
  }
}

export interface NewCartInput {
  uuid: string;
  company_id: number;
  seller_id: number;
  /** The device's clock, ISO 8601; information only. */
  now: string;
  status?: Extract<SaleStatus, 'Aberto' | 'Aguardando Finalizar'>;
  client?: SaleClient | null;
  formPayment?: Pick<FormPayment, 'id' | 'description' | 'code_erp'> | null;
  conditionPayment?: Pick<ConditionPayment, 'id' | 'description' | 'code_erp'> | null;
}

/** §4: a new cart has the given status, an empty ERP code, type app, no items, and a first
 * payment line when a form and a condition were chosen. */
export function newCart(input: NewCartInput): Sale {
  const { formPayment, conditionPayment } = input;
  const payments: SalePayment[] =
    formPayment && conditionPayment ? [paymentLine(formPayment, conditionPayment, 0)] : [];
  return {
    uuid: input.uuid,
    company_id: input.company_id,
    seller_id: input.seller_id,
    client_uuid: input.client?.uuid ?? null,
    client: input.client ?? null,
    status: input.status ?? 'Aberto',
    items: [],
    payments,
    created_at: input.now,
    code_erp: '',
    competence_at: null,
    pre_sale: false,
    reason_canceled: null,
    type: 'app',
    delivery_address: null,
    notes: null,
    failure_message: null,
    finality_code_erp: null,
    channel_code_erp: null,
    number: null,
  };
}

export function paymentLine(
  form: Pick<FormPayment, 'id' | 'description' | 'code_erp'>,
  condition: Pick<ConditionPayment, 'id' | 'description' | 'code_erp'>,
  price: number,
): SalePayment {
  assertCents(price, 'invalid_price', 'O valor do pagamento deve ser um valor em centavos não negativo');
  return {
    formPayment: { id: form.id, description: form.description, code_erp: form.code_erp },
    conditionPayment: { id: condition.id, description: condition.description, code_erp: condition.code_erp },
    form_payment_id: form.id,
    condition_payment_id: condition.id,
    price,
  };
}

export type NewItem = Omit<SaleItem, 'id'>;

/**
 * Adds a product to the cart. The same product added again raises the quantity of its line
 * (at the line's price) instead of making a second line, as a seller expects.
 */
export function addItem(cart: Sale, item: NewItem): Sale {
  assertEditable(cart);
  assertItemValues(item);
  const existing = cart.items.find((line) => line.product_uuid === item.product_uuid);
  if (existing)
    return changeItem(cart, existing.uuid, { quantity: addQuantities(existing.quantity, item.quantity) });
  const id = cart.items.reduce((max, line) => Math.max(max, line.id), 0) + 1;
  return { ...cart, items: [...cart.items, { ...item, id }] };
}

export type ItemChange = Partial<Pick<SaleItem, 'quantity' | 'unit_price' | 'discount'>>;

export function changeItem(cart: Sale, itemUuid: string, change: ItemChange): Sale {
  assertEditable(cart);
  const line = cart.items.find((candidate) => candidate.uuid === itemUuid);
  if (!line) throw new CartError('item_not_found', 'Item não encontrado na venda');
  const changed = { ...line, ...change };
  assertItemValues(changed);
  return {
    ...cart,
    items: cart.items.map((candidate) => (candidate.uuid === itemUuid ? changed : candidate)),
  };
}

export function removeItem(cart: Sale, itemUuid: string): Sale {
  assertEditable(cart);
  if (!cart.items.some((line) => line.uuid === itemUuid))
    throw new CartError('item_not_found', 'Item não encontrado na venda');
  return { ...cart, items: cart.items.filter((line) => line.uuid !== itemUuid) };
}

export function addPayment(cart: Sale, payment: SalePayment): Sale {
  assertEditable(cart);
  assertCents(
    payment.price,
    'invalid_price',
    'O valor do pagamento deve ser um valor em centavos não negativo',
  );
  return { ...cart, payments: [...cart.payments, payment] };
}

export function changePayment(cart: Sale, index: number, price: number): Sale {
  assertEditable(cart);
  if (!cart.payments[index]) throw new CartError('payment_not_found', 'Pagamento não encontrado na venda');
  assertCents(price, 'invalid_price', 'O valor do pagamento deve ser um valor em centavos não negativo');
  return {
    ...cart,
    payments: cart.payments.map((payment, i) => (i === index ? { ...payment, price } : payment)),
  };
}

export function removePayment(cart: Sale, index: number): Sale {
  assertEditable(cart);
  if (!cart.payments[index]) throw new CartError('payment_not_found', 'Pagamento não encontrado na venda');
  return { ...cart, payments: cart.payments.filter((_, i) => i !== index) };
}

/** §4 "Clearing the cart resets everything": the same cart, as new, with nothing chosen. */
export function clearCart(cart: Sale): Sale {
  const cleared = newCart({
    uuid: cart.uuid,
    company_id: cart.company_id,
    seller_id: cart.seller_id,
    now: cart.created_at,
  });
  return { ...cleared, number: cart.number };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** §5: items sorted by the company-configured field (default `id`, the order they were added). */
export function sortCartItems(items: readonly SaleItem[], field: CartSortField = 'id'): SaleItem[] {
  return [...items].sort((a, b) => {
    const left = a[field];
    const right = b[field];
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return order || a.id - b.id;
  });
}

function assertEditable(cart: Sale): void {
  if (!isActiveSaleStatus(cart.status)) {
    throw new CartError('not_editable', `A venda está ${cart.status} e não pode mais ser alterada`);
  }
}

function assertItemValues(item: Pick<SaleItem, 'quantity' | 'unit_price' | 'discount'>): void {
  // Whether this product takes decimals is the sale check's (it knows the product and what the
  // ERP said of it); the cart holds any quantity a measured unit could have.
  const quantityIssue = quantityProblem(item.quantity, { decimals: MAX_QUANTITY_DECIMALS });
  if (quantityIssue) throw new CartError('invalid_quantity', quantityIssue);
  assertCents(item.unit_price, 'invalid_price', 'O preço unitário não pode ser negativo');
  assertCents(item.discount, 'invalid_discount', 'O desconto não pode ser negativo');
  if (item.discount > lineTotal({ ...item, discount: 0 })) {
    throw new CartError('invalid_discount', discountMessages.aboveGross);
  }
}

function assertCents(value: number, code: CartError['code'], message: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new CartError(code, message);
}
