import type { SaleDeliveryUpdate } from '@rota/contract';
import { type BakeryItem, BOUNDED_DATE_FIELDS } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { refuseDatesOutOfBounds } from '../../errors/refuse-dates-out-of-bounds.ts';
import { notFound, unprocessable } from '../../errors/service-error.ts';
import { toBakeryItem } from '../bakery/bakery.repository.ts';
import {
  findDriverByCode,
  findSaleLines,
  lockSaleLines,
  moveSaleLines,
  saveSaleDelivery,
} from '../bakery/bakery-sale-lines.repository.ts';
import { bakeryChanged, syncSaleBakeryLines } from '../bakery/bakery-sale-lines.service.ts';
import { lockCompanySale } from './integration-sales.repository.ts';

export const saleDeliveryMessages = {
  unknownDriver: (code: string) => `Motorista ${code} não cadastrado. Envie-o antes em drivers/bulk.`,
  retiredDriver: (code: string) => `Motorista ${code} está inativo`,
} as const;

/**
 * `PUT /integration/v1/sales/{uuid}/delivery` (docs/integration.md): the ERP says on which day,
 * with which driver (by `code_erp`) and in which turn of the route a sale is delivered. Stored in
 * `sale_deliveries` (each call replaces the last) and copied onto the sale's bakery lines in the
 * same transaction — lines already stamped move too (the bakery keeps what it did). A finalised
 * sale whose lines are missing gets them now. A driver the company does not have, or retired, is
 * a 422 on `driver_code`; another company's sale a 404. Answers the sale's bakery lines as they
 * are after the move; `bakery.changed` names the days they left and the day they are on.
 */
export async function setSaleDelivery(
  deps: AppDeps,
  companyId: number,
  uuid: string,
  update: SaleDeliveryUpdate,
  now: Date,
): Promise<{ data: BakeryItem[] }> {
  refuseDatesOutOfBounds(update, BOUNDED_DATE_FIELDS.saleDelivery, now);
  const driverCode = update.driver_code ?? null;
  const { lines, changed } = await companyWrite(
    deps.db,
    companyId,
    async (tx) => {
      const sale = await lockCompanySale(tx, companyId, uuid);
      if (!sale) throw notFound();
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
        lines: await findSaleLines(tx, companyId, uuid),
        changed: [...before.map(({ id, delivery_date }) => ({ id, delivery_date })), ...moved, ...built],
      };
    },
    // What the ERP says of one sale holds sale by sale, like its status moves.
    { concurrent: true, record: uuid },
  );
  const event = bakeryChanged(companyId, changed);
  if (event) deps.events.publish(event);
  return { data: lines.map(toBakeryItem) };
}
