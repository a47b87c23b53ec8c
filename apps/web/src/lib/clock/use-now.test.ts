import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-24T12:00:40.000Z'));
});
afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('turns over on the whole minute, then every minute', () => {
    const { result } = renderHook(() => useNow(60_000));
    expect(result.current.toISOString()).toBe('2026-11-24T12:00:40.000Z');
    act(() => vi.advanceTimersByTime(19_000));
    expect(result.current.toISOString()).toBe('2026-11-24T12:00:40.000Z');
    act(() => vi.advanceTimersByTime(1_100));
    expect(result.current.toISOString().slice(0, 19)).toBe('2026-11-24T12:01:00');
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.toISOString().slice(0, 19)).toBe('2026-11-24T12:02:00');
  });

  it('stops ticking when the screen goes away', () => {
    const { unmount } = renderHook(() => useNow(1_000));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
