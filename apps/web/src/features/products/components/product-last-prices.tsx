import { Text, Title } from '@mantine/core';
import {
  formatDate,
  formatMoney,
  formatQuantityWithUnit,
  formatUnitPrice,
  type PricePaid,
} from '@rota/domain';
import { useId } from 'react';
import { messages } from '../messages.ts';

interface ProductLastPricesProps {
  clientName: string | null;
  /** The product's unit, shown beside each quantity ("2,5 kg"). */
  unit: string;
  prices: readonly PricePaid[] | undefined;
}

/** The last times the client bought the product: date, quantity, unit price and the line's discount. */
export function ProductLastPrices({ clientName, unit, prices }: ProductLastPricesProps) {
  const titleId = useId();
  const [date, quantity, unitPrice, discount] = messages.lastPricesColumns;
  return (
    <section aria-labelledby={titleId} data-testid="product-last-prices">
      <Title order={3} size="h5" id={titleId} mb={6}>
        {messages.lastPrices(clientName ?? messages.unknownClient)}
      </Title>
      {prices === undefined ? (
        <Text size="sm" c="dimmed">
          {messages.loading}
        </Text>
      ) : prices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.noLastPrices}
        </Text>
      ) : (
        <table className="rota-product-table" aria-label={messages.lastPricesLabel}>
          <thead>
            <tr>
              <th>{date}</th>
              <th className="rota-product-table-number">{quantity}</th>
              <th className="rota-product-table-number">{unitPrice}</th>
              <th className="rota-product-table-number">{discount}</th>
            </tr>
          </thead>
          <tbody>
            {prices.map((price) => (
              <tr key={price.itemUuid} data-testid="product-last-price">
                <td>{formatDate(price.soldAt)}</td>
                <td className="rota-product-table-number">{formatQuantityWithUnit(price.quantity, unit)}</td>
                <td className="rota-product-table-number">{formatUnitPrice(price.unitPrice)}</td>
                <td className="rota-product-table-number">
                  {price.discount > 0 ? formatMoney(price.discount) : messages.noDiscount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
