import { Chip, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useMemo } from 'react';
import { useCan } from '#lib/auth/index.ts';
import { useFillHeight } from '#ui/use-fill-height.ts';
import { useProductList } from '../hooks/use-product-list.ts';
import { useProductSheet } from '../hooks/use-product-sheet.ts';
import { useRowStock } from '../hooks/use-row-stock.ts';
import { useSaleClient } from '../hooks/use-sale-client.ts';
import { messages } from '../messages.ts';
import { ProductCounters } from './product-counters.tsx';
import { ProductFilters } from './product-filters.tsx';
import { ProductList } from './product-list.tsx';
import { ProductListEmpty } from './product-list-empty.tsx';
import { ProductSheet } from './product-sheet.tsx';
import { SaleClientNote } from './sale-client-note.tsx';

/** Mantine's `md` breakpoint: the table with columns, the category select, the sheet beside it. */
const WIDE_SCREEN = '(min-width: 62em)';

/**
 * "Produtos" (route `products`, §2 /admin/products): the company's active products (§5),
 * searchable by description, code or barcode, filtered by bakery category and to the products a
 * promotion reaches today ("Promoções", each such row with its badge), in a virtualised
 * list; a product opens its sheet (`?product=`) with its price lists offered today
 * (canViewListPriceProduct) and, when the screen was opened for a client (`?client=`), what that
 * client last paid for it (canViewHistorySales). With stock from the ERP, each row and the sheet
 * show it with its age, less what this device's orders on their way reserve. On a phone the list fills the screen under the
 * filters and the sheet comes up from the bottom; on a wide screen the list is a table and the
 * sheet a panel beside it.
 */
export function ProductListPage() {
  const list = useProductList();
  const sheet = useProductSheet();
  const saleClient = useSaleClient();
  const canViewLists = useCan('canViewListPriceProduct');
  const canViewHistory = useCan('canViewHistorySales');
  const stockOf = useRowStock();
  const wide = useMediaQuery(WIDE_SCREEN, false, { getInitialValueInEffect: false }) ?? false;
  const [fillRef, fillStyle] = useFillHeight();
  const { shown, filters, actions, emptyReason, promotionsOf } = list;
  const loaded = shown !== undefined;
  const resetKey = `${filters.category}|${filters.query}|${filters.promoted}`;

  const openSheet = sheet.open;
  // Enter in the search (a barcode reader's last key): one product found opens it.
  const onSubmit = useCallback(() => {
    const only = shown?.length === 1 ? shown[0] : undefined;
    if (only) openSheet(only.product.uuid);
  }, [shown, openSheet]);

  const inCategory = filters.category !== null;
  // The query only matters to the empty state of a search: kept between keystrokes otherwise.
  const emptyQuery = emptyReason === 'search' ? filters.query : '';
  const empty = useMemo(
    () =>
      loaded && emptyReason ? (
        <ProductListEmpty
          reason={emptyReason}
          query={emptyQuery}
          inCategory={inCategory}
          onClearSearch={() => actions.setQuery('')}
          onAllCategories={() => actions.setCategory(null)}
          onAllProducts={() => actions.setPromoted(false)}
        />
      ) : (
        <Text c="dimmed" p="md">
          {messages.loading}
        </Text>
      ),
    [loaded, emptyReason, emptyQuery, inCategory, actions],
  );

  const sheetItem = useMemo(
    () =>
      sheet.productUuid ? (list.all?.find((item) => item.product.uuid === sheet.productUuid) ?? null) : null,
    [list.all, sheet.productUuid],
  );
  const sheetOpen = sheet.productUuid !== null && list.all !== undefined;

  return (
    <Stack gap="sm">
      {saleClient && <SaleClientNote client={saleClient} />}
      <ProductFilters
        filters={filters}
        actions={actions}
        categories={list.categories}
        wide={wide}
        onSubmit={onSubmit}
      />
      <Group justify="space-between" gap="xs" mih={24}>
        {shown ? <ProductCounters products={shown.length} /> : <Text size="sm">{messages.loading}</Text>}
        {(promotionsOf.size > 0 || filters.promoted) && (
          <Chip
            size="sm"
            color="red.9"
            checked={filters.promoted}
            onChange={actions.setPromoted}
            title={messages.promotionsFilterHint}
            data-testid="products-promotions-filter"
          >
            {messages.promotionsFilter} ({promotionsOf.size})
          </Chip>
        )}
      </Group>
      <div ref={fillRef} style={{ ...fillStyle, display: 'flex', gap: 'var(--mantine-spacing-sm)' }}>
        <div style={{ display: 'flex', flex: 1, minWidth: 0 }}>
          <ProductList
            items={shown ?? []}
            wide={wide}
            besideSheet={wide && sheetOpen}
            currentUuid={sheet.productUuid}
            onOpen={openSheet}
            resetKey={resetKey}
            empty={empty}
            stockOf={stockOf}
            promotionsOf={promotionsOf}
          />
        </div>
        {sheetOpen && (
          <ProductSheet
            item={sheetItem}
            promotions={sheetItem ? promotionsOf.get(sheetItem.product.code_erp) : undefined}
            wide={wide}
            canViewLists={canViewLists}
            client={canViewHistory ? saleClient : null}
            onClose={sheet.close}
          />
        )}
      </div>
    </Stack>
  );
}
