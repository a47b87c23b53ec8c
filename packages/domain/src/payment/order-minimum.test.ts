import { describe, expect, it } from 'vitest';
import { conditionReachable, orderMinimumMessages, orderMinimumShortfall } from './order-minimum.ts';

const days28 = { description: '28 dias', min_order_value: 50_000 };
const cash = { description: 'À vista', min_order_value: null };

describe('orderMinimumShortfall', () => {
  it('is met exactly at the minimum and short by one centavo below it', () => {
    expect(orderMinimumShortfall(50_000, [days28], null)).toBeNull();
    expect(orderMinimumShortfall(49_999, [days28], null)).toEqual({
      minimum: 50_000,
      condition: '28 dias',
      missing: 1,
    });
  });

  it("takes the largest minimum among the payments' conditions and the company's", () => {
    const company = 10_000;
    expect(orderMinimumShortfall(5_000, [cash], company)).toEqual({
      minimum: 10_000,
      condition: null,
      missing: 5_000,
    });
    expect(orderMinimumShortfall(46_250, [cash, days28], company)).toEqual({
      minimum: 50_000,
      condition: '28 dias',
      missing: 3_750,
    });
    // At the same value the condition names it: the seller can change the condition, not the company.
    expect(
      orderMinimumShortfall(100, [{ description: '7 dias', min_order_value: 10_000 }], company)?.condition,
    ).toBe('7 dias');
  });

  it('has no minimum without one set (null, absent or zero)', () => {
    expect(
      orderMinimumShortfall(1, [cash, { description: 'X' }, { description: 'Y', min_order_value: 0 }], null),
    ).toBeNull();
    expect(orderMinimumShortfall(0, [], 0)).toBeNull();
  });
});

describe('conditionReachable and the messages', () => {
  it("reads a condition's own minimum", () => {
    expect(conditionReachable(49_999, days28)).toBe(false);
    expect(conditionReachable(50_000, days28)).toBe(true);
    expect(conditionReachable(0, cash)).toBe(true);
  });

  it('says what is missing in pt-BR', () => {
    expect(orderMinimumMessages.shortfall({ minimum: 50_000, condition: '28 dias', missing: 3_750 })).toBe(
      'Faltam R$ 37,50 para o mínimo de R$ 500,00 da condição 28 dias',
    );
    expect(orderMinimumMessages.shortfall({ minimum: 10_000, condition: null, missing: 5_000 })).toBe(
      'Faltam R$ 50,00 para o pedido mínimo de R$ 100,00 da empresa',
    );
    expect(orderMinimumMessages.conditionMinimum(50_000)).toBe('pedido mínimo R$ 500,00');
  });
});
