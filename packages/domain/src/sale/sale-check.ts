import type { Channel } from '../catalogue/channel.schema.ts';
import type { Finality } from '../catalogue/finality.schema.ts';
import type { CompanyConfig } from '../company/company-config.schema.ts';
import type { ClientCredit } from '../credit/client-credit.ts';
import { formatMoney, formatUnitPrice } from '../format/money.ts';
import { MAX_CENTS } from '../money/money-limits.ts';
import type { ConditionPayment } from '../payment/condition-payment.schema.ts';
import { conditionsForForm, type FormConditionLimits } from '../payment/conditions-for-form.ts';
import type { FormPayment } from '../payment/form-payment.schema.ts';
import { orderMinimumMessages, orderMinimumShortfall } from '../payment/order-minimum.ts';
import type { PriceList } from '../price-list/price-list.schema.ts';
import { offeredPriceLists } from '../price-list/price-list-offer.ts';
import type { Product } from '../product/product.schema.ts';
import {
  explainedDiscounts,
  type PromotionReferences,
  withOwnDiscount,
} from '../promotions/sale-promotions.ts';
import { quantityProblem } from '../quantity/quantity.ts';
import { quantityDecimalsFor } from '../quantity/quantity-unit.ts';
import type { StockReferences } from '../stock/stock-check.ts';
import { cartTotals } from './cart-totals.ts';
import { type DiscountPolicy, discountMessages, grossOf, itemDiscountError } from './item-discount.ts';
import type { Sale } from './sale.schema.ts';

/** The pt-BR messages of {@link saleErrors}, reviewed in one place. */
export const saleCheckMessages = {
  clientNotFound: 'Cliente não encontrado',
  clientRequired: 'Escolha o cliente da venda',
  clientMismatch: 'Os dados do cliente não correspondem ao cliente da venda',
  deliveryAddressNotFound: 'Endereço de entrega não encontrado para este cliente',
  itemsRequired: 'Inclua ao menos um item na venda',
  productNotFound: 'Produto não encontrado',
  productInactive: 'Produto inativo',
  productCodeMismatch: 'O código do item não corresponde ao produto',
  priceListNotOffered: 'Tabela de preço inexistente, vencida ou não permitida para este produto',
  unitPriceChanged: (price: number) =>
    `O preço deste produto é ${formatUnitPrice(price)}; seu perfil não permite alterar o preço unitário`,
  discountNotAllowed: discountMessages.notAllowed,
  discountAboveGross: discountMessages.aboveGross,
  discountAboveLimit: discountMessages.aboveLimit,
  repeatedLineNumber: 'Número de item repetido nesta venda',
  repeatedItem: 'Item repetido nesta venda',
  formNotFound: 'Forma de pagamento não encontrada ou inativa',
  conditionNotFound: 'Condição de pagamento não encontrada ou inativa',
  choiceMismatch: 'Os dados do pagamento não correspondem à forma ou condição escolhida',
  conditionNotForForm: (form: string) => `Condição de pagamento não permitida para a forma ${form}`,
  finalityNotFound: 'Finalidade não encontrada ou inativa',
  channelNotFound: 'Canal de venda não encontrado ou inativo',
  totalAboveMax: `O total da venda passa do máximo de ${formatMoney(MAX_CENTS)}`,
  paymentsAboveTotal: 'A soma dos pagamentos passa do total da venda',
  paymentsBelowTotal: 'A soma dos pagamentos deve ser igual ao total da venda para finalizar',
} as const;

/**
 * What a sale refers to, as the seller can see it: only rows of the sale's company, and the
 * client only when it is the seller's (or the profile sees every client). The server loads
 * these from PostgreSQL, the device from its synced tables; a reference missing here is not
 * the seller's to use.
 */
export interface SaleReferences {
  /** The sale's client with the uuids of its delivery addresses; null when not found. */
  client: {
    uuid: string;
    name: string;
    code_erp: string | null;
    deliveryAddressUuids: readonly string[];
  } | null;
  /** `unit` and `quantity_decimals` say how many decimals the line's quantity may have. */
  products: ReadonlyMap<
    string,
    Pick<Product, 'uuid' | 'code_erp' | 'price' | 'unit'> &
      Partial<Pick<Product, 'min_price'>> & {
        quantity_decimals?: number | null;
        inative: number;
      }
  >;
  priceLists: ReadonlyMap<string, PriceList>;
  /** Forms of payment by id, with the limits of their conditions (`conditionsForForm`). */
  forms: ReadonlyMap<
    number,
    Pick<FormPayment, 'id' | 'code_erp' | 'description'> & FormConditionLimits & { inative: number }
  >;
  conditions: ReadonlyMap<
    number,
    Pick<ConditionPayment, 'id' | 'code_erp' | 'parcels' | 'type' | 'itens'> &
      Partial<Pick<ConditionPayment, 'description' | 'min_order_value'>> & { inative: number }
  >;
  /** The sale's finality and channel, by `code_erp`, when the company has them (any status). */
  finalities: ReadonlyMap<string, Pick<Finality, 'code_erp'> & { status: number }>;
  channels: ReadonlyMap<string, Pick<Channel, 'code_erp'> & { inative: number }>;
  config: Pick<CompanyConfig, 'max_discount_percent' | 'approval_discount_percent' | 'allowed_price_lists'> &
    Partial<Pick<CompanyConfig, 'min_order_value' | 'credit_policy' | 'stock_policy'>>;
  /**
   * The client's credit with what it owes before this sale (`creditOpen`), when the caller read it;
   * only the approval reasons use it (`saleApprovalReasons`): credit never refuses a sale.
   */
  credit?: ClientCredit | null;
  /** Each product's stock as the caller knows it (`stockShortfalls`); like credit, only the approval reasons read it. */
  stock?: StockReferences;
  /**
   * The company's promotions and what they read (docs/domain.md "Promotions"); the part of a line's
   * discount they explain is not the seller's, so no limit or permission of the seller judges it.
   */
  promotions?: PromotionReferences;
  /** §6 canEditPriceUnit and canDescontItem of the seller's profile. */
  may: { editUnitPrice: boolean; discount: boolean };
  now: Date;
  timeZone?: string;
}

