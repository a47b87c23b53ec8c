import { WEEKDAYS, type Weekday, weekdayName, weekdayOfDate } from '@rota/domain';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { z } from 'zod';

/** How the screen shows the clients: the virtualised list or the map (with canGeoClient). */
export type ClientView = 'list' | 'map';

export interface ClientFilters {
  /** The visiting days chosen; empty: "Todos os dias". */
  days: Weekday[];
  /** "Todos os clientes": every seller's (only honoured with canViewAllClients). */
  all: boolean;
  /** What was typed in the search box, as typed. */
  query: string;
  view: ClientView;
}

export interface ClientFilterActions {
  setDays: (days: Weekday[]) => void;
  setAll: (all: boolean) => void;
  setQuery: (query: string) => void;
  setView: (view: ClientView) => void;
}

const STORAGE_KEY = 'rota.clients.filters';

const storedSchema = z.object({
  date: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  all: z.boolean(),
  query: z.string().max(200),
  view: z.enum(['list', 'map']),
});

/**
 * The filters as the seller left them in this tab (sessionStorage), so opening a client and
 * coming back keeps the day, the search and the view. The days start over on another calendar
 * day: a new day preselects its own weekday. Anything unreadable counts as nothing.
 */
function initialFilters(date: string): ClientFilters {
  const today = weekdayName(weekdayOfDate(date));
  const fresh: ClientFilters = { days: [today], all: false, query: '', view: 'list' };
  try {
    const stored = storedSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null'));
    if (!stored.success) return fresh;
    const { date: storedOn, ...filters } = stored.data;
    return storedOn === date ? filters : { ...filters, days: [today] };
  } catch {
    return fresh;
  }
}

/**
 * The filters of the clients screen: today's weekday preselected, kept while the tab lives.
 * `date` is today in São Paulo (`useToday`); a screen left open past its midnight starts the days
 * over as a reload would, on the new day's weekday.
 */
export function useClientFilters(date: string): [ClientFilters, ClientFilterActions] {
  const [filters, setFilters] = useState(() => initialFilters(date));
  const [filtersOn, setFiltersOn] = useState(date);
  if (filtersOn !== date) {
    setFiltersOn(date);
    setFilters((current) => ({ ...current, days: [weekdayName(weekdayOfDate(date))] }));
  }

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ date, ...filters }));
    } catch {
      // Private mode or a full quota: the filters just do not survive the visit.
    }
  }, [filters, date]);

  const update = useCallback(
    <K extends keyof ClientFilters>(key: K) =>
      (value: ClientFilters[K]) =>
        setFilters((current) => ({ ...current, [key]: value })),
    [],
  );
  const actions = useMemo(
    () => ({
      setDays: update('days'),
      setAll: update('all'),
      setQuery: update('query'),
      setView: update('view'),
    }),
    [update],
  );
  return [filters, actions];
}
