import { errorMessages } from '@rota/contract';

/** An error with the HTTP status and the pt-BR body the client receives (§8 shapes). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message: string; errors?: Record<string, string[]> },
    /** Headers the answer carries (`Retry-After` of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const unauthorized = () => new HttpError(401, { message: errorMessages.sessionExpired });
export const forbidden = () => new HttpError(403, { message: errorMessages.forbidden });
export const notFound = (message: string = errorMessages.notFound) => new HttpError(404, { message });
export const conflict = (message: string = errorMessages.conflict) => new HttpError(409, { message });
/** 429 with `Retry-After`: how many seconds until the caller's window frees up. */
export const tooManyRequests = (retryAfterSeconds = 60) =>
  new HttpError(
    429,
    { message: errorMessages.tooManyRequests },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  );
export const unprocessable = (
  errors: Record<string, string[]>,
  message: string = errorMessages.validationFailed,
) => new HttpError(422, { message, errors });
