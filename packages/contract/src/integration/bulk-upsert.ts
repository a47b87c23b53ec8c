import { codeErpSchema } from '@rota/domain';
import { z } from 'zod';
import { type CallDeclaration, defineCall } from '../define-call.ts';
import { dataEnvelope } from '../envelope.ts';

/** The tag of every ERP integration call in the OpenAPI document. */
export const INTEGRATION_TAG = 'Integração ERP';

/** Most rows one bulk call accepts; larger loads go in several calls. */
export const BULK_MAX_ROWS = 5000;

/** An ERP key: the domain's `code_erp`, which a key may not leave empty. */
export const erpKeySchema = codeErpSchema.min(1);

/** `deleted: true` tombstones the row; a later upsert of the same key without it revives it. */
const deletedFlag = { deleted: z.boolean().optional() };

/**
 * How the ERP sends one entity: `row` is the entity without the server-owned fields plus the
 * optional `deleted` flag; `key` names the fields that identify a row within the company (the
 * unique index the upsert targets); `tombstone` is the short form of a deletion, the key and
 * `deleted: true` only.
 */
export interface BulkRows<Row extends z.ZodObject = z.ZodObject> {
  row: Row;
  key: readonly string[];
  tombstone: z.ZodObject;
}

/** Declares the row of a bulk upsert from the entity schema already stripped of server fields. */
export function bulkRows<Shape extends z.ZodRawShape, const K extends keyof Shape & string>(
  entity: z.ZodObject<Shape>,
  key: readonly [K, ...K[]],
  /** A check across the row's fields (zod keeps refinements off an object it still extends). */
  refine?: (row: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => void,
) {
  const mask = Object.fromEntries(key.map((field) => [field, true]));
  // zod types a mask from literal keys only; the keys are checked by `K` above.
  const keyFields = entity.pick(mask as never) as z.ZodObject;
  const row = entity.extend(deletedFlag);
  return {
    row: refine
      ? row.superRefine((value, context) => refine(value as z.output<z.ZodObject<Shape>>, context))
      : row,
    key,
    tombstone: keyFields.extend({ deleted: z.literal(true) }),
  } satisfies BulkRows;
}

/** One row the server refused: its position in `rows`, its key when readable, and why (pt-BR). */
export const bulkRowErrorSchema = z.object({
  index: z.number().int().min(0),
  key: z.string().nullable(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

/**
 * What a bulk upsert answers: rows received, rows now stored as sent (inserted, updated or
 * already equal), rows tombstoned, and the rows refused, each with its own errors. Good rows
 * land even when others are refused.
 */
export const bulkUpsertResultSchema = z.object({
  received: z.number().int().min(0),
  upserted: z.number().int().min(0),
  deleted: z.number().int().min(0),
  errors: z.array(bulkRowErrorSchema),
});
export type BulkUpsertResult = z.infer<typeof bulkUpsertResultSchema>;

function rowDocumentation(rows: BulkRows): Record<string, unknown> {
  const { $schema: _, ...json } = z.toJSONSchema(rows.row, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return {
    ...json,
    description: `Chave: ${rows.key.join(' + ')}. Cada linha é validada sozinha; uma linha inválida não recusa o lote.`,
  };
}

/**
 * The body of a bulk upsert. Rows are `unknown` on purpose: the server validates each row with
 * the row schema, so one bad row is reported by index instead of refusing the whole batch. The
 * OpenAPI document still shows the row schema (zod copies `meta` into the JSON Schema).
 */
export function bulkUpsertBody(rows: BulkRows) {
  return z.object({
    rows: z
      .array(z.unknown().meta(rowDocumentation(rows)))
      .min(1)
      .max(BULK_MAX_ROWS),
  });
}

/** `POST <entity>/bulk` with the integration key. */
export function bulkUpsertCall<const N extends string, const P extends string>(
  name: N,
  path: P,
  summary: string,
  rows: BulkRows,
) {
  return defineCall({
    name,
    method: 'POST',
    path,
    summary,
    tag: INTEGRATION_TAG,
    auth: { kind: 'integration' },
    schemas: () => ({
      body: bulkUpsertBody(rows),
      response: dataEnvelope(bulkUpsertResultSchema),
    }),
  } satisfies CallDeclaration);
}
