import { z } from 'zod';
import { codeErpSchema, dateSchema, dateTimeSchema, uuidSchema } from '../shared/fields.ts';
import { NO_SALE_REASONS, VISIT_OUTCOMES } from './visit-outcome.ts';
import { VISIT_FLAGS } from './visit-position.ts';

/** One visit as the day view shows it: when, how long, how far, what the supervisor is told. */
export const dayVisitSchema = z.object({
  uuid: uuidSchema,
  /** The check-in's instant, or when the visit was registered (visits from before check-ins). */
  started_at: dateTimeSchema,
  ended_at: dateTimeSchema.nullable(),
  minutes: z.number().int().nullable(),
  distance_m: z.number().int().nullable(),
  flags: z.array(z.enum(VISIT_FLAGS)),
  radius_reason: z.string().nullable(),
  outcome: z.enum(VISIT_OUTCOMES).nullable(),
  reason: z.enum(NO_SALE_REASONS).nullable(),
  /** Where the phone was at check-in (null without a position). */
  lat: z.number().nullable(),
  long: z.number().nullable(),
  /** The visit's photos the server holds whole, in the order they arrived (`GET visits/photos/{uuid}`). */
  photos: z.array(uuidSchema),
});
export type DayVisit = z.output<typeof dayVisitSchema>;

/**
 * What happened at a client on the day: visited (planned or not), or planned and skipped.
 * "planned" is the seller's day by the §5 listing rule (the visiting weekday, or Quinzenal due).
 */
export const DAY_STOP_STATUSES = ['visited', 'skipped', 'unplanned'] as const;
export type DayStopStatus = (typeof DAY_STOP_STATUSES)[number];

export const DAY_STOP_STATUS_LABELS: Record<DayStopStatus, string> = {
  visited: 'Visitado',
  skipped: 'Não visitado',
  unplanned: 'Fora da rota do dia',
};

export const dayStopSchema = z.object({
  client_uuid: uuidSchema,
  client_name: z.string(),
  /** The client's stored coordinates, for the map. */
  lat: z.number().nullable(),
  long: z.number().nullable(),
  planned: z.boolean(),
  status: z.enum(DAY_STOP_STATUSES),
  visits: z.array(dayVisitSchema),
});
export type DayStop = z.output<typeof dayStopSchema>;

export const daySummarySchema = z.object({
  planned: z.number().int(),
  visited: z.number().int(),
  skipped: z.number().int(),
  unplanned: z.number().int(),
  /** Visits flagged to the supervisor (out of radius, no or poor position, client not located). */
  flagged: z.number().int(),
});
export type DaySummary = z.output<typeof daySummarySchema>;

export const sellerDaySchema = z.object({
  code_erp: codeErpSchema,
  name: z.string(),
  stops: z.array(dayStopSchema),
  summary: daySummarySchema,
});
export type SellerDay = z.output<typeof sellerDaySchema>;

export const visitDaySchema = z.object({ date: dateSchema, sellers: z.array(sellerDaySchema) });
export type VisitDay = z.output<typeof visitDaySchema>;

/** A client of the seller's day, or one visited that day. */
export interface DayClient {
  uuid: string;
  name: string;
  lat: number | null;
  long: number | null;
}

/**
 * A seller's day as planned against what happened (docs/domain.md "The day's route"): every
 * client visited, in the order of the check-ins (the path the seller took), then the planned
 * clients nobody visited, by name. A client visited twice shows once with both visits.
 */
export function sellerDayStops(
  planned: readonly DayClient[],
  visits: readonly (DayVisit & { client: DayClient })[],
): { stops: DayStop[]; summary: DaySummary } {
  const plannedIds = new Set(planned.map((client) => client.uuid));
  const visited = new Map<string, DayStop>();
  const byStart = [...visits].sort((a, b) => a.started_at.localeCompare(b.started_at));
  for (const { client, ...visit } of byStart) {
    const stop = visited.get(client.uuid);
    if (stop) stop.visits.push(visit);
    else
      visited.set(client.uuid, {
        client_uuid: client.uuid,
        client_name: client.name,
        lat: client.lat,
        long: client.long,
        planned: plannedIds.has(client.uuid),
        status: plannedIds.has(client.uuid) ? 'visited' : 'unplanned',
        visits: [visit],
      });
  }
  const skipped: DayStop[] = planned
    .filter((client) => !visited.has(client.uuid))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((client) => ({
      client_uuid: client.uuid,
      client_name: client.name,
      lat: client.lat,
      long: client.long,
      planned: true,
      status: 'skipped',
      visits: [],
    }));
  const stops = [...visited.values(), ...skipped];
  const count = (status: DayStopStatus) => stops.filter((stop) => stop.status === status).length;
  return {
    stops,
    summary: {
      planned: planned.length,
      visited: count('visited'),
      skipped: count('skipped'),
      unplanned: count('unplanned'),
      flagged: visits.filter((visit) => visit.flags.length > 0).length,
    },
  };
}
