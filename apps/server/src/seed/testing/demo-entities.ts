import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { toBakeryItem } from '../../modules/bakery/bakery.repository.ts';
import {
  toChannel,
  toConditionPayment,
  toDescParameter,
  toFinality,
  toFormPayment,
  toPriceList,
  toProduct,
  toTeam,
  toVolume,
} from '../../modules/catalogue/catalogue.repository.ts';
import { toClient, toDeliveryAddress } from '../../modules/clients/clients.repository.ts';
import { toCheck, toFinancialTitle } from '../../modules/financials/financials.repository.ts';
import { toNotification } from '../../modules/notifications/notifications.repository.ts';
import {
  toMachine,
  toOperator,
  toProductionOrder,
  toSituation,
  withPauses,
} from '../../modules/order-production/order-production.repository.ts';
import { loadSaleLines, toSyncedSale } from '../../modules/sales/sales.repository.ts';

/**
 * The demo's rows as the wire entities the pulls send, mapped by the modules' own repositories,
 * so the seed's tests check the demo against the domain's zod schemas exactly as devices get it.
 */

export async function demoEntities(db: Database) {
  const addresses = (await db.select().from(schema.deliveryAddresses)).map(toDeliveryAddress);
  const clients = (await db.select().from(schema.clients)).map((row) =>
    toClient(
      row,
      addresses.filter((address) => address.client_id === row.uuid),
    ),
  );
  const saleRows = await db.select().from(schema.sales);
  const lines = await loadSaleLines(
    db,
    saleRows.map((row) => row.uuid),
  );
  const sales = saleRows.map((row) => {
    const {
      updated_at: _u,
      deleted_at: _d,
      ...sale
    } = toSyncedSale(row, lines.items.get(row.uuid) ?? [], lines.payments.get(row.uuid) ?? []);
    return sale;
  });

  return {
    clients,
    deliveryAddresses: addresses,
    sales,
    products: (await db.select().from(schema.products)).map(toProduct),
    priceLists: (await db.select().from(schema.priceLists)).map(toPriceList),
    formPayments: (await db.select().from(schema.formPayments)).map(toFormPayment),
    conditionPayments: (await db.select().from(schema.conditionPayments)).map(toConditionPayment),
    channels: (await db.select().from(schema.channels)).map(toChannel),
    finalities: (await db.select().from(schema.finalities)).map(toFinality),
    teams: (await db.select().from(schema.teams)).map(toTeam),
    volumes: (await db.select().from(schema.volumes)).map(toVolume),
    descParameters: (await db.select().from(schema.descParameters)).map(toDescParameter),
    financialTitles: (await db.select().from(schema.financialTitles)).map(toFinancialTitle),
    checks: (await db.select().from(schema.checks)).map(toCheck),
    notifications: (await db.select().from(schema.notifications)).map(toNotification),
    bakeryItems: (await db.select().from(schema.bakeryItems)).map(toBakeryItem),
    productionOrders: (await db.select().from(schema.productionOrders)).map(toProductionOrder),
    machines: (await db.select().from(schema.machines)).map(toMachine),
    operators: (await db.select().from(schema.operators)).map(toOperator),
    situations: (await db.select().from(schema.situations)).map(toSituation),
    appointments: (await withPauses(db, await db.select().from(schema.appointments))).map(
      ({ updated_at: _u, deleted_at: _d, ...appointment }) => appointment,
    ),
  };
}
