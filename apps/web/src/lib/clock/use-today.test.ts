import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today.ts';

// São Paulo is UTC−3 all year (no daylight saving since 2019): 12:00Z is 09:00 there, 00:00Z is
// 21:00 of the day before, 03:00Z is its midnight.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T12:00:00.000Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets the fake clock run, timers firing on the way, up to an instant. */
const runTo = (instant: string) => act(() => vi.advanceTimersByTime(Date.parse(instant) - Date.now()));

describe('useToday', () => {
  it('is the São Paulo day at 09:00 there, and still is at 22:00 (01:00 UTC next day)', () => {
    const { result } = renderHook(() => useToday());
    expect(result.current).toBe('2026-11-27');
    runTo('2026-11-28T01:00:00.000Z');
    expect(result.current).toBe('2026-11-27');
    // Opened at that hour, and after the page came back to the front.
    expect(renderHook(() => useToday()).result.current).toBe('2026-11-27');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(result.current).toBe('2026-11-27');
  });

  it('crosses 21:00 São Paulo unchanged and turns at its midnight (03:00 UTC)', () => {
    vi.setSystemTime(new Date('2026-11-27T23:59:00.000Z')); // 20:59 in São Paulo
    const { result } = renderHook(() => useToday());
    runTo('2026-11-28T00:01:00.000Z'); // 21:01: UTC is already the 28th
    expect(result.current).toBe('2026-11-27');
    runTo('2026-11-28T02:59:59.000Z'); // 23:59:59
    expect(result.current).toBe('2026-11-27');
    runTo('2026-11-28T03:00:01.000Z'); // 00:00:01
    expect(result.current).toBe('2026-11-28');
    runTo('2026-11-29T03:00:01.000Z'); // and at the next midnight too
    expect(result.current).toBe('2026-11-29');
  });

  it('renews when the page comes back, a sleeping phone having missed its timer', () => {
    const { result } = renderHook(() => useToday());
    // The clock moves on without the timer running (the phone slept).
    vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
    expect(result.current).toBe('2026-11-27');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(result.current).toBe('2026-11-28');
  });

  it('keeps one timer for every screen showing a day', () => {
    const first = renderHook(() => useToday());
    const second = renderHook(() => useToday());
    expect(vi.getTimerCount()).toBe(1);
    runTo('2026-11-28T03:00:01.000Z');
    expect([first.result.current, second.result.current]).toEqual(['2026-11-28', '2026-11-28']);
    first.unmount();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leaves no timer nor listener behind', () => {
    const { unmount } = renderHook(() => useToday());
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
