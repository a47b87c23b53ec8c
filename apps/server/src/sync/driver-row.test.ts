import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wireNumber, wireTimestamp } from './driver-row.ts';

/** PostgreSQL's text form of a `timestamptz` in a UTC session: the fraction without trailing zeros. */
function postgresText(milliseconds: number, microseconds: number): string {
  const [day, time] = new Date(milliseconds).toISOString().slice(0, 19).split('T');
  const fraction =
    `${String(milliseconds % 1000).padStart(3, '0')}${String(microseconds).padStart(3, '0')}`.replace(
      /0+$/,
      '',
    );
  return `${day} ${time}${fraction ? `.${fraction}` : ''}+00`;
}

describe('wireTimestamp', () => {
  it('gives what Date#toISOString gives, milliseconds truncated', () => {
    expect(wireTimestamp('2026-11-23 19:27:26.102278+00')).toBe('2026-11-23T19:27:26.102Z');
    expect(wireTimestamp('2026-11-23 19:27:26.9999+00')).toBe('2026-11-23T19:27:26.999Z');
    expect(wireTimestamp('2026-11-23 19:27:26.1+00')).toBe('2026-11-23T19:27:26.100Z');
    expect(wireTimestamp('2026-11-23 19:27:26+00')).toBe('2026-11-23T19:27:26.000Z');
  });

  it('reads a session in another time zone through Date', () => {
    expect(wireTimestamp('2026-11-23 16:27:26.5-03')).toBe('2026-11-23T19:27:26.500Z');
    expect(wireTimestamp('2026-11-24 01:57:26.102278+05:30')).toBe('2026-11-23T20:27:26.102Z');
  });

  it('agrees with Date on any instant from 1970 to 9999', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 253_402_300_799_999 }),
        fc.integer({ min: 0, max: 999 }),
        (ms, micro) => {
          const text = postgresText(ms, micro);
          expect(wireTimestamp(text)).toBe(new Date(text).toISOString());
        },
      ),
    );
  });
});

describe('wireNumber', () => {
  it('reads a bigint column from either driver: text (pg), a number or a bigint (PGlite)', () => {
    expect(wireNumber('169900')).toBe(169_900);
    expect(wireNumber(169_900)).toBe(169_900);
    expect(wireNumber(169_900n)).toBe(169_900);
  });
});
