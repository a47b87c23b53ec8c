import type { Address, Client, DeliveryAddress, NoSaleReason, VisitOutcome } from '@rota/domain';
import { and, asc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients, clientVisits, deliveryAddresses } from '../../db/schema/index.ts';

export type ClientRow = typeof clients.$inferSelect;
export type DeliveryAddressRow = typeof deliveryAddresses.$inferSelect;
export type ClientVisitRow = typeof clientVisits.$inferSelect;
/** The columns of a client a write may set (the sync columns are the trigger's). */
export type ClientValues = Omit<typeof clients.$inferInsert, 'id' | 'version' | 'updated_at' | 'deleted_at'>;
export type DeliveryAddressValues = Omit<
  typeof deliveryAddresses.$inferInsert,
  'version' | 'updated_at' | 'deleted_at'
>;

const flag = (value: number): 0 | 1 => (value === 0 ? 0 : 1);

/** The address fields of a client or a delivery address, row or body alike: the one list of them. */
export function pickAddress(source: Address): Address {
  return {
    cep: source.cep,
    street: source.street,
    number: source.number,
    complement: source.complement,
    district: source.district,
    city_iso: source.city_iso,
    state: source.state,
    lat: source.lat,
    long: source.long,
  };
}

/** A stored address on the wire: `client_id` is the client's uuid; stored means acknowledged. */
export function toDeliveryAddress(row: DeliveryAddressRow): DeliveryAddress {
  return {
    ...pickAddress(row),
    uuid: row.uuid,
    client_id: row.client_uuid,
    company_id: row.company_id,
    description: row.description,
    sinchronized: 1,
  };
}

export function toClient(row: ClientRow, addresses: DeliveryAddress[]): Client {
  return {
    ...pickAddress(row),
    uuid: row.uuid,
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    fantasy_name: row.fantasy_name,
    document: row.document,
    state_registration: row.state_registration,
    email: row.email,
    phone: row.phone,
    mobile: row.mobile,
    contact_name: row.contact_name,
    channel_code_erp: row.channel_code_erp,
    notes: row.notes,
    code_erp: row.code_erp,
    code_erp_seller: row.code_erp_seller,
    inative: flag(row.inative),
    status: row.status,
    reproved_at: row.reproved_at?.toISOString() ?? null,
    credit_limit: row.credit_limit,
    credit_blocked: row.credit_blocked,
    credit_blocked_reason: row.credit_blocked_reason,
    visiting_day: row.visiting_day,
    last_visit: row.last_visit?.toISOString() ?? null,
    delivery_addresses: addresses,
  };
}

/**
 * Which clients a caller sees: the company's, and only the seller's own (`code_erp_seller`)
 * unless `all`. A seller without an ERP code owns no client.
 */
export function clientScope(scope: { companyId: number; sellerCode: string | null; all: boolean }): SQL[] {
  const where = [eq(clients.company_id, scope.companyId)];
  if (!scope.all)
    where.push(scope.sellerCode === null ? sql`false` : eq(clients.code_erp_seller, scope.sellerCode));
  return where;
}

/** A client by uuid in any company: the caller decides what another tenant's uuid means. */
export async function findClientByUuid(db: Executor, uuid: string): Promise<ClientRow | null> {
  const [row] = await db.select().from(clients).where(eq(clients.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function findClientByCodeErp(db: Executor, companyId: number, codeErp: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.company_id, companyId), eq(clients.code_erp, codeErp)))
    .limit(1);
  return row ?? null;
}

/**
 * Another live client of the company holding this CNPJ/CPF (any seller's), the oldest first; null
 * when there is none. `exceptUuid` is the client being written, which is not its own duplicate.
 */
export async function findClientWithDocument(
  db: Executor,
  companyId: number,
  document: string,
  exceptUuid: string,
): Promise<{ uuid: string; name: string } | null> {
  const [row] = await db
    .select({ uuid: clients.uuid, name: clients.name })
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        eq(clients.document, document),
        isNull(clients.deleted_at),
        ne(clients.uuid, exceptUuid),
      ),
    )
    .orderBy(asc(clients.id))
    .limit(1);
  return row ?? null;
}

export async function insertClient(db: Executor, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  if (!row) throw new Error('cliente não gravado');
  return row;
}

export async function updateClient(db: Executor, uuid: string, values: Partial<ClientValues>) {
  const [row] = await db.update(clients).set(values).where(eq(clients.uuid, uuid)).returning();
  if (!row) throw new Error(`cliente ${uuid} não encontrado`);
  return row;
}

/**
 * Bumps a client's version without changing its data (the trigger takes a new version), so a
 * delta pull sends the client again with its new delivery addresses.
 */
export async function touchClient(db: Executor, uuid: string): Promise<void> {
  await db
    .update(clients)
    .set({ name: sql`${clients.name}` })
    .where(eq(clients.uuid, uuid));
}

