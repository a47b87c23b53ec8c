import { describe, expect, it } from 'vitest';
import { bakeryChanged, defaultDeliveryDate } from './bakery-sale-lines.service.ts';

describe('bakery lines of a sale', () => {
  it('delivers the day after the competence date, else after the São Paulo day the sale arrived', () => {
    const arrived = new Date('2026-11-23T02:30:00Z'); // 22/11 23:30 in São Paulo
    expect(defaultDeliveryDate({ competence_at: '2026-11-30', received_at: arrived })).toBe('2026-12-01');
    expect(defaultDeliveryDate({ competence_at: null, received_at: arrived })).toBe('2026-11-23');
    expect(defaultDeliveryDate({ competence_at: null, received_at: new Date('2026-11-23T03:00:00Z') })).toBe(
      '2026-11-24',
    );
  });

  it('announces each changed line once with its days in order, and nothing when none changed', () => {
    expect(bakeryChanged(7, [])).toBeNull();
    expect(
      bakeryChanged(7, [
        { id: 3, delivery_date: '2026-11-24' },
        { id: 1, delivery_date: '2026-11-23' },
        { id: 3, delivery_date: '2026-11-23' },
      ]),
    ).toEqual({
      type: 'bakery.changed',
      company_id: 7,
      seller_id: null,
      delivery_dates: ['2026-11-23', '2026-11-24'],
      ids: [3, 1],
    });
  });
});
