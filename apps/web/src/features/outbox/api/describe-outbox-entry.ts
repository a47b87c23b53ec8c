import {
  appointmentState,
  cartTotals,
  formatDate,
  formatDateTime,
  formatMoney,
  formatPlate,
  SHORT_DELIVERY_REASON_LABELS,
  zonedFields,
} from '@rota/domain';
import type { OutboxRow } from '../../../lib/db/my-pwa-db.ts';
import { isOutboxCallName, type OutboxCallName, type OutboxWrite } from '../../../lib/sync/index.ts';
import { callLabels, messages } from '../messages.ts';

/**
 * Where an entry stands, as the seller reads it: waiting its turn, being sent, refused by the
 * server (kept until resent or discarded), or waiting for its back-off after a network failure.
 */
export type OutboxEntryState = 'pending' | 'sending' | 'failed' | 'waiting';

/** One line of "Pendências de envio", in pt-BR. */
export interface OutboxEntryView {
  id: number;
  /** What it is: 'Venda', 'Cliente novo'… */
  label: string;
  /** Which one, from the queued body: a client's name, a sale's client; null when nothing helps. */
  description: string | null;
  /** A sale's total, 'R$ 1.234,56' (shown unbroken beside the description). */
  amount: string | null;
  /** When it was made, 'dd/mm/yyyy hh:mm' in São Paulo. */
  madeAt: string;
  /** The same instant, ISO (for `<time>`). */
  createdAt: string;
  state: OutboxEntryState;
  /** 'Aguardando envio', 'Enviando', 'Falhou: <server's message>', 'Nova tentativa às 14:05'. */
  statusText: string;
  /** Why the last network attempt failed (waiting or pending again); the server's refusal is in `statusText`. */
  lastError: string | null;
}

/** Names the queued bodies only point at by uuid (a visit's client, a note's sale), read from the device. */
export interface RelatedNames {
  clients: ReadonlyMap<string, string>;
  /** A sale's uuid → its client's name. */
  saleClients: ReadonlyMap<string, string>;
}

const NOTES_SHOWN = 80;
const shorten = (text: string) => (text.length > NOTES_SHOWN ? `${text.slice(0, NOTES_SHOWN - 1)}…` : text);

type Describer<N extends OutboxCallName> = (write: OutboxWrite<N>, names: RelatedNames) => string | null;

/** A short "which one" per call, typed from the contract's bodies (a new call must be described here too). */
const describers: { [N in OutboxCallName]: Describer<N> } = {
  // Bodies are read back from storage as they were queued, maybe by an older version: a missing
  // field gives no description rather than 'undefined' on screen.
  'clients.create': ({ body }) => (body.name ? messages.describe.client(body.name) : null),
  'clients.update': ({ body }) => (body.name ? messages.describe.client(body.name) : null),
  'clients.addDeliveryAddress': ({ body, params }, names) =>
    messages.describe.address(body.description, names.clients.get(params.client_id) ?? null),
  'clients.updateDeliveryAddress': ({ body, params }, names) =>
    messages.describe.address(body.description, names.clients.get(params.client_id) ?? null),
  // A removal carries no body: the address is named by its client.
  'clients.removeDeliveryAddress': ({ params }, names) =>
    messages.describe.addressOf(names.clients.get(params.client_id) ?? null),
  'clients.visited': ({ body, params }, names) =>
    messages.describe.visit(names.clients.get(params.id) ?? null, formatDateTime(body.visited_at)),
  'sales.create': ({ body }) =>
    body.client === undefined ? null : messages.describe.sale(body.client?.name ?? null),
  'sales.addNotes': ({ body, params }, names) =>
    messages.describe.notes(shorten(body.notes), names.saleClients.get(params.uuid) ?? null),
  'notifications.markAsRead': ({ body }) => messages.describe.notification(body.id),
  'notifications.markAllRead': () => null,
  'orderProduction.createApoint': ({ body }) =>
    messages.describe.appointment(body.num_op, appointmentState(body), body.quantity),
  'measurements.create': ({ body }) =>
    body.plate === undefined
      ? null
      : messages.describe.measurement(formatDate(body.date), formatPlate(body.plate), body.quantity),
  // A stamp names its lines by id only: how many, who received a delivery, and why it was short.
  'bakery.productionAt': ({ body }) => messages.describe.bakeryStamp(body.lines.length, null, null),
  'bakery.separationAt': ({ body }) => messages.describe.bakeryStamp(body.lines.length, null, null),
  'bakery.deliveryAt': ({ body }) => {
    const short = body.lines.find((line) => line.short_reason)?.short_reason;
    return messages.describe.bakeryStamp(
      body.lines.length,
      body.received_by ?? null,
      short ? SHORT_DELIVERY_REASON_LABELS[short] : null,
    );
  },
};

