import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app.tsx';

function stubFetch(response: () => Promise<Response>) {
  const fetchMock = vi.fn(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('App', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the title and replaces "Carregando…" with the server status', async () => {
    const fetchMock = stubFetch(async () => Response.json({ status: 'ok', version: '0.1.0', uptime_s: 4 }));
    render(<App />);

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rota — Força de vendas');
    expect(screen.getByRole('status').textContent).toBe('Carregando…');
    expect(await screen.findByText('Servidor: ok (versão 0.1.0)')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/health', expect.anything());
  });

  it('says the server is unavailable when /health fails', async () => {
    stubFetch(async () => new Response('falhou', { status: 503 }));
    render(<App />);
    expect(await screen.findByText('Servidor indisponível. Tente novamente em instantes.')).toBeTruthy();
  });

  it('does not trust a /health answer of the wrong shape', async () => {
    stubFetch(async () => Response.json({ status: 'talvez' }));
    render(<App />);
    expect(await screen.findByText('Servidor indisponível. Tente novamente em instantes.')).toBeTruthy();
  });
});