type CheckedSale = Pick<
  Sale,
  'client_uuid' | 'client' | 'delivery_address' | 'items' | 'payments' | 'status'
> &
  Partial<Pick<Sale, 'finality_code_erp' | 'channel_code_erp' | 'competence_at' | 'created_at'>>;
type Errors = Record<string, string[]>;

function add(errors: Errors, field: string, message: string): void {
  const list = errors[field] ?? [];
  if (!list.includes(message)) list.push(message);
  errors[field] = list;
}

function checkClient(sale: CheckedSale, refs: SaleReferences, errors: Errors): void {
  if (sale.client_uuid === null) {
    if (sale.status === 'Finalizado') add(errors, 'client_uuid', saleCheckMessages.clientRequired);
    if (sale.delivery_address !== null)
      add(errors, 'delivery_address', saleCheckMessages.deliveryAddressNotFound);
    return;
  }
  const client = refs.client;
  if (client === null || client.uuid !== sale.client_uuid) {
    add(errors, 'client_uuid', saleCheckMessages.clientNotFound);
    return;
  }
  if (sale.client !== null && sale.client.uuid !== client.uuid)
    add(errors, 'client', saleCheckMessages.clientMismatch);
  if (sale.delivery_address !== null && !client.deliveryAddressUuids.includes(sale.delivery_address))
    add(errors, 'delivery_address', saleCheckMessages.deliveryAddressNotFound);
}

/** A chosen finality must be an active one of the company (§3: `status` 1), a chosen channel too. */
function checkClassification(sale: CheckedSale, refs: SaleReferences, errors: Errors): void {
  const finality = sale.finality_code_erp ? refs.finalities.get(sale.finality_code_erp) : undefined;
  if (sale.finality_code_erp && finality?.status !== 1)
    add(errors, 'finality_code_erp', saleCheckMessages.finalityNotFound);
  const channel = sale.channel_code_erp ? refs.channels.get(sale.channel_code_erp) : undefined;
  if (sale.channel_code_erp && channel?.inative !== 0)
    add(errors, 'channel_code_erp', saleCheckMessages.channelNotFound);
}

/** The unit price a seller without canEditPriceUnit must use: the chosen list's, else the product's. */
function catalogueUnitPrice(product: { price: number }, list: PriceList | undefined): number {
  return list ? list.price : product.price;
}

/** The discount rule of the sale's seller and company. */
export function discountPolicyOf(refs: Pick<SaleReferences, 'config' | 'may'>): DiscountPolicy {
  return {
    maxPercent: refs.config.max_discount_percent,
    approvalPercent: refs.config.approval_discount_percent,
    mayDiscount: refs.may.discount,
  };
}

function checkItems(sale: CheckedSale, refs: SaleReferences, errors: Errors): void {
  if (sale.status === 'Finalizado' && sale.items.length === 0)
    add(errors, 'items', saleCheckMessages.itemsRequired);
  const lineNumbers = new Set<number>();
  const itemUuids = new Set<string>();
  const explained = explainedDiscounts(sale, refs.promotions, refs.now);
  sale.items.forEach((item, index) => {
    const at = (field: string) => `items.${index}.${field}`;
    if (lineNumbers.has(item.id)) add(errors, at('id'), saleCheckMessages.repeatedLineNumber);
    if (itemUuids.has(item.uuid)) add(errors, at('uuid'), saleCheckMessages.repeatedItem);
    lineNumbers.add(item.id);
    itemUuids.add(item.uuid);

    const discountError =
      item.discount > grossOf(item)
        ? discountMessages.aboveGross
        : itemDiscountError(withOwnDiscount(item, explained), discountPolicyOf(refs));
    if (discountError) add(errors, at('discount'), discountError);

    const product = refs.products.get(item.product_uuid);
    if (!product) {
      add(errors, at('product_uuid'), saleCheckMessages.productNotFound);
      return;
    }
    if (product.inative !== 0) add(errors, at('product_uuid'), saleCheckMessages.productInactive);
    if (product.code_erp !== item.code_erp_product)
      add(errors, at('code_erp_product'), saleCheckMessages.productCodeMismatch);
    const quantityIssue = quantityProblem(item.quantity, { decimals: quantityDecimalsFor(product) });
    if (quantityIssue) add(errors, at('quantity'), quantityIssue);
    let list: PriceList | undefined;
    if (item.price_list_uuid !== null) {
      const stored = refs.priceLists.get(item.price_list_uuid);
      const offered = stored
        ? offeredPriceLists([stored], {
            productCodeErp: product.code_erp,
            allowed: refs.config.allowed_price_lists,
            now: refs.now,
            ...(refs.timeZone ? { timeZone: refs.timeZone } : {}),
          })
        : [];
      list = offered[0];
      if (!list) add(errors, at('price_list_uuid'), saleCheckMessages.priceListNotOffered);
    }
    const expected = catalogueUnitPrice(product, list);
    if (!refs.may.editUnitPrice && (item.price_list_uuid === null || list) && item.unit_price !== expected)
      add(errors, at('unit_price'), saleCheckMessages.unitPriceChanged(expected));
  });
}

