/**
 * A failed call, in pt-BR: `status` is the HTTP status (0 when the server never answered: no
 * network or time-out) and `errors` the server's Laravel-shaped field errors (422), if any.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly errors: Record<string, string[]> | null;

  constructor(
    status: number,
    message: string,
    errors: Record<string, string[]> | null = null,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.errors = errors;
  }
}
