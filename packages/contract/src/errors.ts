import { z } from 'zod';
import { errorMessages } from './error-messages.ts';

/** §8 422: `{ message, errors: { field: [msg] } }`, Laravel's shape, messages in pt-BR. */
export const validationErrorSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** §8 401 and every other error: `{ message }` in pt-BR. */
export const messageErrorSchema = z.object({ message: z.string() });
export type MessageErrorBody = z.infer<typeof messageErrorSchema>;

/**
 * Most fields a 422 lists; past it, one more entry under `_` says how many were left out. A
 * body with thousands of bad entries is answered in a few kilobytes, not megabytes.
 */
export const MAX_FIELD_ERRORS = 50;

export const moreErrorsMessage = (count: number) =>
  `Há mais ${count.toLocaleString('pt-BR')} ${count === 1 ? 'erro' : 'erros'} além dos listados.`;

/**
 * Turns zod issues into the `errors` map of a 422: each field path (`items.0.quantity`) with
 * its messages. Issues about the whole body go under `_`. At most {@link MAX_FIELD_ERRORS}
 * fields are listed, then `_` carries the count of the issues left out.
 */
export function toFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  prefix?: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  let fields = 0;
  let omitted = 0;
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const key = [prefix, path].filter(Boolean).join('.') || '_';
    const list = errors[key];
    if (list) {
      if (!list.includes(issue.message)) list.push(issue.message);
    } else if (fields < MAX_FIELD_ERRORS) {
      errors[key] = [issue.message];
      fields += 1;
    } else {
      omitted += 1;
    }
  }
  if (omitted > 0) errors._ = [...(errors._ ?? []), moreErrorsMessage(omitted)];
  return errors;
}

/** A 422 body for zod issues. */
export function validationError(issues: readonly z.core.$ZodIssue[], prefix?: string): ValidationErrorBody {
  return { message: errorMessages.validationFailed, errors: toFieldErrors(issues, prefix) };
}
