import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from './testing/fake-auth.ts';
import { renderRouter } from './testing/render-router.tsx';

vi.mock('#lib/auth/index.ts', async () => (await import('./testing/fake-auth.ts')).fakeAuth.module());
vi.mock('#features/auth/components/login-page.tsx', () => ({ LoginPage: () => <h1>Tela de login</h1> }));
vi.mock('#features/companies/components/new-company-page.tsx', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('#features/notifications/components/notifications-menu.tsx', () => ({
  NotificationsMenu: () => <button type="button">Notificações</button>,
}));
vi.mock('#features/auth/components/logout-button.tsx', () => ({
  LogoutButton: () => <button type="button">Sair</button>,
}));

// The manager's screens ask the API for their charts: no server here, every call is a 404.
beforeAll(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  ),
);
afterAll(() => vi.unstubAllGlobals());

describe('screens of the shell', () => {
  beforeEach(() => fakeAuth.set('authenticated'));
  afterEach(cleanup);

  it('shows "Página não encontrada" for any other path', async () => {
    renderRouter('/admin/nao-existe/de-jeito-nenhum');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeTruthy();
    expect(document.title).toBe('Página não encontrada | Rota');
  });

  it('shows a manager screen with its title (every route of §2 has its screen now)', async () => {
    renderRouter('/gestor/buy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Compras' })).toBeTruthy();
    expect(await screen.findByTestId('manager-buy')).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('Compras');
    expect(document.title).toBe('Compras | Rota');
  });

  it('resolves the optional segments of §2', async () => {
    const { router } = renderRouter('/admin/measurements');
    // The seller area's chunk is transformed on first use: on a busy machine that takes over 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medições' }, { timeout: 15_000 }),
    ).toBeTruthy();
    // Built screens now (docs/measurements.md): the list, then the form of a `goTo`.
    expect(await screen.findByTestId('measurement-list')).toBeTruthy();
    await router.navigate('/admin/measurements/ordem-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Apontamentos' })).toBeTruthy();
    // No local database here: the form waits for it (its page comes from the seller area's complete record).
    await router.navigate('/admin/clients/update/0f6c');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cliente' })).toBeTruthy();
  });

  it('scrolls to the top on each navigation', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRouter('/admin/products');
    await screen.findByRole('heading', { level: 1, name: 'Produtos' });
    scrollTo.mockClear();
    await router.navigate('/admin/report');
    await screen.findByRole('heading', { level: 1, name: 'Relatório' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });

  it('a screen whose chunk fails shows a pt-BR error with "Tentar novamente"', async () => {
    fakeAuth.set('anonymous');
    renderRouter('/companies');
    expect(
      await screen.findByText(
        'Falha ao carregar esta parte do aplicativo. Verifique a conexão e tente novamente.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  }, 20_000);
});
