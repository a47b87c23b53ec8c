import { z } from 'zod';
import { stripPastedSeparators } from '../document/pasted-text.ts';

/** What a client without a state registration (not an ICMS taxpayer) carries in its place. */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';

/**
 * The inscrição estadual as stored: upper case, without its mask or what a paste brings
 * (`stripPastedSeparators`: dots, dashes of any kind, slashes, no-break and zero-width spaces),
 * so digits (São Paulo's rural producers keep their leading "P") or `ISENTO`, typed in any case.
 * Other letters and symbols stay, for the state's rule to refuse.
 */
export function normalizeStateRegistration(typed: string): string {
  return stripPastedSeparators(typed).toUpperCase();
}

/**
 * A state registration as typed or pasted, stored in its normalized form (at most 20 characters).
 * Apart from the 27 state rules (`state-registration.ts`), so the client schema does not load them:
 * they load with the screens that check a registration.
 */
export const stateRegistrationInputSchema = z
  .string()
  .transform(normalizeStateRegistration)
  .pipe(z.string().max(20));
