import { messageErrorSchema, validationErrorSchema } from '@rota/contract';
import { HttpError } from './http-error.ts';
import { httpMessages } from './messages.ts';

/** The shell's §8 handlers a failed answer may call (see `HttpClientOptions`). */
export interface ErrorHandlers {
  onUnauthorized?: () => void;
  onInvalidToken?: (messages: string[]) => void;
}

/**
 * §8, as DESIGN.md and the brief decide it:
 * - 401: the shell goes to the login; the error says 'Sessão expirada, realize o login'.
 * - 422 with `errors.token`: red notice 'Token inválido!' and back to the login.
 * - any other 422: the field errors are passed on, without navigating (a half-typed form is
 *   never thrown away; §8's "422: go to login" is read as the token case).
 * - anything else: the server's `errors`/`message`, or a pt-BR text with the status.
 */
export function mapErrorResponse(status: number, json: unknown, handlers: ErrorHandlers): HttpError {
  if (status === 401) {
    handlers.onUnauthorized?.();
    return new HttpError(401, httpMessages.sessionExpired);
  }
  const validation = validationErrorSchema.safeParse(json);
  if (validation.success) {
    const { message, errors } = validation.data;
    const tokenErrors = errors.token;
    if (status === 422 && tokenErrors && tokenErrors.length > 0) {
      handlers.onInvalidToken?.(tokenErrors);
      handlers.onUnauthorized?.();
      return new HttpError(422, tokenErrors[0] ?? httpMessages.invalidToken, errors);
    }
    return new HttpError(status, message, errors);
  }
  const plain = messageErrorSchema.safeParse(json);
  return new HttpError(status, plain.success ? plain.data.message : httpMessages.serverError(status));
}
