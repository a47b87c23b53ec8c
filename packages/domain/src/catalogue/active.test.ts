import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isActive, listActive, listActiveFinalities } from './active.ts';

describe('active-only listing (§5)', () => {
  it('keeps rows with inative 0', () => {
    const rows = [
      { name: 'a', inative: 0 as const },
      { name: 'b', inative: 1 as const },
    ];
    expect(listActive(rows).map((r) => r.name)).toEqual(['a']);
    expect(isActive({ inative: 1 })).toBe(false);
  });

  it('keeps finalities with status 1', () => {
    expect(listActiveFinalities([{ status: 1 as const }, { status: 0 as const }])).toEqual([{ status: 1 }]);
  });

  it('property: keeps order and drops exactly the inactive rows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), inative: fc.constantFrom(0 as const, 1 as const) })),
        (rows) => {
          expect(listActive(rows)).toEqual(rows.filter((row) => row.inative === 0));
        },
      ),
    );
  });
});
