import {
  companyToday,
  type DayClient,
  type DayVisit,
  dayBounds,
  isInWallet,
  isQuinzenalDue,
  placeOf,
  QUINZENAL,
  sellerDayStops,
  type VisitDay,
  type VisitFlag,
  WEEKDAYS,
  weekdayOfDate,
} from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors/service-error.ts';
import {
  dayCandidates,
  lastVisitsBefore,
  sellersWithCode,
  visitsStartedBetween,
} from './visit-day.repository.ts';
import { completePhotosOf } from './visit-photos.repository.ts';

export const visitDayMessages = { sellerNotFound: 'Vendedor não encontrado' } as const;

const dayClient = (client: {
  uuid: string;
  name: string;
  lat: string | null;
  long: string | null;
}): DayClient => {
  const place = placeOf(client);
  return { uuid: client.uuid, name: client.name, lat: place?.lat ?? null, long: place?.long ?? null };
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * `GET visits/day` (docs/domain.md "The day's route"): each seller's planned clients of the day —
 * the §5 listing rule on that São Paulo day: the client's weekday, or Quinzenal and due then (its
 * last visit before the day 14 days or more back) — against the visits that started that day.
 * `seller` narrows to one seller (404 for a code the company lacks); without it, the sellers with
 * nothing planned nor done that day (a manager's own login) are left out.
 */
export async function visitDay(
  db: Executor,
  companyId: number,
  query: { date?: string | undefined; seller?: string | undefined },
  now: Date,
): Promise<VisitDay> {
  const date = query.date ?? companyToday(now);
  const bounds = dayBounds(date);
  const sellers = await sellersWithCode(db, companyId, query.seller);
  if (query.seller !== undefined && sellers.length === 0) throw notFound(visitDayMessages.sellerNotFound);
  const codes = sellers.flatMap((seller) => (seller.code_erp === null ? [] : [seller.code_erp]));
  const weekday = WEEKDAYS[weekdayOfDate(date)] ?? WEEKDAYS[0];
  const candidates = await dayCandidates(db, companyId, codes, weekday);
  const quinzenal = candidates.filter((client) => client.visiting_day === QUINZENAL);
  const lastVisits = await lastVisitsBefore(
    db,
    companyId,
    quinzenal.map((client) => client.uuid),
    bounds.start,
  );
  const planned = candidates.filter((client) => {
    const wire = {
      ...client,
      inative: client.inative === 0 ? (0 as const) : (1 as const),
      reproved_at: iso(client.reproved_at),
      last_visit: iso(client.last_visit),
    };
    if (!isInWallet(wire, { companyId, sellerCodeErp: client.code_erp_seller, now: bounds.start }))
      return false;
    if (client.visiting_day !== QUINZENAL) return true;
    // The ERP's last visit counts too, when it is from before the day.
    const times = [lastVisits.get(client.uuid), client.last_visit]
      .filter((time): time is Date => time instanceof Date && time < bounds.start)
      .map((time) => time.getTime());
    const last = times.length === 0 ? null : new Date(Math.max(...times)).toISOString();
    return isQuinzenalDue(last, bounds.start);
  });
  const visits = await visitsStartedBetween(
    db,
    companyId,
    sellers.map((seller) => seller.id),
    bounds,
  );
  const photos = new Map<string, string[]>();
  for (const photo of await completePhotosOf(
    db,
    visits.map((row) => row.visit.uuid),
  )) {
    photos.set(photo.visit_uuid, [...(photos.get(photo.visit_uuid) ?? []), photo.uuid]);
  }
  const days = sellers.map((seller) => {
    const theirVisits = visits
      .filter((row) => row.visit.seller_id === seller.id)
      .map((row) => ({
        ...dayVisit(row.visit, row.started_at, photos.get(row.visit.uuid) ?? []),
        client: dayClient(row.client),
      }));
    const { stops, summary } = sellerDayStops(
      planned.filter((client) => client.code_erp_seller === seller.code_erp).map(dayClient),
      theirVisits,
    );
    return { code_erp: seller.code_erp ?? '', name: seller.name, stops, summary };
  });
  // Every seller with something planned or done; the one asked for by name whatever its day.
  return {
    date,
    sellers: query.seller !== undefined ? days : days.filter((one) => one.stops.length > 0),
  };
}

function dayVisit(
  visit: Awaited<ReturnType<typeof visitsStartedBetween>>[number]['visit'],
  startedAt: Date | string,
  photos: string[],
): DayVisit {
  return {
    uuid: visit.uuid,
    started_at: new Date(startedAt).toISOString(),
    ended_at: iso(visit.check_out_at),
    minutes: visit.minutes,
    distance_m: visit.distance_m,
    flags: visit.flags as VisitFlag[],
    radius_reason: visit.radius_reason,
    outcome: visit.outcome,
    reason: visit.reason,
    lat: visit.check_in_lat,
    long: visit.check_in_long,
    photos,
  };
}
