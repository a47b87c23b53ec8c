import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from './use-online.ts';

afterEach(() => vi.unstubAllGlobals());

describe('useOnline', () => {
  it('starts from navigator.onLine and follows the offline and online events', () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(false);
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    expect(result.current).toBe(true);
    act(() => {
      globalThis.dispatchEvent(new Event('offline'));
    });
    expect(result.current).toBe(false);
  });
});
