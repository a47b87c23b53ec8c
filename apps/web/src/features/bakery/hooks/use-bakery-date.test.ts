import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBakeryDate } from './use-bakery-date.ts';

describe('useBakeryDate', () => {
  beforeEach(() => {
    sessionStorage.clear();
    // 23:58 of 24/11 in São Paulo (UTC-3).
    vi.useFakeTimers({
      now: new Date('2026-11-25T02:58:00Z'),
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
    });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens on today in São Paulo and keeps a picked day for the rest of that day', () => {
    const { result, unmount } = renderHook(() => useBakeryDate());
    expect(result.current[0]).toBe('2026-11-24');
    act(() => result.current[1]('2026-11-20'));
    expect(result.current[0]).toBe('2026-11-20');
    unmount();
    // Another board of the same tab opens on the day picked.
    expect(renderHook(() => useBakeryDate()).result.current[0]).toBe('2026-11-20');
  });

  it('moves a screen left open overnight to the new day by itself', () => {
    const { result } = renderHook(() => useBakeryDate());
    act(() => result.current[1]('2026-11-23'));
    expect(result.current[0]).toBe('2026-11-23');
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(result.current[0]).toBe('2026-11-25');
  });

  it('is the São Paulo day at 09:00 (12:00 UTC) and at 22:00 (01:00 UTC, the next day)', () => {
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    expect(renderHook(() => useBakeryDate()).result.current[0]).toBe('2026-11-27');
    vi.setSystemTime(new Date('2026-11-28T01:00:00Z'));
    expect(renderHook(() => useBakeryDate()).result.current[0]).toBe('2026-11-27');
  });

  it("keeps the day and the day picked across 21:00 (UTC's midnight)", () => {
    vi.setSystemTime(new Date('2026-11-27T23:59:00Z')); // 20:59
    const { result } = renderHook(() => useBakeryDate());
    act(() => result.current[1]('2026-11-30'));
    act(() => {
      vi.advanceTimersByTime(2 * 60_000); // 21:01
    });
    expect(result.current[0]).toBe('2026-11-30');
    act(() => result.current[1]('2026-11-27'));
    expect(result.current[0]).toBe('2026-11-27');
  });
});
