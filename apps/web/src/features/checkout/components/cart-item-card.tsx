import {
  discountPercentOf,
  formatDecimal,
  formatMoney,
  formatQuantityWithUnit,
  formatUnitPrice,
  lineTotal,
  type PromotionShare,
  type SaleItem,
} from '@rota/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { QUANTITY_SETTLE_MS, QuantityInput } from '#ui/quantity-input.tsx';
import type { LineStock } from '../hooks/use-cart-notices.ts';
import { messages } from '../messages.ts';
import '#ui/icon-button.css';
import './cart-item.css';

/**
 * One line of the cart: description, code, quantity × unit price (§9: 4 decimals; the quantity
 * with the decimals its unit takes, "2,5 kg"), its discount, its total (2 decimals), the
 * quantity's field (`QuantityInput`: whole for counted units, up to 3 decimals measured), and the buttons to edit (only
 * when the profile may change the price or give a discount) and to remove it; the product's stock
 * under it when the ERP sends one, in red when the order asks more. Plain elements
 * (`cart-item.css`): a 100-line cart must open within 300 ms.
 */
export function CartItemCard({
  item,
  decimals,
  stock,
  promotions = [],
  canEdit,
  errors,
  onQuantity,
  onStep,
  onQuantityProblem,
  onEdit,
  onRemove,
}: {
  item: SaleItem;
  /** Decimals the line's quantity takes (`quantityDecimalsFor` its product). */
  decimals: number;
  /** The product's stock on this device; absent when the ERP sends none. */
  stock?: LineStock | undefined;
  /** The promotions' parts of the line's discount (`salePromotions`). */
  promotions?: readonly PromotionShare[];
  canEdit: boolean;
  errors: readonly string[];
  onQuantity: (quantity: number) => void;
  /** The − and + buttons: one less or one more of what is stored. */
  onStep: (delta: 1 | -1) => void;
  /** The quantity field's pt-BR problem ("2,5" of a UN), or null once it reads right or the line leaves. */
  onQuantityProblem: (message: string | null) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const problemRef = useRef(onQuantityProblem);
  problemRef.current = onQuantityProblem;
  // A line removed (or the tab left) while its field shows a refused text no longer holds the sale.
  useEffect(() => () => problemRef.current(null), []);
  return (
    <li className="rota-cart-item" data-testid="cart-item" data-error={errors.length > 0 || undefined}>
      <div className="rota-cart-item-head">
        <div style={{ minWidth: 0 }}>
          <p className="rota-cart-item-name" data-testid="cart-item-name">
            {item.description}
          </p>
          <p className="rota-cart-item-meta">
            {item.code_erp_product} ·{' '}
            {messages.lineDetail(
              formatQuantityWithUnit(item.quantity, item.unit),
              formatUnitPrice(item.unit_price),
            )}
          </p>
          {stock && (
            <p
              className="rota-cart-item-stock"
              data-short={stock.short || undefined}
              data-testid="cart-item-stock"
            >
              {stock.text}
            </p>
          )}
          {promotions.map((share) => (
            <p
              key={share.promotion_uuid}
              className="rota-cart-item-promotion"
              data-testid="cart-item-promotion"
            >
              {messages.linePromotion(share.name, formatMoney(share.discount))}
            </p>
          ))}
          {item.discount > 0 && (
            <p className="rota-cart-item-discount">
              {messages.lineDiscount(formatMoney(item.discount), formatDecimal(discountPercentOf(item), 2))}
            </p>
          )}
        </div>
        <p className="rota-cart-item-total" data-testid="cart-item-total">
          {formatMoney(lineTotal(item))}
        </p>
      </div>
      <div className="rota-cart-item-foot">
        <QuantityInput
          value={item.quantity}
          decimals={decimals}
          unit={item.unit}
          // Each change is stored: typing '2,5' must not store the '2' on the way.
          settleMs={QUANTITY_SETTLE_MS}
          onChange={onQuantity}
          onStep={onStep}
          onProblem={onQuantityProblem}
          labels={{
            input: `${messages.quantity}: ${item.description}`,
            less: messages.less,
            more: messages.more,
          }}
        />
        <div className="rota-cart-item-actions">
          {canEdit && (
            <button
              type="button"
              className="rota-icon-button"
              aria-label={messages.editItemOf(item.description)}
              onClick={onEdit}
            >
              <IconPencil size={20} />
            </button>
          )}
          <button
            type="button"
            className="rota-icon-button"
            data-tone="danger"
            aria-label={messages.removeItemOf(item.description)}
            onClick={onRemove}
          >
            <IconTrash size={20} />
          </button>
        </div>
      </div>
      {errors.map((error) => (
        <p key={error} className="rota-cart-item-error">
          {error}
        </p>
      ))}
    </li>
  );
}
