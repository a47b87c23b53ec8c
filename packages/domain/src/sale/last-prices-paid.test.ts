import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeSale, makeSaleItem } from '../testing/fixtures.ts';
import { isPaidSaleStatus, lastPricesPaid } from './last-prices-paid.ts';
import { SALE_STATUSES } from './sale-status.schema.ts';

const BREAD = '00000000-0000-4000-8000-0000000b0001';
const CAKE = '00000000-0000-4000-8000-0000000b0002';

const sale = (created_at: string, items: ReturnType<typeof makeSaleItem>[], status = 'Processado' as const) =>
  makeSale({ created_at, items, status });

describe('lastPricesPaid', () => {
  it('lists the times the product was sold, newest first, with quantity, unit price and discount', () => {
    const sales = [
      sale('2026-10-01T10:00:00-03:00', [
        makeSaleItem({ product_uuid: BREAD, quantity: 10, unit_price: 9_000 }),
      ]),
      sale('2026-11-20T10:00:00-03:00', [
        makeSaleItem({ product_uuid: CAKE }),
        makeSaleItem({ id: 2, product_uuid: BREAD, quantity: 12, unit_price: 9_500, discount: 300 }),
      ]),
      sale('2026-11-02T10:00:00-03:00', [makeSaleItem({ product_uuid: CAKE })]),
    ];
    const prices = lastPricesPaid(sales, BREAD, 5);
    expect(
      prices.map(({ soldAt, quantity, unitPrice, discount }) => [soldAt, quantity, unitPrice, discount]),
    ).toEqual([
      ['2026-11-20T10:00:00-03:00', 12, 9_500, 300],
      ['2026-10-01T10:00:00-03:00', 10, 9_000, 0],
    ]);
    expect(prices[0]?.saleUuid).toBe(sales[1]?.uuid);
  });

  it('keeps at most `limit`, the newest', () => {
    const sales = Array.from({ length: 8 }, (_, day) =>
      sale(`2026-11-${String(day + 10).padStart(2, '0')}T09:00:00-03:00`, [
        makeSaleItem({ product_uuid: BREAD, quantity: day + 1 }),
      ]),
    );
    expect(lastPricesPaid(sales, BREAD, 5).map((price) => price.quantity)).toEqual([8, 7, 6, 5, 4]);
    expect(lastPricesPaid(sales, BREAD, 0)).toEqual([]);
  });

  it('orders by the instant, whatever offset the text carries', () => {
    const utc = sale('2026-11-20T12:30:00Z', [makeSaleItem({ product_uuid: BREAD, quantity: 1 })]);
    const local = sale('2026-11-20T10:00:00-03:00', [makeSaleItem({ product_uuid: BREAD, quantity: 2 })]);
    // 10:00 in São Paulo is 13:00 UTC: later than 12:30 UTC, though its text sorts first.
    expect(lastPricesPaid([utc, local], BREAD, 5).map((price) => price.quantity)).toEqual([2, 1]);
  });

  it('counts only sales the client made: not open carts, cancelled or failed ones', () => {
    expect(SALE_STATUSES.filter(isPaidSaleStatus)).toEqual(['Finalizado', 'Integrado', 'Processado']);
    const sales = SALE_STATUSES.map((status, index) =>
      makeSale({
        status,
        created_at: `2026-11-${String(index + 10)}T09:00:00-03:00`,
        items: [makeSaleItem({ product_uuid: BREAD, quantity: index + 1 })],
      }),
    );
    expect(lastPricesPaid(sales, BREAD, 10).map((price) => price.quantity)).toEqual([5, 4, 3]);
  });

  it('property: newest first, at most the limit, every entry of the product in a paid sale', () => {
    const line = fc.record({
      product: fc.constantFrom(BREAD, CAKE),
      quantity: fc.integer({ min: 1, max: 1_000 }),
    });
    const sales = fc.array(
      fc.record({
        minutes: fc.integer({ min: 0, max: 500_000 }),
        status: fc.constantFrom(...SALE_STATUSES),
        lines: fc.array(line, { minLength: 1, maxLength: 4 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(sales, fc.integer({ min: 0, max: 12 }), (drawn, limit) => {
        const built = drawn.map(({ minutes, status, lines }) =>
          makeSale({
            status,
            created_at: new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString(),
            items: lines.map((entry, index) =>
              makeSaleItem({ id: index + 1, product_uuid: entry.product, quantity: entry.quantity }),
            ),
          }),
        );
        const prices = lastPricesPaid(built, BREAD, limit);
        const expected = drawn
          .filter((entry) => isPaidSaleStatus(entry.status))
          .reduce((count, entry) => count + entry.lines.filter((l) => l.product === BREAD).length, 0);
        expect(prices.length).toBe(Math.min(limit, expected));
        const times = prices.map((price) => Date.parse(price.soldAt));
        expect(times).toEqual([...times].sort((a, b) => b - a));
      }),
    );
  });
});
