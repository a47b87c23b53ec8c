import {
  type DayStop,
  type DayVisit,
  formatDateTime,
  formatMetres,
  VISIT_FLAG_LABELS,
  type VisitFlag,
} from '@rota/domain';
import type { StopTone } from '#ui/map/numbered-stop-icon.ts';
import { messages } from '../messages.ts';

/** A stop as the list and the map show it. */
export interface StopView {
  stop: DayStop;
  /** The stop's place in the order visited (1, 2…); null for a planned client not visited. */
  position: number | null;
  tone: StopTone;
  /** Every visit's flags, each once, in pt-BR. */
  flags: string[];
  /** One line per visit: "09:00–09:25 (25 min) · a 40 m do cliente · Com venda". */
  visitLines: string[];
  radiusReasons: string[];
  /** The photos of the stop's visits, in the order they arrived. */
  photos: string[];
}

const clock = (instant: string) => formatDateTime(instant).slice(-5);

function outcomeText(visit: DayVisit): string {
  if (visit.outcome === 'sale') return messages.sale;
  if (visit.outcome === 'no_sale') return messages.noSale(visit.reason);
  return messages.noOutcome;
}

function visitLine(visit: DayVisit): string {
  const time = messages.time(clock(visit.started_at), visit.ended_at && clock(visit.ended_at), visit.minutes);
  const distance =
    visit.distance_m === null ? messages.noDistance : messages.distance(formatMetres(visit.distance_m));
  return `${time} · ${distance} · ${outcomeText(visit)}`;
}

/** The day's stops numbered in the order visited, each with its tone, flags and visit lines. */
export function stopViews(stops: readonly DayStop[]): StopView[] {
  let visited = 0;
  return stops.map((stop) => {
    const flags = [...new Set(stop.visits.flatMap((visit) => visit.flags))] as VisitFlag[];
    const position = stop.visits.length > 0 ? ++visited : null;
    return {
      stop,
      position,
      tone: position === null ? 'skipped' : flags.length > 0 ? 'flagged' : 'default',
      flags: flags.map((flag) => VISIT_FLAG_LABELS[flag]),
      visitLines: stop.visits.map(visitLine),
      radiusReasons: stop.visits.flatMap((visit) => (visit.radius_reason ? [visit.radius_reason] : [])),
      photos: stop.visits.flatMap((visit) => visit.photos),
    };
  });
}

/**
 * The path the seller took: each visited stop's check-in position in order (the client's place
 * when the check-in had none), for the map's line.
 */
export function visitedPath(views: readonly StopView[]): [number, number][] {
  return views.flatMap((view) => {
    if (view.position === null) return [];
    const first = view.stop.visits[0];
    if (first?.lat != null && first.long != null) return [[first.lat, first.long] as [number, number]];
    if (view.stop.lat !== null && view.stop.long !== null)
      return [[view.stop.lat, view.stop.long] as [number, number]];
    return [];
  });
}
