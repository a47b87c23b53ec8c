import {
  discountPercentOf,
  formatDecimal,
  formatMoney,
  formatQuantity,
  formatUnitPrice,
  lineTotal,
  type SaleItem,
} from '@rota/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { QuantityStepper } from '../../../components/ui/quantity-stepper.tsx';
import { messages } from '../messages.ts';
import '../../../components/ui/icon-button.css';
import './cart-item.css';

/**
 * One line of the cart: description, code, quantity × unit price (§9: 0 and 4 decimals), its
 * discount, its total (2 decimals), a stepper for the quantity, and the buttons to edit (only
 * when the profile may change the price or give a discount) and to remove it. Plain elements
 * (`cart-item.css`): a 100-line cart must open within 300 ms.
 */
export function CartItemCard({
  item,
  canEdit,
  errors,
  onQuantity,
  onEdit,
  onRemove,
}: {
  item: SaleItem;
  canEdit: boolean;
  errors: readonly string[];
  onQuantity: (quantity: number) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <li className="rota-cart-item" data-testid="cart-item" data-error={errors.length > 0 || undefined}>
      <div className="rota-cart-item-head">
        <div style={{ minWidth: 0 }}>
          <p className="rota-cart-item-name" data-testid="cart-item-name">
            {item.description}
          </p>
          <p className="rota-cart-item-meta">
            {item.code_erp_product} ·{' '}
            {messages.lineDetail(formatQuantity(item.quantity), item.unit, formatUnitPrice(item.unit_price))}
          </p>
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
        <QuantityStepper
          value={item.quantity}
          onChange={onQuantity}
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
