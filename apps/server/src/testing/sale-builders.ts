import { randomUUID } from 'node:crypto';
import type { SaleItem, SalePayment } from '@rota/domain';
import { eq } from 'drizzle-orm';
import { companyWrite } from '../db/company-write.ts';
import type { Database } from '../db/database.ts';
import { sales } from '../db/schema/index.ts';
import type { SaleBody } from '../modules/sales/sale-body-errors.ts';

/** Builders of valid sale bodies for server tests: override only what the test is about. */
export function buildSaleItem(overrides: Partial<SaleItem> = {}): SaleItem {
  return {
    uuid: randomUUID(),
    id: 1,
    product_uuid: randomUUID(),
    code_erp_product: 'P001',
    description: 'Pão Francês',
    unit: 'KG',
    quantity: 2,
    // R$ 1,5000 the unit: 2 units are R$ 3,00.
    unit_price: 15_000,
    discount: 0,
    price_list_uuid: null,
    ...overrides,
  };
}

export function buildSalePayment(overrides: Partial<SalePayment> = {}): SalePayment {
  return {
    formPayment: { id: 1, description: 'Boleto', code_erp: 'BOL' },
    conditionPayment: { id: 2, description: '30/60', code_erp: '3060' },
    form_payment_id: 1,
    condition_payment_id: 2,
    price: 0,
    ...overrides,
  };
}

/** A sale body as the device sends it, for the given company and seller. */
export function buildSale(
  owner: { company_id: number; seller_id: number },
  overrides: Partial<SaleBody> = {},
): SaleBody {
  const clientUuid = randomUUID();
  return {
    uuid: randomUUID(),
    company_id: owner.company_id,
    seller_id: owner.seller_id,
    client_uuid: clientUuid,
    client: { uuid: clientUuid, name: 'Padaria Pão Quente Ltda', code_erp: 'C001' },
    status: 'Aberto',
    items: [buildSaleItem()],
    payments: [buildSalePayment({ price: 300 })],
    created_at: '2026-11-22T12:30:00.000Z',
    code_erp: '',
    competence_at: null,
    pre_sale: false,
    reason_canceled: null,
    type: 'app',
    delivery_address: null,
    notes: null,
    failure_message: null,
    ...overrides,
  };
}

/** Moves a stored sale as the ERP would (in the company's write lock, so its version moves). */
export async function setSaleStatus(
  db: Database,
  companyId: number,
  uuid: string,
  changes: Partial<Pick<typeof sales.$inferInsert, 'status' | 'code_erp' | 'reason_canceled'>>,
): Promise<void> {
  await companyWrite(db, companyId, (tx) => tx.update(sales).set(changes).where(eq(sales.uuid, uuid)));
}
