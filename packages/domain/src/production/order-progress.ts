import { fromThousandths, toThousandths } from '../quantity/quantity.ts';
import type { Appointment } from './appointment.schema.ts';
import type { ProductionOrder, ProductionOrderStatus } from './production-order.schema.ts';

export interface OrderProgress {
  planned: number;
  /** Good quantity: the sum of the appointments' `quantity`. */
  produced: number;
  /** Scrap: the sum of the appointments' `quantity_scrap`. */
  scrap: number;
  /** What is still to produce: planned − produced, never below 0 (an order may be overproduced). */
  left: number;
  /** produced ÷ planned in whole percent, rounded down and capped at 100; 0 when nothing is planned. */
  percent: number;
}

/**
 * What an order planned, made and has left. An order's produced quantity IS the sum of its
 * appointments (the server stores that sum in `quantity_produced`, the device adds the ones it
 * has not sent yet); scrap never counts as produced. Pass the order's appointments only, each
 * once. Summed in thousandths of the order's unit, so 0,1 kg + 0,2 kg is 0,3 kg.
 */
export function orderProgress(
  order: Pick<ProductionOrder, 'quantity_planned'>,
  appointments: readonly Pick<Appointment, 'quantity' | 'quantity_scrap'>[],
): OrderProgress {
  let produced = 0;
  let scrap = 0;
  for (const appointment of appointments) {
    produced += toThousandths(appointment.quantity);
    scrap += toThousandths(appointment.quantity_scrap);
  }
  const planned = toThousandths(order.quantity_planned);
  return {
    planned: order.quantity_planned,
    produced: fromThousandths(produced),
    scrap: fromThousandths(scrap),
    left: fromThousandths(Math.max(0, planned - produced)),
    percent: planned > 0 ? Math.min(100, Math.floor((produced * 100) / planned)) : 0,
  };
}

/** Whether an order takes a new appointment: every status but Encerrada (closed by the ERP). */
export function acceptsNewAppointments(order: Pick<ProductionOrder, 'status'>): boolean {
  return order.status !== 'Encerrada';
}

/**
 * The status an order has once its appointments are what they are (Rota's reading of the four
 * statuses; docs/domain.md "Production orders"):
 * - Encerrada stays Encerrada: only the ERP closes an order or opens it again;
 * - someone producing on it (an open appointment not paused) → Em produção;
 * - every open appointment paused → Pausada;
 * - nothing open but appointments recorded → Em produção (started, nobody on it right now);
 * - no appointment at all → the status the ERP gave (Planejada, usually).
 */
export function orderStatusAfter(
  status: ProductionOrderStatus,
  appointments: readonly Pick<Appointment, 'finished_at' | 'pauses'>[],
): ProductionOrderStatus {
  if (status === 'Encerrada') return status;
  const open = appointments.filter((appointment) => appointment.finished_at === null);
  if (open.some((appointment) => appointment.pauses.at(-1)?.finished_at !== null)) return 'Em produção';
  if (open.length > 0) return 'Pausada';
  return appointments.length > 0 ? 'Em produção' : status;
}
