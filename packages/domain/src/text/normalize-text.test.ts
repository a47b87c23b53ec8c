import { describe, expect, it } from 'vitest';
import { normalizeText } from './normalize-text.ts';

describe('normalizeText', () => {
  it('folds accents, case and repeated spaces', () => {
    expect(normalizeText('  São  PAULO ')).toBe('sao paulo');
    expect(normalizeText('Pão Francês')).toBe('pao frances');
    expect(normalizeText("Santa Bárbara d'Oeste")).toBe("santa barbara d'oeste");
  });
});
