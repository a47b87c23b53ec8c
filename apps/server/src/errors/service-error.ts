import { errorMessages } from '@rota/contract';

/** What went wrong, as a service sees it; `http/error-handler.ts` turns each kind into a status. */
export type ServiceErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'validation'
  | 'too_many_requests'
  | 'unavailable';

/**
 * An expected failure of a rule or a lookup, thrown by services and auth with its pt-BR message
 * (and, for `validation`, the message of each bad field). Services know nothing of HTTP: one
 * error handler maps the kind to a status and the §8 body.
 */
export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    /** Field → pt-BR messages, for `validation`. */
    readonly fields?: Record<string, string[]>,
    /** Seconds until the caller may try again, for `too_many_requests`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const unauthorized = () => new ServiceError('unauthorized', errorMessages.sessionExpired);
export const forbidden = (message: string = errorMessages.forbidden) =>
  new ServiceError('forbidden', message);
export const notFound = (message: string = errorMessages.notFound) => new ServiceError('not_found', message);
export const conflict = (message: string = errorMessages.conflict) => new ServiceError('conflict', message);
export const unprocessable = (
  fields: Record<string, string[]>,
  message: string = errorMessages.validationFailed,
) => new ServiceError('validation', message, fields);
/** How many seconds until the caller's window frees up, and what to tell them (pt-BR). */
export const tooManyRequests = (retryAfterSeconds = 60, message: string = errorMessages.tooManyRequests) =>
  new ServiceError('too_many_requests', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
/** A service Rota depends on (the CEP or CNPJ lookup) failed or timed out: try again later. */
export const unavailable = (message: string) => new ServiceError('unavailable', message);
