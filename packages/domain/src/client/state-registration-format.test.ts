/**
 * The display masks against the way Caelum Stella's tests write each state's registration
 * (caelum/caelum-stella, stella-core/src/test/java/br/com/caelum/stella/validation/ie/,
 * commit 54ce3f900ef23395928a480b90c4857ca61eea48), and mask in / mask out over every public
 * vector of `state-registration/public-vectors.ts` (sources cited there and in
 * `state-registration/state-rules.test.ts`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateAbbreviations } from '../city/states.ts';
import { vectorSources } from './state-registration/public-vectors.ts';
import { isValidStateRegistration } from './state-registration.ts';
import { formatStateRegistration } from './state-registration-format.ts';
import { normalizeStateRegistration } from './state-registration-input.ts';

describe('formatStateRegistration', () => {
  it.each([
    ['AC', '01.004.823/001-12'],
    ['BA', '612345-57'],
    ['BA', '1000003-06'],
    ['DF', '08.421.635/001-90'],
    ['ES', '082.223.54-8'],
    ['GO', '20.003.152-0'],
    ['MG', '062.307.904/0081'],
    ['MT', '0013198872-7'],
    ['PE', '18.1.001.0000004-9'],
    ['PE', '0321418-40'],
    ['PR', '099.00004-09'],
    ['RN', '20.0.040.040-0'],
    ['RO', '0000000172159-3'],
    ['RR', '24004145-5'],
    ['RS', '224/3658792'],
    ['SC', '251.040.852'],
    ['SE', '27123456-3'],
    ['SP', '110.042.490.114'],
    ['SP', 'P-01100424.3/002'],
    ['TO', '29.040.636-6'],
  ])('prints %s %s as the state writes it', (state, masked) => {
    expect(formatStateRegistration(normalizeStateRegistration(masked), state)).toBe(masked);
  });

  it('shows ISENTO, an unknown length and a number without a state as stored', () => {
    expect(formatStateRegistration('ISENTO', 'SP')).toBe('ISENTO');
    expect(formatStateRegistration('130152579', 'MT')).toBe('130152579');
    expect(formatStateRegistration('110042490114', null)).toBe('110042490114');
  });

  it('mask out gives the stored value back, and the masked one is still valid', () => {
    const vectors = vectorSources.flatMap((source) =>
      stateAbbreviations.flatMap((state) => (source.valid[state] ?? []).map((value) => ({ state, value }))),
    );
    fc.assert(
      fc.property(fc.constantFrom(...vectors), ({ state, value }) => {
        const stored = normalizeStateRegistration(value);
        const shown = formatStateRegistration(stored, state);
        expect(normalizeStateRegistration(shown)).toBe(stored);
        expect(isValidStateRegistration(shown, state)).toBe(isValidStateRegistration(stored, state));
      }),
    );
  });
});
