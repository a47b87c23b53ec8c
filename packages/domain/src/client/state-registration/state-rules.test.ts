/**
 * Every state's inscrição estadual rule against public test vectors of four independent
 * validator suites, copied in `public-vectors.ts` (valid and invalid, as each suite asserts them):
 * - Caelum Stella (Java): caelum/caelum-stella,
 *   stella-core/src/test/java/br/com/caelum/stella/validation/ie/IE*ValidatorTest.java,
 *   commit 54ce3f900ef23395928a480b90c4857ca61eea48;
 * - pyIE (Python): matheuscas/pyIE, tests/test_states.py and tests/test_checking.py,
 *   commit 7109b36b10146df38a19b2590e5875adbbd0ea7a;
 * - brazilian-utils (TypeScript): brazilian-utils/brazilian-utils,
 *   src/utilities/inscricao-estadual/__tests__/<uf>.test.ts,
 *   commit a511609df081bef8c8390d39bd10f1017bbc7526;
 * - js-brasil (TypeScript): mariohmol/js-brasil, test/validate.ts ("Inscricao Estadual"),
 *   commit 856546854e31f4ae35a57d0857da1ef848c88239.
 * The rules follow SINTEGRA's "Roteiro de crítica da inscrição estadual" of each state
 * (sintegra.gov.br/Cad_Estados/cad_<UF>.html) and the series states opened since (DF 08,
 * GO 20, PA 75). Where a suite disagrees with that table, `disagreements` below says which way
 * this rule goes and why.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StateAbbreviation, stateAbbreviations } from '../../city/states.ts';
import { isValidStateRegistration, normalizeStateRegistration } from '../state-registration.ts';
import { type VectorSource, vectorSources } from './public-vectors.ts';

/** Vectors a suite reads against SINTEGRA's table, and what this rule answers instead. */
const disagreements: {
  source: string;
  state: StateAbbreviation;
  value: string;
  valid: boolean;
  why: string;
}[] = [
  {
    source: 'brazilian-utils',
    state: 'GO',
    value: '101031131',
    valid: false,
    why:
      'SINTEGRA GO: a remainder of 0 gives digit 0 and a remainder of 1 gives 1 inside 10103105–10119997. ' +
      '10103113 leaves 0, so its digit is 0; brazilian-utils swaps the two cases (Stella follows the table).',
  },
];

const isDisagreement = (source: VectorSource, state: string, value: string) =>
  disagreements.some((d) => d.source === source.name && d.state === state && d.value === value);

const vectorsOf = (state: StateAbbreviation, kind: 'valid' | 'invalid') =>
  vectorSources.flatMap((source) =>
    (source[kind][state] ?? [])
      .filter((value) => !isDisagreement(source, state, value))
      .map((value) => ({ source: source.name, value })),
  );

describe.each(stateAbbreviations)('inscrição estadual of %s', (state) => {
  it('has vectors from at least two independent suites', () => {
    const sources = vectorSources.filter(
      (s) => (s.valid[state]?.length ?? 0) + (s.invalid[state]?.length ?? 0) > 0,
    );
    expect(sources.length).toBeGreaterThanOrEqual(2);
  });

  it('accepts every registration the suites hold valid, masked as they wrote it', () => {
    const refused = vectorsOf(state, 'valid').filter(({ value }) => !isValidStateRegistration(value, state));
    expect(refused).toEqual([]);
  });

  it('refuses every registration the suites hold invalid', () => {
    const accepted = vectorsOf(state, 'invalid').filter(({ value }) =>
      isValidStateRegistration(value, state),
    );
    expect(accepted).toEqual([]);
  });
});

describe('where a suite disagrees with SINTEGRA', () => {
  it.each(disagreements)('$state $value is $valid ($source)', ({ state, value, valid }) => {
    expect(isValidStateRegistration(value, state)).toBe(valid);
  });
});

