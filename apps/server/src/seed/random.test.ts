import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';

describe('seeded random', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const draw = (seed: string) => {
      const random = new Random(seed);
      return Array.from({ length: 5 }, () => random.nextUint32());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
  });

  it('draws integers in the closed range and version-4 uuids', () => {
    const random = new Random(42);
    const values = Array.from({ length: 2000 }, () => random.int(3, 7));
    expect(new Set(values)).toEqual(new Set([3, 4, 5, 6, 7]));
    for (let i = 0; i < 200; i++)
      expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('picks by weight and samples without repeating', () => {
    const random = new Random('pesos');
    const picks = Array.from({ length: 4000 }, () =>
      random.weighted([
        ['raro', 1],
        ['comum', 9],
      ] as const),
    );
    const rare = picks.filter((pick) => pick === 'raro').length / picks.length;
    expect(rare).toBeGreaterThan(0.07);
    expect(rare).toBeLessThan(0.13);
    const sample = random.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(sample).size).toBe(4);
  });
});
