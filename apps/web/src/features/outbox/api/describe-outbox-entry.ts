import { formatDateTime, zonedFields } from '@rota/domain';
import type { OutboxRow } from '#lib/db/my-pwa-db.ts';
import { type AnyWriteDeclaration, type RelatedIds, type RelatedNames, writeOf } from '#lib/sync/index.ts';
import { messages } from '../messages.ts';

/**
 * Where an entry stands, as the seller reads it: waiting its turn, being sent, refused by the
 * server (kept until resent or discarded), or waiting for its back-off after a network failure.
 */
export type OutboxEntryState = 'pending' | 'sending' | 'failed' | 'waiting';

/** One line of "Pendências de envio", in pt-BR. */
export interface OutboxEntryView {
  id: number;
  /** What it is: 'Venda', 'Cliente novo'… (its declaration's `label`, lib/sync/writes). */
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

/** The uuids an entry's description needs a name for: a client (address, visit) or a sale (notes). */
export function relatedIds(row: OutboxRow): RelatedIds {
  try {
    return writeOf(row)?.related?.(row) ?? {};
  } catch {
    return {};
  }
}

/**
 * Its declaration's description or amount. A body written by an older version of the app may lack
 * a field: the label alone still says what it is.
 */
function read(
  row: OutboxRow,
  part: (write: AnyWriteDeclaration) => string | null | undefined,
): string | null {
  const write = writeOf(row);
  if (write === null) return null;
  try {
    return part(write) ?? null;
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
    id: row.id,
    label: writeOf(row)?.label ?? messages.unknownCall(row.call),
    description: read(row, (write) => write.describe(row, names)),
    amount: read(row, (write) => write.amount?.(row)),
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