describe('the registrations the old check got wrong', () => {
  it('accepts Distrito Federal registrations of the 08 series', () => {
    expect(isValidStateRegistration('08.421.635/001-90', 'DF')).toBe(true);
    expect(isValidStateRegistration('0816738700107', 'DF')).toBe(true);
    // The same number with a wrong check digit is still refused.
    expect(isValidStateRegistration('0816738700108', 'DF')).toBe(false);
  });

  it('accepts Goiás registrations of the 20 series, not other prefixes', () => {
    expect(isValidStateRegistration('20.003.152-0', 'GO')).toBe(true);
    expect(isValidStateRegistration('20.024.521-0', 'GO')).toBe(true);
    expect(isValidStateRegistration('20.124.321-4', 'GO')).toBe(false);
    // 12 is no Goiás series: a number with a right check digit under it is refused.
    expect(isValidStateRegistration('12.003.152-3', 'GO')).toBe(false);
  });

  it('accepts Mato Grosso registrations written with 9 or 10 digits, as with 11', () => {
    expect(isValidStateRegistration('13335740-6', 'MT')).toBe(true);
    expect(isValidStateRegistration('130152579', 'MT')).toBe(true);
    expect(isValidStateRegistration('064573571-0', 'MT')).toBe(true);
    expect(isValidStateRegistration('0064573571-0', 'MT')).toBe(true);
    expect(isValidStateRegistration('64573571-1', 'MT')).toBe(false);
    // Padding never reaches past 11 digits, nor makes 8 digits a registration.
    expect(isValidStateRegistration('4573571-0', 'MT')).toBe(false);
  });

  it('accepts the old 14-digit Pernambuco registration next to the 9-digit one', () => {
    expect(isValidStateRegistration('18.1.001.0000004-9', 'PE')).toBe(true);
    expect(isValidStateRegistration('18100100000049', 'PE')).toBe(true);
    expect(isValidStateRegistration('18100100000048', 'PE')).toBe(false);
    expect(isValidStateRegistration('0321418-40', 'PE')).toBe(true);
  });

  it('takes a São Paulo rural producer only as P, 0 and 11 more digits', () => {
    expect(isValidStateRegistration('P-01100424.3/002', 'SP')).toBe(true);
    // Right check digit, but the digit after the P is not 0.
    expect(isValidStateRegistration('P111004244002', 'SP')).toBe(false);
    // One digit short, one too many.
    expect(isValidStateRegistration('P01100424300', 'SP')).toBe(false);
    expect(isValidStateRegistration('P0110042430021', 'SP')).toBe(false);
    // The P is São Paulo's alone.
    expect(isValidStateRegistration('P011004243002', 'MG')).toBe(false);
  });
});

/** Every valid vector of every suite, with its state, once. */
const allValid = [
  ...new Map(
    vectorSources.flatMap((source) =>
      stateAbbreviations.flatMap((state) =>
        (source.valid[state] ?? [])
          .filter((value) => !isDisagreement(source, state, value))
          .map((value) => [`${state}:${normalizeStateRegistration(value)}`, { state, value }] as const),
      ),
    ),
  ).values(),
];

/** What people put between the digits: the usual mask and what a paste from a PDF brings. */
const separator = fc.constantFrom('.', '-', '/', ' ', '\u00a0', '\u2013', '\u2014', '\u200b', '\ufeff', '_');

describe('properties', () => {
  it('a valid registration stays valid and normalizes to its digits whatever mask is around it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...allValid),
        fc.array(fc.tuple(fc.nat(), separator), { maxLength: 6 }),
        (vector, inserts) => {
          const canonical = normalizeStateRegistration(vector.value);
          let masked = canonical;
          for (const [at, mark] of inserts) {
            const i = at % (masked.length + 1);
            masked = masked.slice(0, i) + mark + masked.slice(i);
          }
          expect(normalizeStateRegistration(masked)).toBe(canonical);
          expect(isValidStateRegistration(masked, vector.state)).toBe(true);
        },
      ),
    );
  });

  it('a Mato Grosso or Minas Gerais registration is the same with or without its leading zeros', () => {
    const padded = allValid.filter(({ state }) => state === 'MT' || state === 'MG');
    fc.assert(
      fc.property(fc.constantFrom(...padded), fc.nat(3), (vector, zeros) => {
        const full = normalizeStateRegistration(vector.value).padStart(vector.state === 'MT' ? 11 : 13, '0');
        const shown = '0'.repeat(zeros) + full.replace(/^0+/, '');
        const expected = shown.length <= full.length && shown.length >= (vector.state === 'MT' ? 9 : 11);
        expect(isValidStateRegistration(shown, vector.state)).toBe(expected);
      }),
    );
  });

  it('"isento" in any case and mask is valid in every state, and stored as ISENTO', () => {
    fc.assert(
      fc.property(fc.constantFrom(...stateAbbreviations), fc.boolean(), separator, (state, lower, around) => {
        const typed = `${around}${lower ? 'isento' : 'Isento'}${around}`;
        expect(isValidStateRegistration(typed, state)).toBe(true);
        expect(normalizeStateRegistration(typed)).toBe('ISENTO');
      }),
    );
  });
});
