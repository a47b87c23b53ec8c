import { Alert, List, Stack, Text } from '@mantine/core';
import {
  type CompanyConfig,
  formatDecimal,
  formatQuantityWithUnit,
  type Sale,
  type SaleItem,
  sortCartItems,
  withOwnDiscount,
} from '@rota/domain';
import { useMemo, useState } from 'react';
import type { ProductRow } from '#lib/db/my-pwa-db.ts';
import { useLineQuantityDecimals } from '#lib/db/use-line-quantity-decimals.ts';
import type { CartActions } from '../hooks/use-cart-actions.ts';
import type { LineStock } from '../hooks/use-cart-notices.ts';
import { useCartPromotions } from '../hooks/use-cart-promotions.ts';
import type { CheckoutPermissions } from '../hooks/use-checkout-session.ts';
import { useCarriedList } from '../hooks/use-product-offer.ts';
import { messages } from '../messages.ts';
import { AddProductModal } from './add-product-modal.tsx';
import { CartItemCard } from './cart-item-card.tsx';
import { GoalImpact } from './goal-impact.tsx';
import { ItemEditModal } from './item-edit-modal.tsx';
import { MixGapPanel } from './mix-gap-panel.tsx';
import { ProductPicker } from './product-picker.tsx';

/** Errors of the sale check that belong to the line at `index` (`items.<index>.<field>`). */
function lineErrors(errors: Record<string, string[]>, index: number): string[] {
  const prefix = `items.${index}.`;
  return Object.entries(errors)
    .filter(([field]) => field.startsWith(prefix))
    .flatMap(([, list]) => list);
}

/**
 * The cart's items in the company's order (§5 `cart_sort_field`), the search that adds products
 * (the first item's price list carries to the next), the client's mix gap to add in one tap, and
 * the dialogs to add and to edit a line.
 */
export function ItemsTab({
  cart,
  config,
  may,
  actions,
  errors,
  lineStock,
  onLineProblem,
  onSearching,
}: {
  cart: Sale;
  config: CompanyConfig;
  may: CheckoutPermissions;
  actions: CartActions;
  errors: Record<string, string[]>;
  /** Each line's product stock by product uuid (`useCartNotices`); undefined while read. */
  lineStock: ReadonlyMap<string, LineStock> | undefined;
  /** A line's quantity field shows a refused text (uuid, message), or reads right again (null). */
  onLineProblem: (uuid: string, message: string | null) => void;
  /** The product search shows matches (or says there are none): the footer steps out of their way. */
  onSearching: (searching: boolean) => void;
}) {
  const [adding, setAdding] = useState<ProductRow | null>(null);
  const [editing, setEditing] = useState<SaleItem | null>(null);
  const first = useMemo(() => [...cart.items].sort((a, b) => a.id - b.id)[0], [cart.items]);
  const carried = useCarriedList(first);
  const sorted = useMemo(
    () => sortCartItems(cart.items, config.cart_sort_field),
    [cart.items, config.cart_sort_field],
  );
  const canEdit = may.editUnitPrice || may.discount;
  const promotions = useCartPromotions(cart);
  const sharesOf = (uuid: string) => promotions?.lines.find((line) => line.uuid === uuid)?.applied ?? [];
  const decimalsOf = useLineQuantityDecimals(cart.items);

  return (
    <Stack gap="md">
      <ProductPicker companyId={cart.company_id} onPick={setAdding} onSearching={onSearching} />
      {carried && (
        <Text size="xs" c="dimmed">
          {messages.carriedList(carried.description)}
        </Text>
      )}
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="cart-empty">
          {messages.emptyCart}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          data-testid="cart-items"
        >
          {sorted.map((item) => (
            <CartItemCard
              key={item.uuid}
              item={item}
              decimals={decimalsOf(item)}
              stock={lineStock?.get(item.product_uuid)}
              promotions={sharesOf(item.uuid)}
              canEdit={canEdit}
              errors={lineErrors(errors, cart.items.indexOf(item))}
              onQuantity={(quantity) => void actions.change(item.uuid, { quantity })}
              onStep={(delta) => void actions.step(item.uuid, delta)}
              onQuantityProblem={(message) => onLineProblem(item.uuid, message)}
              onEdit={() => setEditing(item)}
              onRemove={() => void actions.remove(item.uuid)}
            />
          ))}
        </Stack>
      )}
      {promotions && promotions.hints.length > 0 && (
        <Alert color="teal" variant="light" title={messages.tierHintsTitle} data-testid="tier-hints">
          <List size="sm">
            {promotions.hints.map((hint) => (
              <List.Item key={`${hint.promotion_uuid}:${hint.code_erp_product}`}>
                {messages.tierHint(
                  `${hint.name} (${hint.description})`,
                  formatQuantityWithUnit(hint.missing, hint.unit),
                  `${formatDecimal(hint.percent, hint.percent % 1 === 0 ? 0 : 2)}%`,
                )}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <GoalImpact cart={cart} />
      <MixGapPanel cart={cart} allowedLists={config.allowed_price_lists} />
      <AddProductModal
        product={adding}
        allowedLists={config.allowed_price_lists}
        carriedCode={carried?.code_erp ?? null}
        mayEditPrice={may.editUnitPrice}
        onAdd={actions.add}
        onClose={() => setAdding(null)}
      />
      <ItemEditModal
        // The seller edits their own part of the discount; the promotions' part follows on its own.
        item={
          editing &&
          withOwnDiscount(
            editing,
            new Map((promotions?.lines ?? []).map((line) => [line.uuid, line.discount])),
          )
        }
        may={may}
        discountLimits={{
          maxPercent: config.max_discount_percent,
          approvalPercent: config.approval_discount_percent,
        }}
        onSave={(edit) => (editing ? actions.change(editing.uuid, edit) : Promise.resolve(null))}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
