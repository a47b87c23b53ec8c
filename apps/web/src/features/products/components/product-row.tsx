import { formatUnitPrice, type Promotion } from '@rota/domain';
import { memo } from 'react';
import type { ProductListItem } from '../api/product-list-item.ts';
import { messages } from '../messages.ts';
import type { RowStock } from '../model/row-stock.ts';

/**
 * Height of a row: the description on up to two lines over the details on a phone (and the stock
 * under them when the ERP sends it), beside them in the table.
 */
export const ROW_HEIGHT = { compact: 78, compactWithStock: 96, wide: 48 } as const;

/**
 * The table's columns: description, code, unit, category, stock (when the ERP sends it), base
 * price; beside the open sheet the category goes (its colour stays on the row's edge), so the
 * description keeps its room.
 */
export const TABLE_COLUMNS = {
  full: 'minmax(0, 1fr) 100px 44px minmax(0, 160px) 120px',
  besideSheet: 'minmax(0, 1fr) 90px 40px 120px',
  fullWithStock: 'minmax(0, 1fr) 100px 44px minmax(0, 160px) 150px 120px',
  besideSheetWithStock: 'minmax(0, 1fr) 90px 40px 140px 120px',
} as const;

/** The table's columns for a layout. */
export function tableColumns(besideSheet: boolean, withStock: boolean): string {
  if (besideSheet) return withStock ? TABLE_COLUMNS.besideSheetWithStock : TABLE_COLUMNS.besideSheet;
  return withStock ? TABLE_COLUMNS.fullWithStock : TABLE_COLUMNS.full;
}

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
  /** The company has stock from the ERP: the row has its stock line or column. */
  withStock: boolean;
  /** This product's stock; null when the ERP sends none for it. */
  stock: RowStock | null;
  /** The promotions running today that reach it (none: no badge). */
  promotions: readonly Promotion[] | undefined;
  onOpen: (uuid: string) => void;
}

/** "Promoção" beside a promoted product, its promotions' names on hover. */
function PromotionBadge({ promotions }: { promotions: readonly Promotion[] | undefined }) {
  if (!promotions || promotions.length === 0) return null;
  return (
    <span
      className="rota-product-promo"
      title={promotions.map((promotion) => promotion.name).join(' · ')}
      data-testid="product-promotion"
    >
      {messages.promotionBadge}
    </span>
  );
}

function StockText({ stock, prefix }: { stock: RowStock | null; prefix: string }) {
  return (
    <span className="rota-product-stock" data-out={stock?.out || undefined} data-testid="product-stock">
      {stock ? `${prefix}${stock.text}` : `${prefix}${messages.noStock}`}
    </span>
  );
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
  withStock,
  stock,
  promotions,
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
          style={{ gridTemplateColumns: tableColumns(besideSheet, withStock) }}
        >
          {/* Two lines here too: on a tablet the name's column is narrow, and "Açaí com banana…"
              three times cannot be told apart ("balde 10 L", "copo 500 ml"). */}
          <span className="rota-product-cell rota-product-name-cell">
            <PromotionBadge promotions={promotions} />
            <span className="rota-product-name rota-product-name--two-lines" data-testid="product-name">
              {product.description}
            </span>
          </span>
          <span className="rota-product-cell">{product.code_erp}</span>
          <span className="rota-product-cell">{product.unit}</span>
          {!besideSheet && <span className="rota-product-cell">{categoryName}</span>}
          {withStock && (
            <span className="rota-product-cell">
              <StockText stock={stock} prefix="" />
            </span>
          )}
          <span className="rota-product-cell rota-product-cell--number rota-product-price">{price}</span>
        </span>
      </button>
    );
  }

  return (
    <button
      type="button"
      className="rota-product-row"
      style={{ height: withStock ? ROW_HEIGHT.compactWithStock : ROW_HEIGHT.compact }}
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
          <PromotionBadge promotions={promotions} />
          <span className="rota-product-price">{price}</span>
        </span>
        {withStock && <StockText stock={stock} prefix={messages.stockPrefix} />}
      </span>
    </button>
  );
});
