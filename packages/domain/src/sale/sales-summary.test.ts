import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORM, makeSale, makeSaleItem } from '../testing/fixtures.ts';
import type { Sale } from './sale.schema.ts';
import { comparePeriods, saleDay, saleTotal, soldTotals, summarizeSales } from './sales-summary.ts';

const client = (uuid: string, name: string) => ({
  client_uuid: uuid,
  client: { uuid, name, code_erp: null },
});
const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const P1 = '00000000-0000-4000-8000-0000000000f1';
const P2 = '00000000-0000-4000-8000-0000000000f2';

/** A sale of `cents` (one line of 1 × the price) on a São Paulo day. */
function sale(cents: number, day: string, overrides: Partial<Sale> = {}): Sale {
  return makeSale({
    status: 'Finalizado',
    created_at: `${day}T10:00:00.000-03:00`,
    items: [
      makeSaleItem({ product_uuid: P1, description: 'Pão francês', quantity: 1, unit_price: cents * 100 }),
    ],
    payments: [
      {
        formPayment: FORM,
        conditionPayment: { id: 2, description: 'À vista', code_erp: 'AV' },
        form_payment_id: FORM.id,
        condition_payment_id: 2,
        price: cents,
      },
    ],
    ...client(A, 'Padaria Alfa'),
    ...overrides,
  });
}

const november = { from: '2026-11-01', to: '2026-11-24' };

describe('saleDay', () => {
  it('is the competence date when set, else the day made in São Paulo', () => {
    expect(saleDay({ competence_at: '2026-11-30', created_at: '2026-11-24T10:00:00.000Z' })).toBe(
      '2026-11-30',
    );
    // 01:00 UTC on the 25th is 22:00 on the 24th in São Paulo.
    expect(saleDay({ competence_at: null, created_at: '2026-11-25T01:00:00.000Z' })).toBe('2026-11-24');
  });
});

describe('summarizeSales', () => {
  it('totals sold sales only; byStatus also shows carts and cancellations', () => {
    const summary = summarizeSales(
      [
        sale(10_000, '2026-11-24'),
        sale(5_000, '2026-11-24', { status: 'Processado' }),
        sale(2_500, '2026-11-23', { status: 'Falha' }),
        sale(7_000, '2026-11-23', { status: 'Cancelado' }),
        sale(9_000, '2026-11-24', { status: 'Aberto' }),
        sale(99_999, '2026-10-31'),
      ],
      november,
    );
    expect(summary.count).toBe(3);
    expect(summary.total).toBe(17_500);
    expect(summary.byStatus).toEqual([
      { status: 'Aberto', count: 1, total: 9_000 },
      { status: 'Finalizado', count: 1, total: 10_000 },
      { status: 'Processado', count: 1, total: 5_000 },
      { status: 'Cancelado', count: 1, total: 7_000 },
      { status: 'Falha', count: 1, total: 2_500 },
    ]);
  });

  it('gives every day of the range, zeros included', () => {
    const summary = summarizeSales([sale(1_000, '2026-11-02')], { from: '2026-11-01', to: '2026-11-03' });
    expect(summary.byDay).toEqual([
      { date: '2026-11-01', count: 0, total: 0 },
      { date: '2026-11-02', count: 1, total: 1_000 },
      { date: '2026-11-03', count: 0, total: 0 },
    ]);
  });

  it('sums payment lines by form, and ranks clients and products by total, ties by name', () => {
    const pix = { id: 9, description: 'Pix', code_erp: 'PIX' };
    const withPix = sale(3_000, '2026-11-10', { ...client(B, 'Bar Beta') });
    withPix.payments = withPix.payments.map((line) => ({ ...line, formPayment: pix, form_payment_id: 9 }));
    const summary = summarizeSales(
      [
        sale(1_000, '2026-11-10'),
        sale(2_000, '2026-11-11', {
          items: [
            makeSaleItem({
              product_uuid: P2,
              description: 'Bolo',
              quantity: 2,
              unit_price: 1_000_000,
              discount: 18_000,
            }),
          ],
        }),
        withPix,
      ],
      november,
      { top: 1 },
    );
    expect(summary.byFormPayment).toEqual([
      { form: 'Boleto', count: 2, total: 3_000 },
      { form: 'Pix', count: 1, total: 3_000 },
    ]);
    // Padaria Alfa also bought R$ 30,00 (two sales): the tie goes to the name first in pt-BR order.
    expect(summary.topClients).toEqual([{ uuid: B, name: 'Bar Beta', count: 1, total: 3_000 }]);
    expect(summary.topProducts).toEqual([
      { product_uuid: P1, description: 'Pão francês', unit: 'UN', quantity: 2, total: 4_000 },
    ]);
  });

  it('adds weighed quantities of a product exactly (issue 22 §3)', () => {
    const kilos = (quantity: number, cents: number) =>
      sale(cents, '2026-11-10', {
        items: [
          makeSaleItem({
            product_uuid: P2,
            description: 'Queijo',
            unit: 'KG',
            quantity,
            unit_price: 129_900,
          }),
        ],
      });
    // 0,1 kg × R$ 12,99 = R$ 1,299 → R$ 1,30; 0,2 kg → R$ 2,598 → R$ 2,60; 2,5 kg → R$ 32,475 → R$ 32,48.
    const summary = summarizeSales([kilos(0.1, 130), kilos(0.2, 260), kilos(2.5, 3_248)], november);
    expect(summary.topProducts).toEqual([
      { product_uuid: P2, description: 'Queijo', unit: 'KG', quantity: 2.8, total: 3_638 },
    ]);
  });

  it('total is always the sum of byDay and of the sold statuses (property)', () => {
    const statuses = ['Aberto', 'Finalizado', 'Integrado', 'Processado', 'Cancelado', 'Falha'] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            cents: fc.integer({ min: 0, max: 1_000_000 }),
            day: fc.integer({ min: 1, max: 30 }),
            status: fc.constantFrom(...statuses),
          }),
          { maxLength: 30 },
        ),
        (rows) => {
          const sales = rows.map((row) =>
            sale(row.cents, `2026-11-${String(row.day).padStart(2, '0')}`, { status: row.status }),
          );
          const summary = summarizeSales(sales, november);
          expect(summary.byDay.reduce((sum, day) => sum + day.total, 0)).toBe(summary.total);
          expect(summary.total).toBe(soldTotals(sales, november).total);
        },
      ),
    );
  });
});

describe('comparePeriods', () => {
  it('compares this month so far with the same days of the last, in percent', () => {
    const sales = [sale(15_000, '2026-11-05'), sale(10_000, '2026-10-05'), sale(50_000, '2026-10-30')];
    expect(comparePeriods(sales, november, { from: '2026-10-01', to: '2026-10-24' })).toEqual({
      current: { count: 1, total: 15_000 },
      previous: { count: 1, total: 10_000 },
      changePercent: 50,
    });
  });
  it('has no percentage without a previous total', () => {
    expect(
      comparePeriods([sale(1_000, '2026-11-05')], november, { from: '2026-10-01', to: '2026-10-24' })
        .changePercent,
    ).toBeNull();
  });
  it('reads a sale’s total through the domain’s line rule', () => {
    expect(saleTotal(sale(1_234, '2026-11-05'))).toBe(1_234);
  });
});
