import { z } from 'zod';
import type { StateAbbreviation } from '../city/states.ts';
import { stripPastedSeparators } from '../document/pasted-text.ts';
import { stateRules } from './state-registration/state-rules.ts';

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
 * Whether a state registration is valid for the client's state, by that state's SINTEGRA rule
 * (`state-registration/`: length, fixed prefixes and check digits differ per state; see
 * docs/domain.md "Inscrição estadual"). `ISENTO` is valid anywhere; without a state there is no
 * rule to check against, so only `ISENTO` passes.
 */
export function isValidStateRegistration(value: string, state: StateAbbreviation | string | null): boolean {
  const normalized = normalizeStateRegistration(value);
  if (normalized === STATE_REGISTRATION_EXEMPT) return true;
  if (!state || normalized === '') return false;
  const rule = stateRules[state.toUpperCase() as StateAbbreviation] as
    | ((registration: string) => boolean)
    | undefined;
  return rule ? rule(normalized) : false;
}

/** A state registration as typed or pasted: stored in its normalized form, at most 20 characters. */
export const stateRegistrationInputSchema = z
  .string()
  .transform(normalizeStateRegistration)
  .pipe(z.string().max(20));
