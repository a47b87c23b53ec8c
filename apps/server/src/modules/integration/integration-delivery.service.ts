import type { SaleDeliveryUpdate } from '@rota/contract';
import { type BakeryItem, BOUNDED_DATE_FIELDS } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { refuseDatesOutOfBounds } from '../../errors/refuse-dates-out-of-bounds.ts';
import { notFound } from '../../errors/service-error.ts';
import { bakeryChanged, deliverSale } from '../bakery/index.ts';
import { lockCompanySale } from './integration-sales.repository.ts';

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
  const { lines, changed } = await companyWrite(
    deps.db,
    companyId,
    async (tx) => {
      const sale = await lockCompanySale(tx, companyId, uuid);
      if (!sale) throw notFound();
      return deliverSale(tx, companyId, sale, update, now);
    },
    // What the ERP says of one sale holds sale by sale, like its status moves.
    { concurrent: true, record: uuid },
  );
  const event = bakeryChanged(companyId, changed);
  if (event) deps.events.publish(event);
  return { data: lines };
}
