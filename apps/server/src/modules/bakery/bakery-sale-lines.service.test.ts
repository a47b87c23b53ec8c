import { describe, expect, it } from 'vitest';
import { bakeryChanged, bakeryLinesOf, defaultDeliveryDate } from './bakery-sale-lines.service.ts';

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

  it('makes one line per item with a bakery category, on the ERP’s day and driver when it sent them', () => {
    const sale = {
      uuid: '00000000-0000-4000-8000-000000000001',
      company_id: 7,
      client: null,
      competence_at: '2026-11-30',
      received_at: new Date('2026-11-29T12:00:00Z'),
    };
    const item = (uuid: string, category: string | null) => ({
      uuid,
      code_erp_product: 'P001',
      description: 'Pão francês',
      unit: 'UN',
      quantity: 40,
      category,
    });
    const items = [item('i-1', ' 1'), item('i-2', null), item('i-3', '99'), item('i-4', '02')];

    const lines = bakeryLinesOf(sale, items, null);
    // ' 1' is the panel's '01'; no category, or one the bakery does not know, makes no line.
    expect(lines.map((line) => [line.sale_item_uuid, line.category])).toEqual([
      ['i-1', '01'],
      ['i-4', '02'],
    ]);
    expect(lines[0]).toMatchObject({
      company_id: 7,
      sale_uuid: sale.uuid,
      delivery_date: '2026-12-01',
      client_name: 'Cliente não informado',
      code_erp_client: null,
      driver_name: null,
      delivery_order: null,
    });

    const delivered = bakeryLinesOf(
      { ...sale, client: { uuid: 'c-9', name: 'Padaria Sol', code_erp: 'C9' } },
      items,
      {
        delivery_date: '2026-12-03',
        driver_name: 'Marcos Pereira',
        delivery_order: 2,
      },
    );
    expect(delivered[0]).toMatchObject({
      delivery_date: '2026-12-03',
      client_name: 'Padaria Sol',
      code_erp_client: 'C9',
      driver_name: 'Marcos Pereira',
      delivery_order: 2,
    });
  });
});
