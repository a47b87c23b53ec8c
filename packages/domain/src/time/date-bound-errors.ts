import { DATE_BOUNDS, type DateBoundName, dateBoundProblem } from './date-bounds.ts';
import { DEFAULT_TIME_ZONE } from './time-zone.ts';

/**
 * A date field a person or the ERP sends, under one of {@link DATE_BOUNDS}: `path` is its place in
 * the body (`*` for every element of an array: `pauses.*.started_at`), `label` its pt-BR name as
 * a sentence starts it ("A data de início").
 */
export interface BoundedDateField {
  path: string;
  label: string;
  bound: DateBoundName;
}

export interface DateBoundOptions {
  /**
   * The record as already stored under the same key, when the write changes one: a date equal to
   * the stored one at the same place passes, whatever its age — a sale still open after two
   * months, or an appointment left running, is resent with the start it was accepted with.
   */
  stored?: unknown;
  timeZone?: string;
}

type Found = { path: string; value: unknown };

/** Every value at `path` in `value`, with its concrete path (`pauses.1.started_at`). */
function valuesAt(value: unknown, parts: readonly string[], prefix: string[] = []): Found[] {
  const [part, ...rest] = parts;
  if (part === undefined) return [{ path: prefix.join('.'), value }];
  if (part === '*') {
    if (!Array.isArray(value)) return [];
    return value.flatMap((element, index) => valuesAt(element, rest, [...prefix, String(index)]));
  }
  if (typeof value !== 'object' || value === null) return [];
  return valuesAt((value as Record<string, unknown>)[part], rest, [...prefix, part]);
}

function valueAtPath(value: unknown, path: string): unknown {
  return valuesAt(value, path.split('.'))[0]?.value;
}

/** Two wire dates (or a stored `Date`) naming the same day or instant. */
function sameDate(sent: string, stored: unknown): boolean {
  if (stored instanceof Date) return Date.parse(sent) === stored.getTime();
  if (typeof stored !== 'string') return false;
  if (sent === stored) return true;
  const [a, b] = [Date.parse(sent), Date.parse(stored)];
  return !Number.isNaN(a) && a === b && sent.length > 10 && stored.length > 10;
}

/**
 * The bounded dates of `record` outside their bound, as pt-BR messages by field path — the
 * shape of a 422's `errors` and of a form's field errors. Absent and null dates pass (the schema
 * says whether one is required); so does a date the stored record already holds at that place.
 */
export function dateBoundErrors(
  record: unknown,
  fields: readonly BoundedDateField[],
  now: Date,
  options: DateBoundOptions = {},
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of fields) {
    for (const { path, value } of valuesAt(record, field.path.split('.'))) {
      if (typeof value !== 'string') continue;
      if (options.stored !== undefined && sameDate(value, valueAtPath(options.stored, path))) continue;
      const problem = dateBoundProblem(
        value,
        DATE_BOUNDS[field.bound],
        field.label,
        now,
        options.timeZone ?? DEFAULT_TIME_ZONE,
      );
      if (problem) errors[path] = [...(errors[path] ?? []), problem];
    }
  }
  return errors;
}
