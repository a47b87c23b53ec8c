import type { DateRange } from '@rota/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  appointments,
  drivers,
  machines,
  measurements,
  productionOrders,
  volumes,
} from '../../db/schema/index.ts';
import { countAll, dayWithin, instantWithin, quantitySumOf } from './chart-sql.ts';

/** Production orders per status, of the orders due in the period. */
export async function ordersByStatus(db: Executor, companyId: number, range: DateRange) {
  return db
    .select({ status: productionOrders.status, value: countAll() })
    .from(productionOrders)
    .where(
      and(
        eq(productionOrders.company_id, companyId),
        isNull(productionOrders.deleted_at),
        dayWithin(productionOrders.due_date, range),
      ),
    )
    .groupBy(productionOrders.status);
}

/** What each machine produced and scrapped in the appointments started in the period (São Paulo days). */
export async function appointmentsByMachine(db: Executor, companyId: number, range: DateRange) {
  const produced = quantitySumOf(appointments.quantity);
  return db
    .select({
      label: machines.description,
      produced,
      scrap: quantitySumOf(appointments.quantity_scrap),
    })
    .from(appointments)
    .innerJoin(machines, eq(machines.id, appointments.machine_id))
    .where(
      and(
        eq(appointments.company_id, companyId),
        isNull(appointments.deleted_at),
        instantWithin(appointments.started_at, range),
      ),
    )
    .groupBy(machines.id, machines.description)
    .orderBy(desc(produced), asc(machines.description));
}

/**
 * Loads (trips) and quantity per driver and volume of the measurements of the period (domain
 * `totalsByDriver`'s reading, summed in SQL).
 */
export async function measurementsByDriver(db: Executor, companyId: number, range: DateRange) {
  return db
    .select({
      driverId: drivers.id,
      driver: drivers.name,
      volume: volumes.field,
      loads: countAll(),
      quantity: quantitySumOf(measurements.quantity),
    })
    .from(measurements)
    .innerJoin(drivers, eq(drivers.id, measurements.driver_id))
    .innerJoin(volumes, eq(volumes.id, measurements.volume_id))
    .where(
      and(
        eq(measurements.company_id, companyId),
        isNull(measurements.deleted_at),
        dayWithin(measurements.date, range),
      ),
    )
    .groupBy(drivers.id, drivers.name, volumes.field)
    .orderBy(asc(drivers.name), asc(volumes.field));
}
