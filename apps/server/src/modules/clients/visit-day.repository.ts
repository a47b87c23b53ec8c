import { QUINZENAL, type VisitingDay } from '@rota/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients, clientVisits, sellers } from '../../db/schema/index.ts';

/** When a visit counts: its check-in, or when it was registered (visits from before check-ins). */
const startedAt = sql<Date>`coalesce(${clientVisits.check_in_at}, ${clientVisits.visited_at})`;

/** The company's live sellers with an ERP code (their clients carry it), or the one asked for. */
export function sellersWithCode(db: Executor, companyId: number, code: string | undefined) {
  return db
    .select({ id: sellers.id, code_erp: sellers.code_erp, name: sellers.name })
    .from(sellers)
    .where(
      and(
        eq(sellers.company_id, companyId),
        isNull(sellers.deleted_at),
        isNotNull(sellers.code_erp),
        ...(code === undefined ? [] : [eq(sellers.code_erp, code)]),
      ),
    )
    .orderBy(sellers.name);
}

/** The sellers' clients that may be planned on `weekday`: of that weekday, or Quinzenal. */
export function dayCandidates(db: Executor, companyId: number, codes: string[], weekday: VisitingDay) {
  if (codes.length === 0) return Promise.resolve([]);
  return db
    .select({
      uuid: clients.uuid,
      name: clients.name,
      lat: clients.lat,
      long: clients.long,
      company_id: clients.company_id,
      code_erp_seller: clients.code_erp_seller,
      inative: clients.inative,
      reproved_at: clients.reproved_at,
      visiting_day: clients.visiting_day,
      last_visit: clients.last_visit,
    })
    .from(clients)
    .where(
      and(
        eq(clients.company_id, companyId),
        isNull(clients.deleted_at),
        inArray(clients.code_erp_seller, codes),
        inArray(clients.visiting_day, [weekday, QUINZENAL]),
      ),
    );
}

/** Each client's latest visit that started before `before` (a Quinzenal client's due date). */
export async function lastVisitsBefore(
  db: Executor,
  companyId: number,
  clientUuids: string[],
  before: Date,
): Promise<Map<string, Date>> {
  if (clientUuids.length === 0) return new Map();
  const rows = await db
    .select({ client_uuid: clientVisits.client_uuid, last: max(startedAt) })
    .from(clientVisits)
    .where(
      and(
        eq(clientVisits.company_id, companyId),
        inArray(clientVisits.client_uuid, clientUuids),
        lt(startedAt, before),
      ),
    )
    .groupBy(clientVisits.client_uuid);
  return new Map(
    rows.flatMap((row) => (row.last === null ? [] : [[row.client_uuid, new Date(row.last)] as const])),
  );
}

/** The sellers' visits that started in [start, end), with the client they were at. */
export function visitsStartedBetween(
  db: Executor,
  companyId: number,
  sellerIds: number[],
  { start, end }: { start: Date; end: Date },
) {
  if (sellerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      visit: clientVisits,
      started_at: startedAt,
      client: { uuid: clients.uuid, name: clients.name, lat: clients.lat, long: clients.long },
    })
    .from(clientVisits)
    .innerJoin(clients, eq(clients.uuid, clientVisits.client_uuid))
    .where(
      and(
        eq(clientVisits.company_id, companyId),
        inArray(clientVisits.seller_id, sellerIds),
        gte(startedAt, start),
        lt(startedAt, end),
      ),
    );
}
