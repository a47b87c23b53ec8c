import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingStore, useLoading } from './loading-store.ts';

describe('loadingStore (§4 global loading indicator)', () => {
  afterEach(() => loadingStore.setLoading(false));

  it('starts off and without text', () => {
    expect(loadingStore.getState()).toEqual({ loading: false, text: null });
  });

  it('sets the text separately from the flag', () => {
    loadingStore.setLoading(true);
    loadingStore.setText('Sincronizando clientes…');
    expect(loadingStore.getState()).toEqual({ loading: true, text: 'Sincronizando clientes…' });
  });

  it('clears the text whenever the flag is set, on or off', () => {
    loadingStore.setLoading(true);
    loadingStore.setText('Enviando pedido…');
    loadingStore.setLoading(true);
    expect(loadingStore.getState()).toEqual({ loading: true, text: null });
    loadingStore.setText('Enviando pedido…');
    loadingStore.setLoading(false);
    expect(loadingStore.getState()).toEqual({ loading: false, text: null });
  });

  it('re-renders useLoading on every change', () => {
    const { result } = renderHook(() => useLoading());
    expect(result.current).toEqual({ loading: false, text: null });
    act(() => loadingStore.setLoading(true));
    expect(result.current).toEqual({ loading: true, text: null });
    act(() => loadingStore.setText('Carregando produtos…'));
    expect(result.current).toEqual({ loading: true, text: 'Carregando produtos…' });
  });
});
