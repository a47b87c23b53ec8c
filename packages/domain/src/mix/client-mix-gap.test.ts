import { describe, expect, it } from 'vitest';
import type { SaleStatus } from '../sale/sale-status.schema.ts';
import { makeSale, makeSaleItem } from '../testing/fixtures.ts';
import { clientMixGap, mixGapWindow } from './client-mix-gap.ts';

const BREAD = '00000000-0000-4000-8000-0000000000b1';
const CHEESE = '00000000-0000-4000-8000-0000000000c1';
const COFFEE = '00000000-0000-4000-8000-0000000000f1';
// Friday 27 November 2026 in São Paulo: the current cycle is November; 90 days back is 29 August.
const WINDOW = mixGapWindow('2026-11-27');

const line = (id: number, product: string, quantity: number, unit_price = 150_000, discount = 0) =>
  makeSaleItem({
    id,
    product_uuid: product,
    code_erp_product: product.slice(-2),
    description: product === BREAD ? 'Pão francês' : product === CHEESE ? 'Queijo minas' : 'Café torrado',
    unit: product === CHEESE ? 'KG' : 'UN',
    quantity,
    unit_price,
    discount,
  });
const sale = (created_at: string, items: ReturnType<typeof line>[], status: SaleStatus = 'Processado') =>
  makeSale({ created_at, status, items });

describe('mixGapWindow (docs/domain.md "Mix gap")', () => {
  it('is this São Paulo month against the 90 days before today, the company’s days when it sets them', () => {
    expect(WINDOW).toEqual({ from: '2026-08-29', cycleStart: '2026-11-01', today: '2026-11-27' });
    expect(mixGapWindow('2026-03-01', 30)).toEqual({
      from: '2026-01-30',
      cycleStart: '2026-03-01',
      today: '2026-03-01',
    });
  });
});

describe('clientMixGap', () => {
  it('lists what the client bought in earlier cycles and not this one, with the last quantity and price paid', () => {
    const gap = clientMixGap(
      [
        sale('2026-09-10T14:00:00Z', [line(1, BREAD, 30, 140_000), line(2, COFFEE, 5)]),
        sale('2026-10-15T14:00:00Z', [line(1, BREAD, 24, 150_000, 360)]),
        // Bought back this month: not a gap.
        sale('2026-11-03T14:00:00Z', [line(1, COFFEE, 6)]),
      ],
      WINDOW,
    );
    expect(gap).toEqual([
      {
        product_uuid: BREAD,
        code_erp_product: 'b1',
        description: 'Pão francês',
        unit: 'UN',
        purchases: 2,
        lastSoldAt: '2026-10-15T14:00:00Z',
        lastSoldDay: '2026-10-15',
        lastQuantity: 24,
        lastUnitPrice: 150_000,
        lastDiscount: 360,
        lastPriceListUuid: null,
      },
    ]);
  });

  it('reaches back exactly the 90 days, and splits the cycles at São Paulo’s midnight', () => {
    const gap = clientMixGap(
      [
        // 28 August in São Paulo: one day too old.
        sale('2026-08-29T02:59:00Z', [line(1, COFFEE, 1)]),
        // 29 August, the window's first day.
        sale('2026-08-29T03:00:00Z', [line(1, BREAD, 1)]),
        // 31 October 23:30 in São Paulo (already 1 November in UTC): still an earlier cycle.
        sale('2026-11-01T02:30:00Z', [line(1, CHEESE, 1)]),
      ],
      WINDOW,
    );
    expect(gap.map((product) => product.product_uuid).sort()).toEqual([BREAD, CHEESE].sort());
    // 1 November 00:00 in São Paulo: the current cycle, the cheese is bought back.
    expect(
      clientMixGap(
        [
          sale('2026-11-01T02:30:00Z', [line(1, CHEESE, 1)]),
          sale('2026-11-01T03:00:00Z', [line(1, CHEESE, 1)]),
        ],
        WINDOW,
      ),
    ).toEqual([]);
  });

  it('sums a sale’s lines of a product exactly (measured goods) and counts that sale once', () => {
    const [cheese] = clientMixGap(
      [sale('2026-10-02T12:00:00Z', [line(2, CHEESE, 0.2, 420_000), line(1, CHEESE, 0.1, 400_000)])],
      WINDOW,
    );
    expect(cheese).toMatchObject({ purchases: 1, lastQuantity: 0.3, lastUnitPrice: 400_000 });
  });

  it('counts only sales the client made: no open cart, cancelled or failed order, in the gap or against it', () => {
    const gap = clientMixGap(
      [
        sale('2026-10-02T12:00:00Z', [line(1, BREAD, 1)], 'Cancelado'),
        sale('2026-10-02T12:00:00Z', [line(1, COFFEE, 1)], 'Aberto'),
        sale('2026-10-02T12:00:00Z', [line(1, CHEESE, 1)], 'Finalizado'),
        // A failed order this month does not take the cheese out of the gap.
        sale('2026-11-20T12:00:00Z', [line(1, CHEESE, 1)], 'Falha'),
      ],
      WINDOW,
    );
    expect(gap.map((product) => product.product_uuid)).toEqual([CHEESE]);
  });

  it('puts the most bought first, then the most recently bought', () => {
    const gap = clientMixGap(
      [
        sale('2026-09-01T12:00:00Z', [line(1, COFFEE, 1)]),
        sale('2026-09-08T12:00:00Z', [line(1, COFFEE, 1)]),
        sale('2026-09-20T12:00:00Z', [line(1, BREAD, 1)]),
        sale('2026-10-20T12:00:00Z', [line(1, CHEESE, 1)]),
      ],
      WINDOW,
    );
    expect(gap.map((product) => product.product_uuid)).toEqual([COFFEE, CHEESE, BREAD]);
  });
});