function checkPayments(sale: CheckedSale, refs: SaleReferences, errors: Errors): void {
  sale.payments.forEach((payment, index) => {
    const at = (field: string) => `payments.${index}.${field}`;
    const form = refs.forms.get(payment.form_payment_id);
    const condition = refs.conditions.get(payment.condition_payment_id);
    if (form?.inative !== 0) add(errors, at('form_payment_id'), saleCheckMessages.formNotFound);
    else if (payment.formPayment.id !== form.id || payment.formPayment.code_erp !== form.code_erp)
      add(errors, at('formPayment'), saleCheckMessages.choiceMismatch);
    if (condition?.inative !== 0)
      add(errors, at('condition_payment_id'), saleCheckMessages.conditionNotFound);
    else if (
      payment.conditionPayment.id !== condition.id ||
      payment.conditionPayment.code_erp !== condition.code_erp
    )
      add(errors, at('conditionPayment'), saleCheckMessages.choiceMismatch);
    else if (form?.inative === 0 && conditionsForForm(form, [condition]).length === 0)
      add(errors, at('condition_payment_id'), saleCheckMessages.conditionNotForForm(form.description));
  });
  const totals = cartTotals(sale);
  // Before the discount: a total a discount brings back under the maximum is still too large to add up.
  if (totals.gross > MAX_CENTS) add(errors, 'items', saleCheckMessages.totalAboveMax);
  if (totals.paid > Math.max(totals.net, 0)) add(errors, 'payments', saleCheckMessages.paymentsAboveTotal);
  else if (sale.status === 'Finalizado' && totals.paid !== totals.net)
    add(errors, 'payments', saleCheckMessages.paymentsBelowTotal);
  if (sale.status === 'Finalizado') {
    const conditions = sale.payments.flatMap((payment) => {
      const condition = refs.conditions.get(payment.condition_payment_id);
      return condition
        ? [
            {
              description: condition.description ?? payment.conditionPayment.description,
              min_order_value: condition.min_order_value,
            },
          ]
        : [];
    });
    const shortfall = orderMinimumShortfall(totals.net, conditions, refs.config.min_order_value);
    if (shortfall) add(errors, 'payments', orderMinimumMessages.shortfall(shortfall));
  }
}

/**
 * Checks a sale against what it refers to and the company's rules, the same way on the device
 * (before the checkout saves) and on the server (before it stores a pushed sale):
 * - the client is the seller's, and the delivery address one of that client's;
 * - every product exists in the company and is active, with its own `code_erp`; each line's
 *   quantity has no more decimals than the product takes (`quantityDecimalsFor`: none for a
 *   counted unit, up to 3 for a weighed or measured one, or what the ERP said); a chosen price
 *   list is offered for it today (§5); without canEditPriceUnit the unit price is the list's
 *   (or the product's) price as it stands now — a price changed between an offline sale and its
 *   sync makes the sale fail with the new price named, for the seller to confirm;
 * - discounts: none without canDescontItem, never above the line's value nor above the
 *   company's `max_discount_percent` of it; line numbers and item uuids unique;
 * - a chosen finality and channel are active ones of the company (none chosen is fine);
 * - payment forms and conditions exist and are active, with the snapshot matching them, and each
 *   condition is one the form offers (`conditionsForForm`: the form's most installments, most
 *   days, type 1 only); the payments never pass the total, and equal it for a Finalizado sale (a
 *   cart still open may be partly paid); the total before discounts is at most `MAX_CENTS`. An Aberto cart may have no client and no items yet;
 * - a Finalizado sale reaches the company's minimum order and that of each condition it is paid
 *   with (`orderMinimumShortfall`, docs/domain.md "Order minimums").
 * Answers the 422 `errors` map (`items.1.discount`), empty when the sale holds.
 */
export function saleErrors(sale: CheckedSale, refs: SaleReferences): Record<string, string[]> {
  const errors: Errors = {};
  checkClient(sale, refs, errors);
  checkClassification(sale, refs, errors);
  checkItems(sale, refs, errors);
  checkPayments(sale, refs, errors);
  return errors;
}
