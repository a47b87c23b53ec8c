// The function's own entry (not the package index): its 27 state rules then load with the
// screens that check a registration, not with the login's CNPJ helpers (one module, one chunk).
import { isValidIe } from '@brazilian-utils/brazilian-utils/is-valid-ie';
import type { StateAbbreviation } from '../city/states.ts';

/** What a client without a state registration (not an ICMS taxpayer) carries in its place. */
export const STATE_REGISTRATION_EXEMPT = 'ISENTO';

/**
 * The inscrição estadual as stored: digits (São Paulo's rural producers keep their leading "P")
 * or `ISENTO`. People type it with dots, dashes and slashes, and "isento" in any case.
 */
export function normalizeStateRegistration(typed: string): string {
  const trimmed = typed.trim().toUpperCase();
  if (trimmed === STATE_REGISTRATION_EXEMPT) return STATE_REGISTRATION_EXEMPT;
  return trimmed.replace(/[^0-9P]/g, '');
}

/**
 * Whether a state registration is valid for the client's state, by that state's SINTEGRA rule
 * (check digits and length differ per state). `ISENTO` is valid anywhere; without a state there
 * is no rule to check against, so only `ISENTO` passes.
 */
export function isValidStateRegistration(value: string, state: StateAbbreviation | string | null): boolean {
  const normalized = normalizeStateRegistration(value);
  if (normalized === STATE_REGISTRATION_EXEMPT) return true;
  if (!state || normalized === '') return false;
  return isValidIe({ value: normalized, stateCode: state as StateAbbreviation });
}
