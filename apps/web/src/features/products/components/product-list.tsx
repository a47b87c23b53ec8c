import './product-list.css';
import { Paper } from '@mantine/core';
import type { Promotion } from '@rota/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useRef } from 'react';
import type { ProductRow as ProductRecord } from '#lib/db/my-pwa-db.ts';
import type { ProductListItem } from '../api/product-list-item.ts';
import { messages } from '../messages.ts';
import type { RowStock } from '../model/row-stock.ts';
import { ProductRow, ROW_HEIGHT, tableColumns } from './product-row.tsx';

interface ProductListProps {
  items: readonly ProductListItem[];
  /** The table with columns (desktop) rather than two-line rows. */
  wide: boolean;
  /** The sheet is open beside the table: the category column goes. */
  besideSheet: boolean;
  /** The product whose sheet is open, marked in the list. */
  currentUuid: string | null;
  onOpen: (uuid: string) => void;
  /** Changes when the filters change: the list goes back to its top. */
  resetKey: string;
  /** Shown instead of rows when there are none. */
  empty: ReactNode;
  /** Each product's stock when the company has stock from the ERP; absent: no stock shown. */
  stockOf?: ((product: ProductRecord) => RowStock | null) | undefined;
  /** Each product's promotions running today, by code. */
  promotionsOf: ReadonlyMap<string, Promotion[]>;
}

/**
 * The products, virtualised (`@tanstack/react-virtual`): only the rows in view (and a few around)
 * are in the DOM, so 50,000 products scroll and refilter like 50. Rows have a fixed height per
 * layout; the list is a `list` of `listitem`s with their position in the whole set.
 */
export const ProductList = memo(function ProductList({
  items,
  wide,
  besideSheet,
  currentUuid,
  onOpen,
  resetKey,
  empty,
  stockOf,
  promotionsOf,
}: ProductListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const withStock = stockOf !== undefined;
  const rowHeight = wide ? ROW_HEIGHT.wide : withStock ? ROW_HEIGHT.compactWithStock : ROW_HEIGHT.compact;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 6,
    initialRect: { width: 0, height: 800 },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter, not new data, scrolls back up.
  useEffect(() => {
    scroller.current?.scrollTo({ top: 0 });
  }, [resetKey]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the row height is the virtualizer's estimate.
  useEffect(() => virtualizer.measure(), [rowHeight]);

  return (
    <Paper
      withBorder
      radius="md"
      style={{
        display: 'flex',
        flexDirection: 'column',
        flex: 1,
        minWidth: 0,
        minHeight: 0,
        overflow: 'hidden',
      }}
    >
      {wide && items.length > 0 && (
        <div
          className="rota-product-list-header"
          style={{ gridTemplateColumns: tableColumns(besideSheet, withStock) }}
          aria-hidden
        >
          {(besideSheet
            ? withStock
              ? messages.columnsBesideSheetWithStock
              : messages.columnsBesideSheet
            : withStock
              ? messages.columnsWithStock
              : messages.columns
          ).map((title) => (
            <span key={title}>{title}</span>
          ))}
        </div>
      )}
      <div
        ref={scroller}
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        data-testid="product-list-scroller"
      >
        {items.length === 0 ? (
          empty
        ) : (
          <ul
            aria-label={messages.listLabel}
            style={{
              height: virtualizer.getTotalSize(),
              position: 'relative',
              margin: 0,
              padding: 0,
              listStyle: 'none',
            }}
          >
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              if (!item) return null;
              return (
                <li
                  key={item.product.uuid}
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  data-testid="product-row"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    transform: `translateY(${row.start}px)`,
                  }}
                >
                  <ProductRow
                    item={item}
                    wide={wide}
                    besideSheet={besideSheet}
                    current={item.product.uuid === currentUuid}
                    withStock={withStock}
                    stock={stockOf ? stockOf(item.product) : null}
                    promotions={promotionsOf.get(item.product.code_erp)}
                    onOpen={onOpen}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Paper>
  );
});