/** The uuids an entry's description needs a name for: a client (address, visit) or a sale (notes). */
export function relatedIds(row: OutboxRow): { client?: string; sale?: string } {
  const param = (key: string) => {
    const value = row.params?.[key];
    return typeof value === 'string' ? value : undefined;
  };
  if (
    row.call === 'clients.addDeliveryAddress' ||
    row.call === 'clients.updateDeliveryAddress' ||
    row.call === 'clients.removeDeliveryAddress'
  )
    return { client: param('client_id') };
  if (row.call === 'clients.visited') return { client: param('id') };
  if (row.call === 'sales.addNotes') return { sale: param('uuid') };
  return {};
}

function describe(row: OutboxRow, names: RelatedNames): string | null {
  if (!isOutboxCallName(row.call)) return null;
  try {
    const describer = describers[row.call] as Describer<OutboxCallName>;
    return describer(
      { call: row.call, uuid: row.uuid, params: row.params, body: row.body } as OutboxWrite,
      names,
    );
  } catch {
    // A body written by an older version of the app may lack a field: the label alone still says what it is.
    return null;
  }
}

/** The total of a queued sale, from its lines (the domain's rule), in centavos formatted. */
function amountOf(row: OutboxRow): string | null {
  if (row.call !== 'sales.create') return null;
  try {
    return formatMoney(cartTotals(row.body as OutboxWrite<'sales.create'>['body']).net);
  } catch {
    return null;
  }
}

function stateOf(row: OutboxRow, now: Date, pushing: boolean): OutboxEntryState {
  if (row.status === 'failed') return 'failed';
  // 'sending' outlives a closed tab; it is only true while a push runs.
  if (row.status === 'sending' && pushing) return 'sending';
  if (row.next_attempt_at !== null && Date.parse(row.next_attempt_at) > now.getTime()) return 'waiting';
  return 'pending';
}

function statusText(row: OutboxRow, state: OutboxEntryState): string {
  if (state === 'failed') return messages.failedBecause(row.last_error ?? messages.status.failed);
  if (state === 'sending') return messages.status.sending;
  if (state === 'waiting') {
    const { hour, minute } = zonedFields(new Date(row.next_attempt_at ?? 0));
    return messages.status.retryAt(`${hour}:${minute}`);
  }
  return messages.status.pending;
}

/**
 * An outbox entry as "Pendências de envio" shows it. `now` decides whether a back-off is still
 * running; `pushing` whether an entry marked 'sending' really is.
 */
export function describeOutboxEntry(
  row: OutboxRow,
  names: RelatedNames,
  now: Date,
  pushing: boolean,
): OutboxEntryView {
  const state = stateOf(row, now, pushing);
  return {
    id: row.id as number,
    label: isOutboxCallName(row.call) ? callLabels[row.call] : messages.unknownCall(row.call),
    description: describe(row, names),
    amount: amountOf(row),
    madeAt: formatDateTime(row.created_at),
    createdAt: row.created_at,
    state,
    statusText: statusText(row, state),
    lastError: state === 'waiting' || state === 'pending' ? row.last_error : null,
  };
}

/** What an entry is and which one, as its buttons' accessible names and the discard dialog say it. */
export function entryName(entry: Pick<OutboxEntryView, 'label' | 'description' | 'amount'>): string {
  return [entry.label, entry.description, entry.amount].filter(Boolean).join(' — ');
}