/** Raises `last_visit` to `visitedAt` when it is later; an older visit changes nothing. */
export async function raiseLastVisit(db: Executor, uuid: string, visitedAt: Date) {
  await db
    .update(clients)
    .set({ last_visit: visitedAt })
    .where(and(eq(clients.uuid, uuid), or(isNull(clients.last_visit), lt(clients.last_visit, visitedAt))));
}

/**
 * The live delivery addresses of the given clients, in ONE query, grouped by client uuid (in
 * the order they were created).
 */
export async function listDeliveryAddresses(
  db: Executor,
  companyId: number,
  clientUuids: readonly string[],
): Promise<Map<string, DeliveryAddress[]>> {
  const byClient = new Map<string, DeliveryAddress[]>();
  if (clientUuids.length === 0) return byClient;
  const rows = await db
    .select()
    .from(deliveryAddresses)
    .where(
      and(
        eq(deliveryAddresses.company_id, companyId),
        inArray(deliveryAddresses.client_uuid, [...clientUuids]),
        isNull(deliveryAddresses.deleted_at),
      ),
    )
    .orderBy(deliveryAddresses.version);
  for (const row of rows) {
    const list = byClient.get(row.client_uuid) ?? [];
    list.push(toDeliveryAddress(row));
    byClient.set(row.client_uuid, list);
  }
  return byClient;
}

export async function findDeliveryAddressByUuid(db: Executor, uuid: string) {
  const [row] = await db.select().from(deliveryAddresses).where(eq(deliveryAddresses.uuid, uuid)).limit(1);
  return row ?? null;
}

export async function insertDeliveryAddress(db: Executor, values: DeliveryAddressValues) {
  const [row] = await db.insert(deliveryAddresses).values(values).returning();
  if (!row) throw new Error(`endereço ${values.uuid} não gravado`);
  return row;
}

export async function updateDeliveryAddress(db: Executor, values: DeliveryAddressValues) {
  const { uuid, ...changes } = values;
  const [row] = await db
    .update(deliveryAddresses)
    .set(changes)
    .where(eq(deliveryAddresses.uuid, uuid))
    .returning();
  if (!row) throw new Error(`endereço ${uuid} não encontrado`);
  return row;
}

/** Tombstones an address (DESIGN.md "Sync": a delete is an update that sets `deleted_at`). */
export async function removeDeliveryAddress(db: Executor, uuid: string, now: Date): Promise<void> {
  await db
    .update(deliveryAddresses)
    .set({ deleted_at: now })
    .where(and(eq(deliveryAddresses.uuid, uuid), isNull(deliveryAddresses.deleted_at)));
}

export async function findVisitByUuid(db: Executor, uuid: string): Promise<ClientVisitRow | null> {
  const [row] = await db.select().from(clientVisits).where(eq(clientVisits.uuid, uuid)).limit(1);
  return row ?? null;
}

/** How a visit ended, as its columns hold it (`reason` only without a sale; no empty note). */
export interface VisitOutcomeColumns {
  /** Null for a visit queued by an app from before outcomes (docs/server.md "Clients"). */
  outcome: 'sale' | 'no_sale' | null;
  reason: NoSaleReason | null;
  note: string | null;
}

export function visitOutcomeColumns(outcome: VisitOutcome | null): VisitOutcomeColumns {
  if (outcome === null) return { outcome: null, reason: null, note: null };
  return {
    outcome: outcome.outcome,
    reason: outcome.outcome === 'no_sale' ? outcome.reason : null,
    note: outcome.note ? outcome.note : null,
  };
}

/** Where a visit started and ended, and what the server read of it (`visitPositionColumns`). */
export type VisitPositionColumns = Pick<
  typeof clientVisits.$inferInsert,
  | 'check_in_at'
  | 'check_in_lat'
  | 'check_in_long'
  | 'check_in_accuracy_m'
  | 'check_in_problem'
  | 'check_out_at'
  | 'check_out_lat'
  | 'check_out_long'
  | 'check_out_accuracy_m'
  | 'check_out_problem'
  | 'distance_m'
  | 'minutes'
  | 'flags'
  | 'radius_reason'
>;

export async function insertVisit(
  db: Executor,
  values: {
    uuid: string;
    companyId: number;
    clientUuid: string;
    sellerId: number;
    visitedAt: Date;
    outcome: VisitOutcomeColumns;
    position: VisitPositionColumns;
    now: Date;
  },
) {
  await db.insert(clientVisits).values({
    uuid: values.uuid,
    company_id: values.companyId,
    client_uuid: values.clientUuid,
    seller_id: values.sellerId,
    visited_at: values.visitedAt,
    ...values.outcome,
    ...values.position,
    received_at: values.now,
  });
}
