import type { StateAbbreviation } from '../../city/states.ts';
import { mod11States } from './mod11-states.ts';
import { ownDigitStates } from './own-digit-states.ts';
import type { StateRule } from './state-rule.ts';
import { twoDigitStates } from './two-digit-states.ts';

/** The inscrição estadual rule of each of the 27 UFs (the compiler fails on a missing one). */
export const stateRules: Record<StateAbbreviation, StateRule> = {
  ...mod11States,
  ...ownDigitStates,
  ...twoDigitStates,
};
