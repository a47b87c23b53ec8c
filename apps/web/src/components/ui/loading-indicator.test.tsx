import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadingStore } from '#lib/loading/loading-store.ts';
import { LoadingIndicator } from './loading-indicator.tsx';

describe('LoadingIndicator (§4)', () => {
  afterEach(() => {
    act(() => loadingStore.setLoading(false));
    cleanup();
  });

  it('follows the flag and shows the text only while one is set', () => {
    render(
      <MantineProvider>
        <LoadingIndicator />
      </MantineProvider>,
    );
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
    act(() => loadingStore.setLoading(true));
    expect(screen.getByTestId('loading-indicator').getAttribute('aria-label')).toBe('Carregando…');
    act(() => loadingStore.setText('Sincronizando clientes…'));
    expect(screen.getByText('Sincronizando clientes…')).toBeTruthy();
    act(() => loadingStore.setLoading(true));
    expect(screen.queryByText('Sincronizando clientes…')).toBeNull();
    act(() => loadingStore.setLoading(false));
    expect(screen.queryByTestId('loading-indicator')).toBeNull();
  });
});
