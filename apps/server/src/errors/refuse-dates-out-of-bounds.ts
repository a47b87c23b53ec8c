import { type BoundedDateField, type DateBoundOptions, dateBoundErrors } from '@rota/domain';
import { unprocessable } from './service-error.ts';

/**
 * Throws the 422 naming every date of `record` outside its bound (docs/server.md "Dates"),
 * checked with the server's clock at receipt: the schemas only check a date's form.
 */
export function refuseDatesOutOfBounds(
  record: unknown,
  fields: readonly BoundedDateField[],
  now: Date,
  options: DateBoundOptions = {},
): void {
  const errors = dateBoundErrors(record, fields, now, options);
  if (Object.keys(errors).length > 0) throw unprocessable(errors);
}
