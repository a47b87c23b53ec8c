import { dateTimeSchema } from '@rota/domain';
import { z } from 'zod';

/** §7: every success answers `{ data }`; the client returns `data`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/**
 * The sync cursor: a server-assigned, monotonic row version (a PostgreSQL bigint), sent as a
 * decimal string because it may exceed 2^53 (DESIGN.md "Sync").
 */
export const cursorSchema = z.string().regex(/^\d{1,19}$/, { error: 'Cursor inválido' });

/** The page size of a pull without `limit`, and the largest `limit` a pull accepts. */
export const DEFAULT_SYNC_PAGE_SIZE = 1000;
export const MAX_SYNC_PAGE_SIZE = 5000;

/** Query of every `…/all` call: no `since` is a full snapshot; `limit` pages large tables. */
export const syncQuerySchema = z.object({
  since: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_SYNC_PAGE_SIZE).optional(),
});

/**
 * A row as the server sends it in a pull: the entity plus when the server last changed it and,
 * for a tombstone, when it was deleted (the client then removes it locally).
 */
export function syncRow<Shape extends z.ZodRawShape>(entity: z.ZodObject<Shape>) {
  return entity.extend({
    updated_at: dateTimeSchema,
    deleted_at: dateTimeSchema.nullable(),
  });
}

/**
 * A page of a pull: `meta.cursor` is the version of the last row sent (or the `since` given,
 * when nothing changed); store it only after the page is applied, and ask again with it while
 * `has_more` is true.
 */
export function syncEnvelope<Shape extends z.ZodRawShape>(entity: z.ZodObject<Shape>) {
  return z.object({
    data: z.array(syncRow(entity)),
    meta: z.object({ cursor: cursorSchema, has_more: z.boolean() }),
  });
}
