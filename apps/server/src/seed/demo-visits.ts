import {
  DEFAULT_VISIT_RADIUS_M,
  NO_SALE_REASONS,
  nearestNeighbourRoute,
  placeOf,
  readPosition,
  WEEKDAYS,
  weekdayOfDate,
} from '@rota/domain';
import type { clientVisits } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { Random } from './random.ts';

type VisitRow = typeof clientVisits.$inferInsert;

/** A seller's clients as the seeded visits read them. */
export interface VisitingSeller {
  id: number;
  clients: readonly {
    uuid: string;
    lat?: string | null;
    long?: string | null;
    inative?: number;
    visiting_day?: string | null;
  }[];
}

/** Metres per degree of latitude on the haversine's sphere (R = 6371 km). */
const METRES_PER_DEGREE = 111_195;

/** A point `metres` north and east of `place` (small offsets: a phone near the client's door). */
function near(place: { lat: number; long: number }, northM: number, eastM: number) {
  return {
    lat: place.lat + northM / METRES_PER_DEGREE,
    long: place.long + eastM / (METRES_PER_DEGREE * Math.cos((place.lat * Math.PI) / 180)),
  };
}

/**
 * The check-ins of the demo's last two days of route (docs/demo.md "Visits"): on yesterday and
 * today, if they are working days, each seller visits about three in four of the day's located
 * weekday clients in the nearest-neighbour order from the first, from 08:00, 10 to 35 minutes
 * each and 10 to 30 minutes between clients — today only up to the seeding instant. Most
 * check-ins are at the door; one a day 0,8 to 1,5 km away with the seller's reason (flagged out of
 * radius), one without a position (denied). Two in three end with a sale, the rest with a reason.
 * The distance and flags are the domain's reading of each (the server reads them the same way).
 */
export function buildVisits(
  random: Random,
  {
    companyId,
    calendar,
    now,
    sellers,
  }: { companyId: number; calendar: DemoCalendar; now: Date; sellers: readonly VisitingSeller[] },
): VisitRow[] {
  const rows: VisitRow[] = [];
  for (const day of [calendar.daysAgo(1), calendar.today]) {
    const weekday = WEEKDAYS[weekdayOfDate(day)];
    if (weekday === 'Domingo') continue;
    for (const seller of sellers) {
      const located = seller.clients.flatMap((client) => {
        const place =
          client.inative === 0 && client.visiting_day === weekday
            ? placeOf({ lat: client.lat ?? null, long: client.long ?? null })
            : null;
        return place ? [{ ...place, uuid: client.uuid }] : [];
      });
      const first = located[0];
      if (!first) continue;
      const route = nearestNeighbourRoute(first, located).filter(() => random.chance(0.75));
      const far = random.int(0, route.length - 1);
      const blind = (far + 1 + random.int(0, Math.max(0, route.length - 2))) % route.length;
      let clock = new Date(`${day}T08:00:00-03:00`).getTime() + random.int(0, 20) * 60_000;
      route.forEach((stop, index) => {
        const checkIn = new Date(clock);
        const minutes = random.int(10, 35);
        const checkOut = new Date(clock + minutes * 60_000);
        clock = checkOut.getTime() + random.int(10, 30) * 60_000;
        if (checkOut > now) return;
        let reading: { lat: number; long: number; accuracy: number } | null = null;
        let reason: string | null = null;
        if (index === far) {
          reading = { ...near(stop, random.int(800, 1_500), 0), accuracy: random.int(5, 20) };
          reason = random.pick(FAR_REASONS);
        } else if (index !== blind || route.length === 1) {
          const metres = random.int(5, 90);
          reading = { ...near(stop, metres * 0.6, metres * 0.8), accuracy: random.int(4, 30) };
        }
        const read = readPosition(
          reading ? { ...reading, accuracy_m: reading.accuracy, at: checkIn.toISOString() } : 'denied',
          stop,
          DEFAULT_VISIT_RADIUS_M,
        );
        const sale = random.chance(2 / 3);
        rows.push({
          uuid: random.uuid(),
          company_id: companyId,
          client_uuid: stop.uuid,
          seller_id: seller.id,
          visited_at: checkOut,
          received_at: checkOut,
          outcome: sale ? 'sale' : 'no_sale',
          reason: sale ? null : random.pick(NO_SALE_REASONS.filter((one) => one !== 'Outro')),
          note: null,
          check_in_at: checkIn,
          check_in_lat: reading?.lat ?? null,
          check_in_long: reading?.long ?? null,
          check_in_accuracy_m: reading?.accuracy ?? null,
          check_in_problem: reading ? null : 'denied',
          check_out_at: checkOut,
          check_out_lat: reading?.lat ?? null,
          check_out_long: reading?.long ?? null,
          check_out_accuracy_m: reading?.accuracy ?? null,
          check_out_problem: reading ? null : 'denied',
          distance_m: read.distance_m,
          minutes,
          flags: read.flags,
          radius_reason: reason,
        });
      });
    }
  }
  return rows;
}

const FAR_REASONS = [
  'Cliente atendeu no depósito',
  'Loja em reforma: atendido no endereço novo',
  'Responsável me encontrou no posto',
] as const;
