import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store.ts';
import { useStore } from './use-store.ts';

describe('createStore', () => {
  it('tells every subscriber the new state, until it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.setState({ count: 1 });
    expect(store.getState()).toEqual({ count: 1 });
    expect(first).toHaveBeenCalledWith({ count: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    store.setState({ count: 2 });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('notifies nobody when the state is the same value', () => {
    const store = createStore<string | undefined>(undefined);
    const listener = vi.fn();
    store.subscribe(listener);
    store.setState(undefined);
    store.setState('a');
    store.setState('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('useStore', () => {
  it('re-renders with the state, or with what the selector picks when it changes', () => {
    const store = createStore({ a: 1, b: 1 });
    const whole = renderHook(() => useStore(store));
    let renders = 0;
    const picked = renderHook(() => {
      renders += 1;
      return useStore(store, (state) => state.a);
    });
    act(() => store.setState({ ...store.getState(), b: 2 }));
    expect(whole.result.current).toEqual({ a: 1, b: 2 });
    expect(picked.result.current).toBe(1);
    expect(renders).toBe(1);
    act(() => store.setState({ ...store.getState(), a: 5 }));
    expect(picked.result.current).toBe(5);
    expect(renders).toBe(2);
  });
});
