import type { Sale } from '@rota/domain';
import { FORM, makeSale, makeSaleItem, testUuid } from '@rota/domain/testing';
import { myPwaDb, type SaleRow } from '#lib/db/my-pwa-db.ts';
import { saveAndQueue } from '#lib/sync/index.ts';

/** Tuesday 24/11/2026, 09:00 in São Paulo. */
export const TODAY = new Date('2026-11-24T12:00:00.000Z');

export const CLIENT_A = {
  uuid: '00000000-0000-4000-8000-00000000c00a',
  name: 'Padaria Alfa',
  code_erp: 'C0A',
};
export const CLIENT_B = {
  uuid: '00000000-0000-4000-8000-00000000c00b',
  name: 'Mercado Beta',
  code_erp: 'C0B',
};

/**
 * A sale of seller 7 (the session's), as the server sent it (stamped): one line of `cents`
 * (1 × the price), paid in full by boleto, made on `day` in São Paulo.
 */
export function serverSale(cents: number, day: string, overrides: Partial<Sale> = {}): SaleRow {
  const client = overrides.client === undefined ? CLIENT_A : overrides.client;
  return {
    ...makeSale({
      uuid: testUuid(),
      status: 'Finalizado',
      created_at: `${day}T10:00:00.000-03:00`,
      client_uuid: client?.uuid ?? null,
      client,
      items: [
        makeSaleItem({
          uuid: testUuid(),
          description: 'Pão francês',
          quantity: 1,
          unit_price: cents * 100,
          discount: 0,
        }),
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
      ...overrides,
    }),
    updated_at: `${day}T13:00:00.000Z`,
    deleted_at: null,
  };
}

/** Stores sales as the sync does and marks the sales pull done for seller 7. */
export async function storeSales(sales: readonly SaleRow[]): Promise<void> {
  await myPwaDb.sales.bulkPut([...sales]);
  await myPwaDb.syncCursors.put({
    call: 'sales.allSeller',
    cursor: '1',
    owner: '1:7',
    table: 'sales',
    synced_at: TODAY.toISOString(),
  });
}

/** A sale finalised on this device and still in the outbox (never acknowledged). */
export async function queueSale(sale: SaleRow): Promise<void> {
  const { updated_at: _u, deleted_at: _d, ...body } = sale;
  await saveAndQueue(
    myPwaDb.sales,
    body as SaleRow,
    { call: 'sales.create', uuid: sale.uuid, body: { ...body, status: 'Finalizado' } },
    TODAY,
  );
}
