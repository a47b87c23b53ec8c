import { Divider, Stack, Text } from '@mantine/core';
import { formatUnitPrice, type Promotion } from '@rota/domain';
import type { ReactNode } from 'react';
import type { ProductListItem } from '../api/product-list-item.ts';
import { useLastPricesPaid } from '../hooks/use-last-prices-paid.ts';
import { useProductPrices } from '../hooks/use-product-prices.ts';
import { useProductStock } from '../hooks/use-product-stock.ts';
import type { SaleClient } from '../hooks/use-sale-client.ts';
import { messages } from '../messages.ts';
import { CategoryTag } from './category-tag.tsx';
import { ProductLastPrices } from './product-last-prices.tsx';
import { ProductPriceLists } from './product-price-lists.tsx';
import { ProductPromotions } from './product-promotions.tsx';

interface ProductDetailsProps {
  item: ProductListItem;
  /** Its promotions running today. */
  promotions: readonly Promotion[] | undefined;
  /** canViewListPriceProduct: the price lists are shown. */
  canViewLists: boolean;
  /** The client the screen was opened for, whose last prices are shown (with canViewHistorySales). */
  client: SaleClient | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * What the sheet says about a product: its base price, unit, category, codes; its stock with what
 * this device's orders reserve and its age (when the ERP sends it); the promotions running today
 * that reach it; the price lists
 * offered today (§5, with canViewListPriceProduct); and, opened for a client, the last prices
 * that client paid for it.
 */
export function ProductDetails({ item, promotions, canViewLists, client }: ProductDetailsProps) {
  const { product, category } = item;
  const stock = useProductStock(product);
  const prices = useProductPrices(canViewLists ? product : undefined);
  const lastPrices = useLastPricesPaid(client?.uuid ?? null, product.uuid);
  return (
    <Stack gap="md" data-testid="product-details">
      <div>
        <Text size="xs" c="dimmed">
          {messages.basePrice}
        </Text>
        <Text
          size="xl"
          fw={700}
          data-testid="product-base-price"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatUnitPrice(product.price)}
        </Text>
      </div>
      <div className="rota-product-facts">
        <Fact label={messages.unit}>{product.unit}</Fact>
        <Fact label={messages.category}>
          <CategoryTag category={category} />
        </Fact>
        <Fact label={messages.code}>{product.code_erp}</Fact>
        <Fact label={messages.barcode}>{product.barcode ?? messages.noBarcode}</Fact>
      </div>
      {stock && (
        <Text size="sm" fw={500} c={stock.out ? 'red.7' : undefined} data-testid="product-stock-figures">
          {stock.text}
        </Text>
      )}
      {promotions && promotions.length > 0 && (
        <>
          <Divider />
          <ProductPromotions promotions={promotions} unit={product.unit} />
        </>
      )}
      {canViewLists && (
        <>
          <Divider />
          <ProductPriceLists offered={prices?.offered} />
        </>
      )}
      {client && (
        <>
          <Divider />
          <ProductLastPrices clientName={client.name} unit={product.unit} prices={lastPrices} />
        </>
      )}
    </Stack>
  );
}
