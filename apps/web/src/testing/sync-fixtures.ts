import type { PriceList, Product } from '@rota/domain';

let sequence = 0;
/** A valid, unique v4 uuid for tests. */
export function testUuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${sequence.toString(16).padStart(12, '0')}`;
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    uuid: testUuid(),
    id: sequence,
    company_id: 1,
    description: `Pão Francês ${sequence}`,
    code_erp: `P${sequence}`,
    unit: 'UN',
    price: 10_000,
    category: '01',
    barcode: null,
    inative: 0,
    ...overrides,
  };
}

export function makePriceList(overrides: Partial<PriceList> = {}): PriceList {
  return {
    uuid: testUuid(),
    description: 'Tabela Varejo',
    code_erp: 'T01',
    code_erp_product: 'P001',
    price: 12_345,
    vigence_date: '2026-12-31',
    company_id: 1,
    inative: 0,
    ...overrides,
  };
}
