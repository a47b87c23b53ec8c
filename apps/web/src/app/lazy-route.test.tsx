import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from './chunk-timeout.ts';
import { LazyRoute } from './lazy-route.tsx';

describe('LazyRoute (§8 chunk load failure)', () => {
  afterEach(cleanup);

  it('shows a loader, then the screen', async () => {
    const load = async () => () => <h1>Tela pronta</h1>;
    render(
      <MantineProvider>
        <LazyRoute load={load} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('page-loader')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Tela pronta' })).toBeTruthy();
  });

  it("shows the pt-BR error and 'Tentar novamente' loads the chunk again", async () => {
    const load = vi
      .fn<() => Promise<() => React.JSX.Element>>()
      .mockRejectedValueOnce(new ChunkLoadError('Falha ao carregar esta parte do aplicativo.'))
      .mockResolvedValueOnce(() => <h1>Tela pronta</h1>);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MantineProvider>
        <LazyRoute load={load} />
      </MantineProvider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Falha ao carregar esta parte do aplicativo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Tela pronta' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
