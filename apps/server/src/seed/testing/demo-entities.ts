import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';

/**
 * The demo's rows as the domain's wire entities (what the pulls send), so a test can check them
 * against the domain's zod schemas. Kept beside the seed's tests: the modules' own repositories
 * map the same columns for their calls.
 */
const iso = (value: Date | null) => value?.toISOString() ?? null;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row)) ?? [];
    group.push(row);
    groups.set(key(row), group);
  }
  return groups;
}

export async function demoEntities(db: Database) {
  const addressRows = await db.select().from(schema.deliveryAddresses);
  const clientRows = await db.select().from(schema.clients);
  const saleRows = await db.select().from(schema.sales);
  const itemRows = await db.select().from(schema.saleItems);
  const paymentRows = await db.select().from(schema.salePayments);

  const address = (
    row: typeof schema.clients.$inferSelect | typeof schema.deliveryAddresses.$inferSelect,
  ) => ({
    cep: row.cep,
    street: row.street,
    number: row.number,
    complement: row.complement,
    district: row.district,
    city_iso: row.city_iso,
    state: row.state,
    lat: row.lat,
    long: row.long,
  });
  const deliveryAddresses = addressRows.map((row) => ({
    uuid: row.uuid,
    client_id: row.client_uuid,
    company_id: row.company_id,
    description: row.description,
    sinchronized: 1 as const,
    ...address(row),
  }));
  const clients = clientRows.map((row) => ({
    uuid: row.uuid,
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    fantasy_name: row.fantasy_name,
    document: row.document,
    state_registration: row.state_registration,
    email: row.email,
    phone: row.phone,
    code_erp: row.code_erp,
    code_erp_seller: row.code_erp_seller,
    inative: row.inative,
    status: row.status,
    reproved_at: iso(row.reproved_at),
    visiting_day: row.visiting_day,
    last_visit: iso(row.last_visit),
    delivery_addresses: deliveryAddresses.filter((delivery) => delivery.client_id === row.uuid),
    ...address(row),
  }));

  const itemsBySale = groupBy(itemRows, (row) => row.sale_uuid);
  const paymentsBySale = groupBy(paymentRows, (row) => row.sale_uuid);
  const sales = saleRows.map((row) => ({
    uuid: row.uuid,
    company_id: row.company_id,
    seller_id: row.seller_id,
    client_uuid: row.client_uuid,
    client: row.client,
    status: row.status,
    items: (itemsBySale.get(row.uuid) ?? [])
      .sort((a, b) => a.id - b.id)
      .map(({ sale_uuid: _sale, ...item }) => item),
    payments: (paymentsBySale.get(row.uuid) ?? [])
      .sort((a, b) => a.position - b.position)
      .map((payment) => ({
        formPayment: payment.form_payment,
        conditionPayment: payment.condition_payment,
        form_payment_id: payment.form_payment_id,
        condition_payment_id: payment.condition_payment_id,
        price: payment.price,
      })),
    created_at: row.created_at.toISOString(),
    code_erp: row.code_erp,
    competence_at: row.competence_at,
    pre_sale: row.pre_sale,
    reason_canceled: row.reason_canceled,
    type: row.type,
    delivery_address: row.delivery_address,
    notes: row.notes,
    failure_message: row.failure_message,
  }));

  const withoutSync = <R extends { version?: unknown; updated_at?: unknown; deleted_at?: unknown }>(
    row: R,
  ) => {
    const { version: _v, updated_at: _u, deleted_at: _d, ...entity } = row;
    return entity;
  };

  return {
    clients,
    deliveryAddresses,
    sales,
    products: (await db.select().from(schema.products)).map(withoutSync),
    priceLists: (await db.select().from(schema.priceLists)).map(withoutSync),
    formPayments: (await db.select().from(schema.formPayments)).map(withoutSync),
    conditionPayments: (await db.select().from(schema.conditionPayments)).map(withoutSync),
    channels: (await db.select().from(schema.channels)).map(withoutSync),
    finalities: (await db.select().from(schema.finalities)).map(withoutSync),
    teams: (await db.select().from(schema.teams)).map(withoutSync),
    volumes: (await db.select().from(schema.volumes)).map(withoutSync),
    descParameters: (await db.select().from(schema.descParameters)).map(withoutSync),
    financialTitles: (await db.select().from(schema.financialTitles)).map(withoutSync),
    checks: (await db.select().from(schema.checks)).map(withoutSync),
    notifications: (await db.select().from(schema.notifications)).map((row) => ({
      ...row,
      created_at: row.created_at.toISOString(),
      read_at: iso(row.read_at),
    })),
    bakeryItems: (await db.select().from(schema.bakeryItems)).map((row) => ({
      ...row,
      production_at: iso(row.production_at),
      separation_at: iso(row.separation_at),
      delivery_at: iso(row.delivery_at),
    })),
    productionOrders: await db.select().from(schema.productionOrders),
    machines: await db.select().from(schema.machines),
    operators: await db.select().from(schema.operators),
    situations: await db.select().from(schema.situations),
    appointments: (await db.select().from(schema.appointments)).map((row) => ({
      ...row,
      started_at: row.started_at.toISOString(),
      finished_at: iso(row.finished_at),
    })),
  };
}
