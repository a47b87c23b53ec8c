import { describe, expect, it } from 'vitest';
import {
  isValidStateRegistration,
  normalizeStateRegistration,
  STATE_REGISTRATION_EXEMPT,
} from './state-registration.ts';

describe('state registration (inscrição estadual)', () => {
  it("checks a registration against its own state's rule", () => {
    expect(isValidStateRegistration('110.042.490.114', 'SP')).toBe(true);
    expect(isValidStateRegistration('110042490114', 'SP')).toBe(true);
    expect(isValidStateRegistration('110042490115', 'SP')).toBe(false);
    // Valid in São Paulo is not valid in Rio de Janeiro: the length and weights differ.
    expect(isValidStateRegistration('110042490114', 'RJ')).toBe(false);
  });

  it('accepts "Isento" in any case, anywhere', () => {
    expect(isValidStateRegistration('isento', 'MG')).toBe(true);
    expect(isValidStateRegistration(' Isento ', null)).toBe(true);
    expect(normalizeStateRegistration('isento')).toBe(STATE_REGISTRATION_EXEMPT);
  });

  it('refuses a number without a state to check it against, and an empty one', () => {
    expect(isValidStateRegistration('110042490114', null)).toBe(false);
    expect(isValidStateRegistration('...', 'SP')).toBe(false);
  });

  it('stores digits only, keeping the "P" of a São Paulo rural producer', () => {
    expect(normalizeStateRegistration('110.042.490-114')).toBe('110042490114');
    expect(normalizeStateRegistration('p-01100424.3/002')).toBe('P011004243002');
    expect(isValidStateRegistration('P-01100424.3/002', 'SP')).toBe(true);
  });

  it('reads one pasted from a PDF or a chat, and keeps letters for the rule to refuse', () => {
    expect(normalizeStateRegistration('110.042.490\u2013114\u00a0\u200b')).toBe('110042490114');
    expect(isValidStateRegistration('\u00a0110.042.490\u2014114', 'SP')).toBe(true);
    expect(normalizeStateRegistration('IE 110042490114')).toBe('IE110042490114');
    expect(isValidStateRegistration('IE 110042490114', 'SP')).toBe(false);
    expect(isValidStateRegistration('abc', 'SP')).toBe(false);
  });

  it('takes the UF in any case and refuses one that is not a UF', () => {
    expect(isValidStateRegistration('110042490114', 'sp')).toBe(true);
    expect(isValidStateRegistration('110042490114', 'XX')).toBe(false);
  });
});
