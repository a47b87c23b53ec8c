import { HttpError } from '#lib/http/http-client.ts';
import { messages } from '../messages.ts';

/** Where a failed registration is shown: under the CNPJ field, or as the form's alert. */
export interface RegisterError {
  field: string | null;
  form: string | null;
}

/**
 * Maps a failure of `registerCompany` to pt-BR: 404 → no company with this CNPJ; no answer
 * (offline, time-out) → connect to register; 422 → the server's CNPJ message under the field;
 * anything else → the server's message.
 */
export function registerError(error: unknown): RegisterError {
  if (!(error instanceof HttpError)) {
    return {
      field: null,
      form: error instanceof Error && error.message ? error.message : messages.unexpected,
    };
  }
  if (error.status === 404) return { field: null, form: messages.notFound };
  if (error.status === 0) return { field: null, form: messages.offline };
  const cnpjErrors = error.errors?.cnpj;
  if (error.status === 422 && cnpjErrors?.[0]) return { field: cnpjErrors[0], form: null };
  return { field: null, form: error.message || messages.unexpected };
}
