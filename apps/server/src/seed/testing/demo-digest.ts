import { createHash } from 'node:crypto';
import { asc, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';

/**
 * Every table the demo seed writes, with a column that orders its rows and the columns set by
 * the database's own clock (they differ between two runs even on the same seeding day).
 */
const DIGESTED: readonly { table: PgTable; order: PgColumn; clockColumns: readonly string[] }[] = [
  { table: schema.companies, order: schema.companies.id, clockColumns: ['created_at'] },
  { table: schema.companyConfigs, order: schema.companyConfigs.id, clockColumns: ['updated_at'] },
  { table: schema.profiles, order: schema.profiles.id, clockColumns: ['updated_at'] },
  { table: schema.teams, order: schema.teams.uuid, clockColumns: ['updated_at'] },
  { table: schema.sellers, order: schema.sellers.id, clockColumns: ['updated_at'] },
  { table: schema.integrationKeys, order: schema.integrationKeys.id, clockColumns: ['created_at'] },
  { table: schema.products, order: schema.products.id, clockColumns: ['updated_at'] },
  { table: schema.priceLists, order: schema.priceLists.uuid, clockColumns: ['updated_at'] },
  { table: schema.productStocks, order: schema.productStocks.uuid, clockColumns: ['updated_at'] },
  { table: schema.sellerGoals, order: schema.sellerGoals.uuid, clockColumns: ['updated_at'] },
  { table: schema.formPayments, order: schema.formPayments.id, clockColumns: ['updated_at'] },
  { table: schema.conditionPayments, order: schema.conditionPayments.id, clockColumns: ['updated_at'] },
  { table: schema.channels, order: schema.channels.uuid, clockColumns: ['updated_at'] },
  { table: schema.finalities, order: schema.finalities.id, clockColumns: ['updated_at'] },
  { table: schema.descParameters, order: schema.descParameters.id, clockColumns: ['updated_at'] },
  { table: schema.volumes, order: schema.volumes.id, clockColumns: ['updated_at'] },
  { table: schema.clients, order: schema.clients.id, clockColumns: ['updated_at'] },
  { table: schema.deliveryAddresses, order: schema.deliveryAddresses.uuid, clockColumns: ['updated_at'] },
  { table: schema.sales, order: schema.sales.uuid, clockColumns: ['updated_at'] },
  { table: schema.saleItems, order: schema.saleItems.uuid, clockColumns: [] },
  { table: schema.salePayments, order: schema.salePayments.id, clockColumns: [] },
  { table: schema.financialTitles, order: schema.financialTitles.uuid, clockColumns: ['updated_at'] },
  { table: schema.checks, order: schema.checks.uuid, clockColumns: ['updated_at'] },
  { table: schema.notifications, order: schema.notifications.id, clockColumns: [] },
  { table: schema.drivers, order: schema.drivers.id, clockColumns: ['updated_at'] },
  { table: schema.measurements, order: schema.measurements.uuid, clockColumns: ['updated_at'] },
  { table: schema.machines, order: schema.machines.id, clockColumns: ['updated_at'] },
  { table: schema.operators, order: schema.operators.id, clockColumns: ['updated_at'] },
  { table: schema.situations, order: schema.situations.id, clockColumns: ['updated_at'] },
  { table: schema.productionOrders, order: schema.productionOrders.id, clockColumns: ['updated_at'] },
  { table: schema.appointments, order: schema.appointments.uuid, clockColumns: ['updated_at'] },
  {
    table: schema.appointmentPauses,
    order: schema.appointmentPauses.appointment_uuid,
    clockColumns: [],
  },
  { table: schema.bakeryItems, order: schema.bakeryItems.id, clockColumns: [] },
  { table: schema.dreLines, order: schema.dreLines.uuid, clockColumns: ['updated_at'] },
  { table: schema.purchases, order: schema.purchases.uuid, clockColumns: ['updated_at'] },
  { table: schema.payableTitles, order: schema.payableTitles.uuid, clockColumns: ['updated_at'] },
  { table: schema.savedCharts, order: schema.savedCharts.uuid, clockColumns: ['updated_at'] },
];

function canonical(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}

/** Per table: row count and SHA-256 of its ordered rows, without the database-clock columns. */
export async function digestDemoTables(
  db: Database,
): Promise<Record<string, { rows: number; sha256: string }>> {
  const digest: Record<string, { rows: number; sha256: string }> = {};
  for (const { table, order, clockColumns } of DIGESTED) {
    const rows = (await db.select().from(table).orderBy(asc(order))) as Record<string, unknown>[];
    const hash = createHash('sha256');
    for (const row of rows) {
      const kept = Object.fromEntries(Object.entries(row).filter(([key]) => !clockColumns.includes(key)));
      hash.update(JSON.stringify(kept, canonical));
      hash.update('\n');
    }
    digest[getTableName(table)] = { rows: rows.length, sha256: hash.digest('hex') };
  }
  return digest;
}
