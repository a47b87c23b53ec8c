import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitLabel } from './chart-label.ts';

describe('splitLabel', () => {
  it('wraps after 4 words', () => {
    expect(splitLabel('Pão Francês')).toEqual(['Pão Francês']);
    expect(splitLabel('Padaria e Confeitaria Nossa Senhora de Fátima Ltda')).toEqual([
      'Padaria e Confeitaria Nossa',
      'Senhora de Fátima Ltda',
    ]);
    expect(splitLabel('um dois três quatro cinco')).toEqual(['um dois três quatro', 'cinco']);
  });

  it('collapses spaces and gives no lines for a blank text', () => {
    expect(splitLabel('  Café \t com   leite ')).toEqual(['Café com leite']);
    expect(splitLabel('')).toEqual([]);
    expect(splitLabel('   ')).toEqual([]);
  });

  it('takes another line length', () => {
    expect(splitLabel('a b c', 1)).toEqual(['a', 'b', 'c']);
    expect(() => splitLabel('a', 0)).toThrow(RangeError);
    expect(() => splitLabel('a', 2.5)).toThrow(RangeError);
  });

  it('never puts more than the limit on a line, and loses no word', () => {
    const word = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !/\s/.test(text));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 30 }), fc.integer({ min: 1, max: 6 }), (words, perLine) => {
        const lines = splitLabel(words.join(' '), perLine);
        for (const line of lines) {
          expect(line.split(' ').length).toBeLessThanOrEqual(perLine);
        }
        expect(lines.flatMap((line) => line.split(' '))).toEqual(words);
        expect(lines).toHaveLength(Math.ceil(words.length / perLine));
      }),
    );
  });
});
