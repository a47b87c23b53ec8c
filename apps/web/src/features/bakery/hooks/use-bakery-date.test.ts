import { act, renderHook } from '@testing-library/react';
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
  afterEach(() => vi.useRealTimers());

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
});
