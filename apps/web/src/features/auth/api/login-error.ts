import { HttpError } from '#lib/http/http-client.ts';
import { messages } from '../messages.ts';

/** Where a failed login is shown: under a field (token, company) or as the form's alert. */
export interface LoginError {
  token: string | null;
  company: string | null;
  form: string | null;
}

/**
 * Maps a failed login to pt-BR. A wrong token is a 422 with `errors.token`: the http client already
 * raised the shell's red notice 'Token inválido!'; the field shows it too. 429 → wait a minute;
 * no answer → the first access needs the network; anything else → the server's message.
 */
export function loginError(error: unknown): LoginError {
  const none: LoginError = { token: null, company: null, form: null };
  if (!(error instanceof HttpError)) {
    return { ...none, form: error instanceof Error && error.message ? error.message : messages.unexpected };
  }
  if (error.status === 0) return { ...none, form: messages.offline };
  if (error.status === 429) return { ...none, form: messages.tooManyAttempts };
  const token = error.errors?.token?.[0] ?? null;
  const company = error.errors?.company_id?.[0] ?? null;
  if (token || company) return { token, company, form: null };
  return { ...none, form: error.message || messages.unexpected };
}
