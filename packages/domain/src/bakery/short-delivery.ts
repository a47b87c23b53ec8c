import { z } from 'zod';
import { fieldError } from '../shared/messages.ts';

/**
 * Why a driver handed a client less than was ordered (docs/bakery.md "Short deliveries"): the
 * goods were missing from the van (`faltou`), damaged (`avariado`), refused by the client
 * (`recusado`), or something else the driver writes down (`outro`, with a note).
 */
export const SHORT_DELIVERY_REASONS = ['faltou', 'avariado', 'recusado', 'outro'] as const;
export type ShortDeliveryReason = (typeof SHORT_DELIVERY_REASONS)[number];

export const SHORT_DELIVERY_REASON_LABELS: Record<ShortDeliveryReason, string> = {
  faltou: 'Faltou',
  avariado: 'Avariado',
  recusado: 'Recusado pelo cliente',
  outro: 'Outro',
};

export const shortDeliveryMessages = {
  reason: 'Escolha o motivo da falta: faltou, avariado, recusado pelo cliente ou outro',
  noteRequired: 'Descreva o motivo da falta',
  notShort: 'Entrega completa: não há falta a registrar',
  reasonMissing: 'Entrega com falta: escolha o motivo',
} as const;

export const shortDeliveryReasonSchema = z.enum(SHORT_DELIVERY_REASONS, {
  error: fieldError(shortDeliveryMessages.reason),
});
export const shortDeliveryNoteSchema = z.string().trim().max(255);

/** The delivery fields of a line that say whether and why it was closed short. */
export interface ShortDeliveryState {
  quantity: number;
  delivered: number;
  short_reason?: ShortDeliveryReason | null | undefined;
}

/**
 * True when the line's delivery is over: all of it handed, or handed short with a reason (0 of 12
 * "recusado" is over too). A line delivered in part without a reason is still open — the driver
 * may come back with the rest — and so is one with nothing delivered.
 */
export function isDeliveryClosed(line: ShortDeliveryState): boolean {
  return line.delivered >= line.quantity || line.short_reason != null;
}

/** True when the line was closed with less than ordered. */
export function isShortDelivery(line: ShortDeliveryState): boolean {
  return line.short_reason != null && line.delivered < line.quantity;
}

/**
 * Why a delivery stamp of `done` with this reason cannot be recorded, or null: a reason only goes
 * with less than ordered; closing a line short needs one (`requireReason`, the device's
 * "Entregue com falta"). The server does not require it: a stamp below the order without a
 * reason leaves the line open, as stamps made before reasons existed did.
 */
export function shortDeliveryProblem(
  line: Pick<ShortDeliveryState, 'quantity'>,
  done: number,
  reason: ShortDeliveryReason | null | undefined,
  options: { requireReason?: boolean } = {},
): string | null {
  if (reason != null && done >= line.quantity) return shortDeliveryMessages.notShort;
  if (options.requireReason && reason == null && done < line.quantity)
    return shortDeliveryMessages.reasonMissing;
  return null;
}

/**
 * How many stops (a driver's client) were closed with something short: what the driver's
 * summary and the dashboard count ("3 entregas com falta"). A stop is its driver and its client
 * (ERP code, or name when it has none), as the delivery screen groups them.
 */
export function countShortStops(
  lines: readonly (ShortDeliveryState & {
    driver_name: string | null;
    code_erp_client: string | null;
    client_name: string;
  })[],
): number {
  const stops = new Set<string>();
  for (const line of lines) {
    if (!isShortDelivery(line)) continue;
    stops.add(JSON.stringify([line.driver_name, line.code_erp_client ?? `nome:${line.client_name}`]));
  }
  return stops.size;
}
