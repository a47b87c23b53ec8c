import {
  addItem,
  addPayment,
  addQuantities,
  CartError,
  changeItem,
  changePayment,
  type ItemChange,
  paymentLine,
  removeItem,
  removePayment,
  type Sale,
  subtractQuantities,
} from '@rota/domain';
import { useMemo } from 'react';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { clearStoredCart, mutateCart } from '../api/cart-mutations.ts';
import { messages } from '../messages.ts';

/** A product the seller adds, with the quantity, unit price and list chosen. */
export interface AddedItem {
  product: ProductRow;
  quantity: number;
  unitPrice: number;
  priceListUuid: string | null;
}

/** What the sale-data section changes on the cart. */
export type SaleDataChange = Partial<
  Pick<
    Sale,
    'delivery_address' | 'competence_at' | 'pre_sale' | 'finality_code_erp' | 'channel_code_erp' | 'notes'
  >
>;

export interface PaymentChoice {
  form: { id: number; description: string; code_erp: string };
  condition: { id: number; description: string; code_erp: string };
  price: number;
}

export interface CartActions {
  /** Each answers null when kept, or the pt-BR reason it was refused (nothing stored then). */
  add: (item: AddedItem) => Promise<string | null>;
  change: (itemUuid: string, change: ItemChange) => Promise<string | null>;
  /** One more or one less of a line, counted from what is stored (the − and + buttons). */
  step: (itemUuid: string, delta: 1 | -1) => Promise<string | null>;
  remove: (itemUuid: string) => Promise<string | null>;
  addPayment: (payment: PaymentChoice) => Promise<string | null>;
  changePayment: (index: number, price: number) => Promise<string | null>;
  removePayment: (index: number) => Promise<string | null>;
  setData: (change: SaleDataChange) => Promise<string | null>;
  clear: () => Promise<void>;
}

async function attempt(cart: Sale, change: (current: Sale) => Sale): Promise<string | null> {
  try {
    await mutateCart(cart, change);
    return null;
  } catch (error) {
    if (error instanceof CartError) return error.message;
    return error instanceof Error && error.message ? error.message : messages.saveFailed;
  }
}

/** The cart's changes, each through the domain's cart rules (`addItem`, `changeItem`…). */
export function useCartActions(cart: Sale | undefined): CartActions | undefined {
  return useMemo(() => {
    if (!cart) return undefined;
    return {
      add: ({ product, quantity, unitPrice, priceListUuid }) =>
        attempt(cart, (current) =>
          addItem(current, {
            uuid: crypto.randomUUID(),
            product_uuid: product.uuid,
            code_erp_product: product.code_erp,
            description: product.description,
            unit: product.unit,
            quantity,
            unit_price: unitPrice,
            discount: 0,
            price_list_uuid: priceListUuid,
          }),
        ),
      change: (itemUuid, change) =>
        // A new quantity keeps the seller's discount's share of the line (`repriceWithPromotions`,
        // run by every cart change), the promotions' part read again.
        attempt(cart, (current) => changeItem(current, itemUuid, change)),
      // Counted from the stored line, not the screen's: two quick taps on "+" add two.
      step: (itemUuid, delta) =>
        attempt(cart, (current) => {
          const line = current.items.find((candidate) => candidate.uuid === itemUuid);
          if (!line) return changeItem(current, itemUuid, {});
          const quantity = delta > 0 ? addQuantities(line.quantity, 1) : subtractQuantities(line.quantity, 1);
          // A second quick "−" past the last unit leaves the line as it is: removing is its own button.
          return quantity > 0 ? changeItem(current, itemUuid, { quantity }) : current;
        }),
      remove: (itemUuid) => attempt(cart, (current) => removeItem(current, itemUuid)),
      addPayment: ({ form, condition, price }) =>
        attempt(cart, (current) => addPayment(current, paymentLine(form, condition, price))),
      changePayment: (index, price) => attempt(cart, (current) => changePayment(current, index, price)),
      removePayment: (index) => attempt(cart, (current) => removePayment(current, index)),
      setData: (change) => attempt(cart, (current) => ({ ...current, ...change })),
      clear: () => clearStoredCart(cart),
    };
  }, [cart]);
}
