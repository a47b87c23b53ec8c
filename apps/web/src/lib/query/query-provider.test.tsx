import { QueryClient, useQueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { appQueryClient } from './app-query-client.ts';
import { QueryProvider } from './query-provider.tsx';

afterEach(cleanup);

/** Keeps a count in its state, to tell whether it was mounted again. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {`cliques: ${count}`}
    </button>
  );
}

function ClientProbe({ expected }: { expected: QueryClient }) {
  return (
    <output data-testid="probe">{useQueryClient() === expected ? 'o cache esperado' : 'outro cache'}</output>
  );
}

describe('QueryProvider', () => {
  it('renders the screens before the app cache exists, and gives it to them once announced', async () => {
    const view = render(
      <QueryProvider>
        <Counter />
      </QueryProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('cliques: 1');

    const client = new QueryClient();
    act(() => appQueryClient.publish(client));
    view.rerender(
      <QueryProvider>
        <Counter />
        <ClientProbe expected={client} />
      </QueryProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('o cache esperado');
    // The screens under it were not mounted again when the cache arrived.
    expect(screen.getByRole('button').textContent).toBe('cliques: 1');
  });

  it('uses the cache it is given (tests) over the app one', () => {
    appQueryClient.publish(new QueryClient());
    const own = new QueryClient();
    render(
      <QueryProvider client={own}>
        <ClientProbe expected={own} />
      </QueryProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe('o cache esperado');
  });
});
