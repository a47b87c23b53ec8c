import type { SaleDeliveryUpdate } from '@rota/contract';
import type { BakeryItem } from '@rota/domain';
import type { Transaction } from '../../db/database.ts';
import { unprocessable } from '../../errors/service-error.ts';
import { toBakeryItem } from './bakery.repository.ts';
import {
  findDriverByCode,
  findSaleLines,
  lockSaleLines,
  moveSaleLines,
  saveSaleDelivery,
} from './bakery-sale-lines.repository.ts';
import { type BakerySale, type ChangedLines, syncSaleBakeryLines } from './bakery-sale-lines.service.ts';

export const saleDeliveryMessages = {
  unknownDriver: (code: string) => `Motorista ${code} não cadastrado. Envie-o antes em drivers/bulk.`,
  retiredDriver: (code: string) => `Motorista ${code} está inativo`,
} as const;

/**
 * Stores the ERP's delivery of a sale locked by the caller (`sale_deliveries`, each call replacing
 * the last) and copies it onto the sale's bakery lines in the caller's transaction — lines already
 * stamped move too (the bakery keeps what it did); a finalised sale whose lines are missing gets
 * them now. A driver the company does not have, or retired, is a 422 on `driver_code`. Answers
 * the sale's bakery lines as they are after the move and the lines that changed (the days they
 * left and the day they are on).
 */
export async function deliverSale(
  tx: Transaction,
  companyId: number,
  sale: BakerySale & { uuid: string },
  update: SaleDeliveryUpdate,
  now: Date,
): Promise<{ lines: BakeryItem[]; changed: ChangedLines }> {
  const uuid = sale.uuid;
  const driverCode = update.driver_code ?? null;
  const driver = driverCode === null ? null : await findDriverByCode(tx, companyId, driverCode);
  if (driverCode !== null && (!driver || driver.deleted_at !== null))
    throw unprocessable({ driver_code: [saleDeliveryMessages.unknownDriver(driverCode)] });
  if (driverCode !== null && driver?.inative === 1)
    throw unprocessable({ driver_code: [saleDeliveryMessages.retiredDriver(driverCode)] });
  const delivery = {
    delivery_date: update.delivery_date,
    driver_name: driver?.name ?? null,
    delivery_order: update.delivery_order ?? null,
  };
  await saveSaleDelivery(
    tx,
    {
      sale_uuid: uuid,
      company_id: companyId,
      delivery_date: delivery.delivery_date,
      driver_id: driver?.id ?? null,
      delivery_order: delivery.delivery_order,
    },
    now,
  );
  const before = await lockSaleLines(tx, companyId, uuid);
  const moved = await moveSaleLines(tx, companyId, uuid, delivery);
  const built = await syncSaleBakeryLines(tx, sale);
  return {
    lines: (await findSaleLines(tx, companyId, uuid)).map(toBakeryItem),
    changed: [...before.map(({ id, delivery_date }) => ({ id, delivery_date })), ...moved, ...built],
  };
}
