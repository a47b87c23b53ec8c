import type { BakeryItem } from '@rota/domain';

/** A bakery line of 2026-11-24 (a valid `bakeryItemSchema`), nothing done yet. */
export function makeBakeryItem(overrides: Partial<BakeryItem> = {}): BakeryItem {
  return {
    id: 1,
    company_id: 1,
    sale_uuid: '3b0b8f9e-3f0a-4f59-9a35-0c1c2f1a5b01',
    delivery_date: '2026-11-24',
    client_name: 'Mercado Bom Preço',
    code_erp_client: 'C1',
    code_erp_product: 'P1',
    description: 'Pão Francês',
    category: '01',
    unit: 'UN',
    quantity: 100,
    driver_name: 'Carlos',
    delivery_order: 1,
    produced: 0,
    separated: 0,
    delivered: 0,
    production_at: null,
    production_by: null,
    separation_at: null,
    separation_by: null,
    delivery_at: null,
    delivery_by: null,
    received_by: null,
    short_reason: null,
    short_note: null,
    ...overrides,
  };
}
