import { describe, expect, it } from 'vitest';
import { makeSale, makeSaleItem } from '../testing/fixtures.ts';
import { productStockSchema } from './product-stock.schema.ts';
import {
  type StockFigures,
  stockAvailable,
  stockMessages,
  stockReserved,
  stockShortfalls,
} from './stock-check.ts';

const BREAD = '00000000-0000-4000-8000-0000000000b1';
const CHEESE = '00000000-0000-4000-8000-0000000000c1';
const NOW = new Date('2026-11-28T15:00:00Z');
const TWO_HOURS_AGO = '2026-11-28T13:00:00Z';

const bread = (id: number, quantity: number) =>
  makeSaleItem({ id, product_uuid: BREAD, description: 'Pão francês', unit: 'UN', quantity });
const cheese = (id: number, quantity: number) =>
  makeSaleItem({ id, product_uuid: CHEESE, description: 'Queijo minas', unit: 'KG', quantity });
const figures = (quantity: number, reserved = 0): StockFigures => ({
  quantity,
  reserved,
  counted_at: TWO_HOURS_AGO,
});

describe('stockReserved (docs/domain.md "Stock")', () => {
  it('sums what finished and failed orders take, leaving out open carts, integrated orders and this one', () => {
    const sales = [
      makeSale({
        uuid: '00000000-0000-4000-8000-000000000001',
        status: 'Finalizado',
        items: [bread(1, 20), cheese(2, 0.1)],
      }),
      makeSale({
        uuid: '00000000-0000-4000-8000-000000000002',
        status: 'Falha',
        items: [bread(1, 10), cheese(2, 0.2)],
      }),
      makeSale({ uuid: '00000000-0000-4000-8000-000000000003', status: 'Integrado', items: [bread(1, 500)] }),
      makeSale({ uuid: '00000000-0000-4000-8000-000000000004', status: 'Aberto', items: [bread(1, 500)] }),
      makeSale({ uuid: '00000000-0000-4000-8000-000000000005', status: 'Finalizado', items: [bread(1, 7)] }),
    ];
    const reserved = stockReserved(sales, '00000000-0000-4000-8000-000000000005');
    expect(reserved.get(BREAD)).toBe(30);
    // Measured goods sum exactly: 0,1 kg + 0,2 kg is 0,3 kg, not 0.30000000000000004.
    expect(reserved.get(CHEESE)).toBe(0.3);
  });
});

describe('stockShortfalls', () => {
  it('lets an order use the stock up exactly, and holds the smallest unit over it', () => {
    const byProduct = new Map([[BREAD, figures(120, 30)]]);
    expect(stockAvailable(figures(120, 30))).toBe(90);
    expect(stockShortfalls([bread(1, 90)], byProduct)).toEqual([]);
    expect(stockShortfalls([bread(1, 91)], byProduct)).toEqual([
      {
        product_uuid: BREAD,
        item_id: 1,
        description: 'Pão francês',
        unit: 'UN',
        ordered: 91,
        available: 90,
        missing: 1,
        figures: figures(120, 30),
      },
    ]);
  });

  it('weighs measured goods in thousandths: 2,5 kg of 2,5 kg is enough, 2,501 kg is not', () => {
    const byProduct = new Map([[CHEESE, figures(2.7, 0.2)]]);
    expect(stockShortfalls([cheese(1, 2.5)], byProduct)).toEqual([]);
    const [short] = stockShortfalls([cheese(1, 2.501)], byProduct);
    expect(short?.missing).toBe(0.001);
  });

  it('sums a product’s lines and names its first line; a product without stock from the ERP is not controlled', () => {
    const byProduct = new Map([[BREAD, figures(50)]]);
    const shortfalls = stockShortfalls([cheese(1, 999), bread(4, 30), bread(2, 30)], byProduct);
    expect(shortfalls.map(({ item_id, ordered, missing }) => ({ item_id, ordered, missing }))).toEqual([
      { item_id: 2, ordered: 60, missing: 10 },
    ]);
  });

  it('holds any order of a product at zero or negative stock', () => {
    expect(stockShortfalls([bread(1, 1)], new Map([[BREAD, figures(0)]]))).toHaveLength(1);
    // Below zero the order lacks what it asks, not more.
    expect(stockShortfalls([bread(1, 1)], new Map([[BREAD, figures(-5)]]))[0]?.missing).toBe(1);
  });
});

describe('stockMessages', () => {
  it('shows the stock, its age and what this device’s orders reserve, as the issue words it; the server’s sentence keeps the time it was counted', () => {
    expect(stockMessages.figures(figures(120), 'UN', 'device', NOW)).toBe('Estoque: 120 UN · há 2 h');
    expect(stockMessages.figures(figures(120, 30), 'UN', 'device', NOW)).toBe(
      'Estoque: 90 UN (120 UN − 30 UN reservados neste aparelho) · há 2 h',
    );
    expect(stockMessages.figures(figures(12.5, 0.25), 'KG', 'company', NOW)).toBe(
      'Estoque: 12,25 kg (12,5 kg − 0,25 kg reservados em pedidos não integrados) · contado em 28/11/2026 10:00',
    );
  });

  it('fits a list row with what is left and its age', () => {
    expect(stockMessages.available(figures(120, 30), 'UN', NOW)).toBe('90 UN · há 2 h');
  });

  it('says “falta” below two units and “faltam” from two', () => {
    const shortBy = (ordered: number) => {
      const [short] = stockShortfalls([cheese(1, ordered)], new Map([[CHEESE, figures(1)]]));
      if (!short) throw new Error('expected a shortfall');
      return stockMessages.short(short, 'device', NOW);
    };
    expect(shortBy(1.5)).toContain('pedido de 1,5 kg, falta 0,5 kg —');
    expect(shortBy(2.999)).toContain('falta 1,999 kg —');
    expect(shortBy(3)).toContain('faltam 2 kg —');
  });

  it('says which line asks how much more than the stock', () => {
    const [short] = stockShortfalls([bread(2, 150)], new Map([[BREAD, figures(120, 30)]]));
    if (!short) throw new Error('expected a shortfall');
    expect(stockMessages.short(short, 'company', NOW)).toBe(
      'Item 2 (Pão francês): pedido de 150 UN, faltam 60 UN — Estoque: 90 UN (120 UN − 30 UN reservados em pedidos não integrados) · contado em 28/11/2026 10:00',
    );
  });
});

describe('productStockSchema', () => {
  const row = {
    uuid: '00000000-0000-4000-8000-0000000000f1',
    company_id: 1,
    code_erp_product: 'P1',
    quantity: 120,
    counted_at: TWO_HOURS_AGO,
  };

  it('takes a negative stock and three decimals, and refuses a fourth', () => {
    expect(productStockSchema.safeParse({ ...row, quantity: -5 }).success).toBe(true);
    expect(productStockSchema.safeParse({ ...row, quantity: 2.375 }).success).toBe(true);
    const fourth = productStockSchema.safeParse({ ...row, quantity: 2.3751 });
    expect(fourth.success).toBe(false);
    expect(fourth.error?.issues[0]?.message).toBe(
      'Informe o estoque com até 3 casas decimais, entre -999.999.999 e 999.999.999',
    );
  });
});
