import { and, asc, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { bakeryItems, drivers, products, saleDeliveries, saleItems } from '../../db/schema/index.ts';
import type { NewBakeryItem } from './bakery.repository.ts';

/** A sale's item with its product's bakery category (null when the product has none). */
export interface SaleItemWithCategory {
  uuid: string;
  code_erp_product: string;
  description: string;
  unit: string;
  quantity: number;
  category: string | null;
}

/** The sale's items, in line order, each with its product's category (the company's product). */
export function findSaleItemsWithCategory(
  tx: Executor,
  companyId: number,
  saleUuid: string,
): Promise<SaleItemWithCategory[]> {
  return tx
    .select({
      uuid: saleItems.uuid,
      code_erp_product: saleItems.code_erp_product,
      description: saleItems.description,
      unit: saleItems.unit,
      quantity: saleItems.quantity,
      category: products.category,
    })
    .from(saleItems)
    .leftJoin(products, and(eq(products.uuid, saleItems.product_uuid), eq(products.company_id, companyId)))
    .where(eq(saleItems.sale_uuid, saleUuid))
    .orderBy(asc(saleItems.id), asc(saleItems.uuid));
}

/** What the ERP said about a sale's delivery, with its driver's name; null when it said nothing. */
export interface StoredSaleDelivery {
  delivery_date: string;
  driver_name: string | null;
  delivery_order: number | null;
}

export async function findSaleDelivery(
  tx: Executor,
  companyId: number,
  saleUuid: string,
): Promise<StoredSaleDelivery | null> {
  const [row] = await tx
    .select({
      delivery_date: saleDeliveries.delivery_date,
      driver_name: drivers.name,
      delivery_order: saleDeliveries.delivery_order,
    })
    .from(saleDeliveries)
    .leftJoin(drivers, eq(drivers.id, saleDeliveries.driver_id))
    .where(and(eq(saleDeliveries.company_id, companyId), eq(saleDeliveries.sale_uuid, saleUuid)))
    .limit(1);
  return row ?? null;
}

/** Records (or replaces) what the ERP says about a sale's delivery. */
export async function saveSaleDelivery(
  tx: Transaction,
  values: {
    sale_uuid: string;
    company_id: number;
    delivery_date: string;
    driver_id: number | null;
    delivery_order: number | null;
  },
  now: Date,
): Promise<void> {
  await tx
    .insert(saleDeliveries)
    .values({ ...values, updated_at: now })
    .onConflictDoUpdate({
      target: saleDeliveries.sale_uuid,
      set: {
        delivery_date: values.delivery_date,
        driver_id: values.driver_id,
        delivery_order: values.delivery_order,
        updated_at: now,
      },
    });
}

/**
 * Inserts the lines no earlier build stored (one per sale item, `bakery_items_sale_item`), so a
 * replay or a later transition adds nothing twice; answers only the rows it inserted.
 */
export function insertMissingLines(tx: Transaction, rows: NewBakeryItem[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return tx
    .insert(bakeryItems)
    .values(rows)
    .onConflictDoNothing({ target: bakeryItems.sale_item_uuid })
    .returning({ id: bakeryItems.id, delivery_date: bakeryItems.delivery_date });
}

/** The sale's lines, locked: what a cancel or a new delivery is about to change. */
export function lockSaleLines(tx: Transaction, companyId: number, saleUuid: string) {
  return tx
    .select()
    .from(bakeryItems)
    .where(and(eq(bakeryItems.company_id, companyId), eq(bakeryItems.sale_uuid, saleUuid)))
    .orderBy(asc(bakeryItems.id))
    .for('update');
}

/** Removes the sale's lines that nothing was delivered of; answers what it removed. */
export function deleteUndeliveredLines(tx: Transaction, companyId: number, saleUuid: string) {
  return tx
    .delete(bakeryItems)
    .where(
      and(
        eq(bakeryItems.company_id, companyId),
        eq(bakeryItems.sale_uuid, saleUuid),
        eq(bakeryItems.delivered, 0),
      ),
    )
    .returning({ id: bakeryItems.id, delivery_date: bakeryItems.delivery_date });
}

/** Moves every line of the sale to a new delivery (date, driver, place in the route). */
export function moveSaleLines(
  tx: Transaction,
  companyId: number,
  saleUuid: string,
  delivery: StoredSaleDelivery,
) {
  return tx
    .update(bakeryItems)
    .set(delivery)
    .where(and(eq(bakeryItems.company_id, companyId), eq(bakeryItems.sale_uuid, saleUuid)))
    .returning({ id: bakeryItems.id, delivery_date: bakeryItems.delivery_date });
}

/** The company's lines of a sale, in id order. */
export function findSaleLines(tx: Executor, companyId: number, saleUuid: string) {
  return tx
    .select()
    .from(bakeryItems)
    .where(and(eq(bakeryItems.company_id, companyId), eq(bakeryItems.sale_uuid, saleUuid)))
    .orderBy(asc(bakeryItems.id));
}

/** The company's driver with this ERP code (retired ones too: the caller decides). */
export async function findDriverByCode(tx: Executor, companyId: number, codeErp: string) {
  const [row] = await tx
    .select({ id: drivers.id, name: drivers.name, inative: drivers.inative, deleted_at: drivers.deleted_at })
    .from(drivers)
    .where(and(eq(drivers.company_id, companyId), eq(drivers.code_erp, codeErp)))
    .limit(1);
  return row ?? null;
}
