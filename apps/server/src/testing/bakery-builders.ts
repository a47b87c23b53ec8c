import { randomUUID } from 'node:crypto';
import { api, INTEGRATION_BASE, integration, type SaleStatusUpdate } from '@rota/contract';
import {
  type BakeryDeliveryStamp,
  type BakeryItem,
  type BakeryStage,
  type SaleItem,
  SELLER_PERMISSIONS,
} from '@rota/domain';
import { and, eq } from 'drizzle-orm';
import { companyWrite } from '../db/company-write.ts';
import { products } from '../db/schema/index.ts';
import type { SaleBody } from '../modules/sales/sale-body.ts';
import { createSaleFixture, type FixtureProductCode, type SaleFixture } from './sale-builders.ts';
import { addSeller, createTenant, login, type TestTenant } from './tenant.ts';
import { type CallBody, type CallResult, callApi, type TestApp } from './test-app.ts';

/**
 * A company with a bakery: the seller (who also may open the bakery area), a baker with only
 * `canAccessBakery` (named "Vendedor PADARIA"), a seller without it, two active drivers and a
 * retired one, and the sale fixture's products in bakery categories — P001 Pão Francês '01'
 * (produced), P002 Café '02' (bought in, separated only), P009 Bolo de Fubá '11' (confectionery);
 * P003 Leite has no category, so it never reaches the bakery.
 */
export interface TestBakery {
  tenant: TestTenant;
  fx: SaleFixture;
  /** The seller's session (sales, and the bakery area). */
  sellerToken: string;
  /** The baker's session. */
  bakerToken: string;
  bakerName: string;
  /** A seller of the company without `canAccessBakery`. */
  plainToken: string;
  /** Posts a sale (Finalizado on 22/11/2026 unless overridden) of these lines, paid in full. */
  sell(
    lines: { code: FixtureProductCode; quantity: number }[],
    overrides?: Partial<SaleBody>,
  ): Promise<SaleBody>;
  /** The ERP's move of a sale. */
  erpStatus(uuid: string, body: SaleStatusUpdate): Promise<CallResult>;
}

let sequence = 0;

export async function createBakery(app: TestApp): Promise<TestBakery> {
  sequence += 1;
  const tenant = await createTenant(app, { permissions: [...SELLER_PERMISSIONS, 'canAccessBakery'] });
  const companyId = tenant.company.id;
  const sellerToken = await login(app, companyId, tenant.accessToken, `celular-padaria-${sequence}`);
  const baker = await addSeller(app, tenant, ['canAccessBakery'], 'PADARIA');
  const bakerToken = await login(app, companyId, baker.accessToken, `tablet-padaria-${sequence}`);
  const plain = await addSeller(app, tenant, SELLER_PERMISSIONS, 'SO-VENDAS');
  const plainToken = await login(app, companyId, plain.accessToken, `celular-vendas-${sequence}`);
  const fx = await createSaleFixture(app.db, {
    company_id: companyId,
    seller_id: tenant.seller.id,
    seller_code: tenant.seller.code_erp,
  });
  const categories: Record<string, string | null> = { P001: '01', P002: '02', P003: null, P009: '11' };
  await companyWrite(app.db, companyId, async (tx) => {
    for (const [code, category] of Object.entries(categories))
      await tx
        .update(products)
        .set({ category })
        .where(and(eq(products.company_id, companyId), eq(products.code_erp, code)));
  });
  const drivers = await callApi(
    app.baseUrl,
    integration.measurements.drivers,
    {
      token: tenant.integrationKey,
      body: {
        rows: [
          { code_erp: 'MOT01', name: 'Roberto Alves' },
          { code_erp: 'MOT02', name: 'Marcos Pereira' },
          { code_erp: 'MOT09', name: 'Jorge Teixeira', inative: 1 },
        ],
      },
    },
    INTEGRATION_BASE,
  );
  if (drivers.status !== 200) throw new Error(`motoristas: ${JSON.stringify(drivers.body)}`);

  const sell: TestBakery['sell'] = async (lines, overrides = {}) => {
    const items: SaleItem[] = lines.map((line, index) =>
      fx.item({ id: index + 1, code_erp_product: line.code, quantity: line.quantity }),
    );
    const total = items.reduce((sum, item) => sum + Math.round((item.unit_price * item.quantity) / 100), 0);
    const body = fx.sale({
      status: 'Finalizado',
      competence_at: '2026-11-22',
      items,
      payments: [fx.payment({ price: total })],
      ...overrides,
    });
    const answer = await callApi(app.baseUrl, api.sales.create, { token: sellerToken, body });
    if (answer.status !== 200) throw new Error(`venda: ${answer.status} ${JSON.stringify(answer.body)}`);
    return body;
  };
  const erpStatus: TestBakery['erpStatus'] = (uuid, body) =>
    callApi(
      app.baseUrl,
      integration.sales.status,
      { token: tenant.integrationKey, params: { uuid }, body },
      INTEGRATION_BASE,
    );
  return {
    tenant,
    fx,
    sellerToken,
    bakerToken,
    bakerName: 'Vendedor PADARIA',
    plainToken,
    sell,
    erpStatus,
  };
}

/** The line of `lines` for a product code (throws when absent, so a test reads plainly). */
export function lineOf(lines: readonly BakeryItem[], code: string): BakeryItem {
  const line = lines.find((candidate) => candidate.code_erp_product === code);
  if (!line) throw new Error(`linha ${code} não encontrada`);
  return line;
}

const stampCalls = {
  production: api.bakery.productionAt,
  separation: api.bakery.separationAt,
  delivery: api.bakery.deliveryAt,
} as const;

/**
 * `PUT bakery/<stage>-at` with a stamp (a fresh uuid unless the body names one); a delivery's
 * lines may carry a short reason.
 */
export function stampBakery(
  app: TestApp,
  token: string,
  stage: BakeryStage,
  body: Omit<BakeryDeliveryStamp, 'uuid'> & { uuid?: string },
): Promise<CallResult<CallBody<typeof api.bakery.productionAt>>> {
  return callApi<CallBody<typeof api.bakery.productionAt>>(app.baseUrl, stampCalls[stage], {
    token,
    body: { uuid: randomUUID(), ...body },
  });
}
