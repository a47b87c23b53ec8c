import type { StateAbbreviation } from '../city/states.ts';
import type { StateRule } from './state-registration/state-rule.ts';
import { stateRules } from './state-registration/state-rules.ts';
import { normalizeStateRegistration, STATE_REGISTRATION_EXEMPT } from './state-registration-input.ts';

export {
  normalizeStateRegistration,
  STATE_REGISTRATION_EXEMPT,
  stateRegistrationInputSchema,
} from './state-registration-input.ts';

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
  const rule: StateRule | undefined = stateRules[state.toUpperCase() as StateAbbreviation];
  return rule ? rule(normalized) : false;
}
