import type { Session } from '@rota/contract';
import { zonedDate } from '@rota/domain';
import type { OutboxRow } from '#lib/db/my-pwa-db.ts';
import { writeOf } from '#lib/sync/index.ts';

/** A file ready to download. */
export interface ExportFile {
  name: string;
  json: string;
}

/**
 * The unsent entries as a JSON file for support (`rota-pendencias-<yyyy-mm-dd>.json`, the São
 * Paulo date): a copy to send when a phone may lose its data (Safari deletes a site's storage
 * after 7 days without use) or when an entry keeps failing. Every entry of the device, each with
 * its owner; who exported it and when. Entries hold only what was queued for the server (no
 * session token).
 */
export function outboxExportFile(rows: readonly OutboxRow[], now: Date, session: Session | null): ExportFile {
  const content = {
    app: 'Rota',
    kind: 'pendencias-de-envio',
    exported_at: now.toISOString(),
    company: session
      ? { id: session.company.id, name: session.company.name, cnpj: session.company.cnpj }
      : null,
    seller: session ? { id: session.seller.id, name: session.seller.name } : null,
    count: rows.length,
    entries: rows.map((row) => ({
      id: row.id,
      label: writeOf(row)?.label ?? row.call,
      call: row.call,
      uuid: row.uuid,
      owner: row.owner,
      status: row.status,
      created_at: row.created_at,
      attempts: row.attempts,
      next_attempt_at: row.next_attempt_at,
      last_error: row.last_error,
      params: row.params ?? null,
      body: row.body ?? null,
    })),
  };
  return { name: `rota-pendencias-${zonedDate(now)}.json`, json: JSON.stringify(content, null, 2) };
}

/** Hands the file to the browser's download (no server involved: it works offline). */
export function downloadFile(file: ExportFile): void {
  const url = URL.createObjectURL(new Blob([file.json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: free it on the next turn, not at once.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
