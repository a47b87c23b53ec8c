import { formatUnitPrice } from '@rota/domain';
import { memo } from 'react';
import type { ProductListItem } from '../api/product-list-item.ts';
import { messages } from '../messages.ts';

/** Height of a row: the description on up to two lines over the details on a phone, beside them in the table. */
export const ROW_HEIGHT = { compact: 78, wide: 48 } as const;

/**
 * The table's columns: description, code, unit, category, base price; beside the open sheet the
 * category goes (its colour stays on the row's edge), so the description keeps its room.
 */
export const TABLE_COLUMNS = {
  full: 'minmax(0, 1fr) 100px 44px minmax(0, 160px) 120px',
  besideSheet: 'minmax(0, 1fr) 90px 40px 120px',
} as const;

/** No category: a neutral mark. */
const NO_CATEGORY_COLOR = 'var(--mantine-color-gray-3)';

interface ProductRowProps {
  item: ProductListItem;
  /** A row of the table (desktop) rather than two lines (phone). */
  wide: boolean;
  /** The table beside the open sheet, without its category column. */
  besideSheet: boolean;
  /** The product whose sheet is open. */
  current: boolean;
  onOpen: (uuid: string) => void;
}

/**
 * One product of the list, a button that opens its sheet: the category's colour along its edge,
 * the description, code, unit and category, and the base price (§9: 4 decimals). Plain elements
 * styled by `product-list.css`: a keystroke repaints a dozen rows, each must cost next to nothing.
 */
export const ProductRow = memo(function ProductRow({
  item,
  wide,
  besideSheet,
  current,
  onOpen,
}: ProductRowProps) {
  const { product, category } = item;
  const price = formatUnitPrice(product.price);
  const categoryName = category?.name ?? messages.noCategory;
  const mark = (
    <span
      className="rota-product-mark"
      style={{ background: category?.color ?? NO_CATEGORY_COLOR }}
      aria-hidden
    />
  );

  if (wide) {
    return (
      <button
        type="button"
        className="rota-product-row rota-product-row--wide"
        style={{ height: ROW_HEIGHT.wide }}
        aria-current={current || undefined}
        onClick={() => onOpen(product.uuid)}
      >
        {mark}
        <span
          className="rota-product-body"
          style={{ gridTemplateColumns: besideSheet ? TABLE_COLUMNS.besideSheet : TABLE_COLUMNS.full }}
        >
          {/* Two lines here too: on a tablet the name's column is narrow, and "Açaí com banana…"
              three times cannot be told apart ("balde 10 L", "copo 500 ml"). */}
          <span
            className="rota-product-cell rota-product-name rota-product-name--two-lines"
            data-testid="product-name"
          >
            {product.description}
          </span>
          <span className="rota-product-cell">{product.code_erp}</span>
          <span className="rota-product-cell">{product.unit}</span>
          {!besideSheet && <span className="rota-product-cell">{categoryName}</span>}
          <span className="rota-product-cell rota-product-cell--number rota-product-price">{price}</span>
        </span>
      </button>
    );
  }

  return (
    <button
      type="button"
      className="rota-product-row"
      style={{ height: ROW_HEIGHT.compact }}
      aria-current={current || undefined}
      onClick={() => onOpen(product.uuid)}
    >
      {mark}
      <span className="rota-product-body">
        <span className="rota-product-name rota-product-name--two-lines" data-testid="product-name">
          {product.description}
        </span>
        <span className="rota-product-foot">
          <span className="rota-product-line">
            {product.code_erp} · {product.unit} · {categoryName}
          </span>
          <span className="rota-product-price">{price}</span>
        </span>
      </span>
    </button>
  );
});
