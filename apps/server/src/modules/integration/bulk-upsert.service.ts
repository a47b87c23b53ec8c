import { type BulkRowError, type BulkUpsertResult, toFieldErrors } from '@rota/contract';
import { dateBoundErrors } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import { invalidateSessions, sessionTables } from '../../http/auth/session-caches.ts';
import { type BulkEntity, newRowValues, rowColumns } from './bulk-entities.ts';
import { type RowValues, tombstoneRows, upsertRows } from './bulk-upsert.repository.ts';

type Row = Record<string, unknown>;

interface Upsert {
  index: number;
  key: string;
  row: Row;
}

interface Tombstone {
  index: number;
  keyValues: string[];
}

function isRecord(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The key as the ERP sent it (`P001`, or `T01 + P001`), to name a refused row; null if unreadable. */
function rawKey(raw: unknown, key: readonly string[]): string | null {
  if (!isRecord(raw)) return null;
  const values = key.map((field) => raw[field]);
  if (!values.every((value) => typeof value === 'string' || typeof value === 'number')) return null;
  return values.map(String).join(' + ');
}

/**
 * Validates each row on its own: a good row is kept (an upsert, or a tombstone when it says
 * `deleted: true`, which needs only the key); a bad row, or a key already sent in this batch,
 * is reported by index with pt-BR messages by field; so is an upsert with a date out of its
 * bound, read with the server's clock (docs/server.md "Dates").
 */
function sortRows(spec: BulkEntity, rawRows: readonly unknown[], now: Date) {
  const upserts: Upsert[] = [];
  const tombstones: Tombstone[] = [];
  const errors: BulkRowError[] = [];
  const seen = new Map<string, number>();
  rawRows.forEach((raw, index) => {
    const deleting = isRecord(raw) && raw.deleted === true;
    const parsed = (deleting ? spec.rows.tombstone : spec.rows.row).safeParse(raw);
    if (!parsed.success) {
      errors.push({ index, key: rawKey(raw, spec.rows.key), errors: toFieldErrors(parsed.error.issues) });
      return;
    }
    const row = parsed.data as Row;
    const dateErrors = deleting || !spec.dates ? {} : dateBoundErrors(row, spec.dates, now);
    if (Object.keys(dateErrors).length > 0) {
      errors.push({ index, key: rawKey(raw, spec.rows.key), errors: dateErrors });
      return;
    }
    const keyValues = spec.rows.key.map((field) => String(row[field]));
    const key = keyValues.join(' + ');
    const first = seen.get(key);
    if (first !== undefined) {
      const field = spec.rows.key[0] ?? '_';
      const message = `Chave repetida neste lote (já enviada no índice ${first})`;
      errors.push({ index, key, errors: { [field]: [message] } });
      return;
    }
    seen.set(key, index);
    if (deleting) tombstones.push({ index, keyValues });
    else upserts.push({ index, key, row });
  });
  return { upserts, tombstones, errors };
}

const maxVersion = (versions: readonly bigint[]) =>
  versions.reduce<bigint | null>((max, version) => (max === null || version > max ? version : max), null);

/**
 * A bulk upsert from the ERP (docs/integration.md): good rows land in one company write
 * transaction, bad rows come back by index. After the commit, when anything changed, one
 * `catalogue.changed` tells the company's devices which pulls to run.
 */
export async function runBulkUpsert(
  deps: AppDeps,
  spec: BulkEntity,
  companyId: number,
  rawRows: readonly unknown[],
  now: Date,
): Promise<BulkUpsertResult> {
  const { upserts, tombstones, errors } = sortRows(spec, rawRows, now);
  const written = await companyWrite(deps.db, companyId, async (tx) => {
    const context = spec.load
      ? await spec.load(
          tx,
          companyId,
          upserts.map((upsert) => upsert.row),
        )
      : undefined;
    const values: RowValues[] = [];
    for (const upsert of upserts) {
      const mapped = rowColumns(spec, upsert.row, context);
      if ('errors' in mapped) errors.push({ index: upsert.index, key: upsert.key, errors: mapped.errors });
      else values.push(newRowValues(spec, companyId, mapped.values));
    }
    const versions = [
      ...(await upsertRows(tx, spec.table, spec.keyColumns, values)),
      ...(await tombstoneRows(
        tx,
        spec.table,
        companyId,
        spec.keyColumns,
        tombstones.map((tombstone) => tombstone.keyValues),
        now,
      )),
    ];
    return { upserted: values.length, versions };
  });
  // Sellers and profiles are part of a session: the next request must see the change (the
  // other processes hear it from the database's notification).
  if (sessionTables.includes(spec.table)) invalidateSessions(deps.db);
  const cursor = maxVersion(written.versions);
  // An entity no device pulls (the manager's ERP data) tells no device anything.
  if (cursor !== null && spec.pulls.length > 0) {
    deps.events.publish({
      type: 'catalogue.changed',
      company_id: companyId,
      seller_id: null,
      calls: [...spec.pulls],
      cursor: String(cursor),
    });
  }
  return {
    received: rawRows.length,
    upserted: written.upserted,
    deleted: tombstones.length,
    errors: errors.sort((a, b) => a.index - b.index),
  };
}
