import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAgo, formatRelativeTime } from './relative-time.ts';

const now = new Date('2026-05-10T12:00:00Z');
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number): Date {
  return new Date(now.getTime() - ms);
}

describe('formatRelativeTime', () => {
  it.each([
    [0, 'agora'],
    [999, 'agora'],
    [SECOND, 'há 1 segundo'],
    [59 * SECOND, 'há 59 segundos'],
    [MINUTE, 'há 1 minuto'],
    [HOUR - 1, 'há 59 minutos'],
    [HOUR, 'há 1 hora'],
    [DAY - 1, 'há 23 horas'],
    [DAY, 'há 1 dia'],
    [3 * DAY, 'há 3 dias'],
    [14 * DAY, 'há 14 dias'],
    [30 * DAY - 1, 'há 29 dias'],
    [30 * DAY, 'há 1 mês'],
    [364 * DAY, 'há 11 meses'],
    [365 * DAY, 'há 1 ano'],
    [800 * DAY, 'há 2 anos'],
  ])('%i ms ago reads %j', (ms, text) => {
    expect(formatRelativeTime(ago(ms), now)).toBe(text);
  });

  it('speaks of the future with "em"', () => {
    expect(formatRelativeTime(ago(-2 * HOUR), now)).toBe('em 2 horas');
    expect(formatRelativeTime(ago(-45 * DAY), now)).toBe('em 1 mês');
  });

  it('reads a wire string', () => {
    // A bare date is midday in São Paulo (15:00 UTC): 2 days and 21 hours before `now`.
    expect(formatRelativeTime('2026-05-07', now)).toBe('há 2 dias');
    expect(formatRelativeTime('2026-05-10T11:00:00Z', now)).toBe('há 1 hora');
  });

  it('throws for something that is not a date', () => {
    expect(() => formatRelativeTime('ontem', now)).toThrow(RangeError);
    expect(() => formatRelativeTime(now, new Date(Number.NaN))).toThrow(RangeError);
  });

  it('always counts a unit from seconds to years, with the sign of the distance', () => {
    const text = /^(há|em) \d+ (segundos?|minutos?|horas?|dias?|mês|meses|anos?)$/;
    const distance = fc.integer({ min: SECOND, max: 200 * 365 * DAY });
    fc.assert(
      fc.property(distance, fc.boolean(), (ms, past) => {
        const result = formatRelativeTime(ago(past ? ms : -ms), now);
        expect(result).toMatch(text);
        expect(result.startsWith(past ? 'há ' : 'em ')).toBe(true);
        expect(result).not.toMatch(/ 0 /);
      }),
    );
  });
});

describe('formatAgo', () => {
  it.each([
    [0, 'agora'],
    [999, 'agora'],
    [2 * SECOND, 'há 2 s'],
    [59 * SECOND, 'há 59 s'],
    [5 * MINUTE, 'há 5 min'],
    [3 * HOUR, 'há 3 h'],
    [2 * DAY, 'há 2 dias'],
    [45 * DAY, 'há 1 mês'],
    [800 * DAY, 'há 2 anos'],
  ])('%i ms ago reads %j', (ms, text) => {
    expect(formatAgo(ago(ms), now)).toBe(text);
  });

  it('reads an instant after now as "agora", never the future ("atualizado em 2 segundos")', () => {
    expect(formatAgo(ago(-2 * SECOND), now)).toBe('agora');
    expect(formatAgo(ago(-3 * HOUR), now)).toBe('agora');
  });

  it('always speaks of the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200 * DAY, max: 200 * 365 * DAY }), (ms) => {
        expect(formatAgo(ago(ms), now)).toMatch(/^(agora|há \d+ (s|min|h|dias?|mês|meses|anos?))$/);
      }),
    );
  });
});
