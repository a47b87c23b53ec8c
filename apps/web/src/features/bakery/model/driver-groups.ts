import { type BakeryItem, inDeliveryOrder } from '@rota/domain';

/** One client's lines on a driver's route (a client may have several sales: one stop). */
export interface ClientStop {
  key: string;
  clientName: string;
  deliveryOrder: number | null;
  /** In the order they were sold (line id). */
  lines: BakeryItem[];
}

export interface DriverRoute {
  /** Null for lines the ERP gave no driver. */
  driver: string | null;
  stops: ClientStop[];
}

/**
 * Lines by driver (named ones by name, then the lines without a driver), each driver's clients in
 * delivery order: the order the van is loaded and driven. A client is its ERP code (or its name
 * when it has none), so two sales of one client are one stop.
 */
export function driverRoutes(lines: readonly BakeryItem[]): DriverRoute[] {
  const drivers = new Map<string | null, Map<string, [BakeryItem, ...BakeryItem[]]>>();
  for (const line of inDeliveryOrder(lines)) {
    const stops = drivers.get(line.driver_name) ?? new Map<string, [BakeryItem, ...BakeryItem[]]>();
    const key = line.code_erp_client ?? `nome:${line.client_name}`;
    const stop = stops.get(key);
    stops.set(key, stop ? [...stop, line] : [line]);
    drivers.set(line.driver_name, stops);
  }
  return [...drivers.entries()]
    .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'pt-BR')))
    .map(([driver, stops]) => ({
      driver,
      stops: [...stops.entries()].map(([key, stopLines]) => {
        const [first] = stopLines;
        return {
          key,
          clientName: first.client_name,
          deliveryOrder: first.delivery_order,
          lines: [...stopLines].sort((a, b) => a.id - b.id),
        };
      }),
    }));
}
