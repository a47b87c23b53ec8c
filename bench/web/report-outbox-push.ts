import { formatInteger, formatRate, formatSeconds, type Report, verdict } from '../report.ts';
import type { OutboxPush } from './outbox-push.ts';

/**
 * The outbox push's section of the web report: 500 records in under 5 s (issue 29; DESIGN.md
 * "Budgets" asks under 10 s).
 */
export function reportOutboxPush(out: Report, push: OutboxPush): void {
  out.section('Envio da fila (outbox), Chromium, IndexedDB real, servidor local');
  out.row(
    `${formatInteger(push.records)} clientes na fila até a fila vazia`,
    formatSeconds(push.ms),
    formatRate((push.records * 1000) / push.ms, 'registros'),
    `${verdict(push.ms < 5_000)} (meta: menos de 5 s)`,
  );
  out.note(`No servidor depois do envio: ${formatInteger(push.onServer)} de ${formatInteger(push.records)}.`);
}
