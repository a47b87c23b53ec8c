import type { Product } from '@rota/domain';
import { testUuid } from '@rota/domain/testing';

// Valid entities for tests come from the domain's builders; only products are added here.
export { makePriceList, testUuid } from '@rota/domain/testing';

let sequence = 0;

export function makeProduct(overrides: Partial<Product> = {}): Product {
  sequence += 1;
  return {
    uuid: testUuid(),
    id: sequence,
    company_id: 1,
    description: `Pão Francês ${sequence}`,
    code_erp: `P${sequence}`,
    unit: 'UN',
    quantity_decimals: null,
    price: 10_000,
    min_price: null,
    category: '01',
    barcode: null,
    inative: 0,
    ...overrides,
  };
}
