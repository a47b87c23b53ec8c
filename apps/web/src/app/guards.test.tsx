import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { takeRememberedTarget } from '#lib/routes/index.ts';
import { fakeAuth } from './testing/fake-auth.ts';
import { renderRouter } from './testing/render-router.tsx';

vi.mock('#lib/auth/index.ts', async () => (await import('./testing/fake-auth.ts')).fakeAuth.module());
vi.mock('#features/auth/components/login-page.tsx', () => ({ LoginPage: () => <h1>Tela de login</h1> }));
vi.mock('#features/companies/components/new-company-page.tsx', () => ({
  NewCompanyPage: () => <h1>Tela de nova empresa</h1>,
}));
vi.mock('#features/notifications/components/notifications-menu.tsx', () => ({
  NotificationsMenu: () => <button type="button">Notificações</button>,
}));
vi.mock('#features/auth/components/logout-button.tsx', () => ({
  LogoutButton: () => <button type="button">Sair</button>,
}));

// The seller area's chunk (its screens) loads once here, so a guard's redirect is not timed
// against the module graph's first import.
beforeAll(async () => {
  await Promise.all([import('./layouts/area-layout.tsx'), import('./areas/seller-area.tsx')]);
}, 30_000);

describe('route guards (§2)', () => {
  beforeEach(() => {
    localStorage.clear();
    fakeAuth.set('restoring');
  });
  afterEach(cleanup);

  it('shows a loader, not a redirect, while the stored login is restored', async () => {
    const { router } = renderRouter('/admin/clients');
    expect(await screen.findByTestId('page-loader')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/clients');
    act(() => fakeAuth.set('authenticated'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Clientes' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/clients');
  });

  it('sends a visitor without login to login and remembers the target', async () => {
    fakeAuth.set('anonymous');
    const { router } = renderRouter('/admin/clients/update/0f6c/see');
    expect(await screen.findByRole('heading', { name: 'Tela de login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(await takeRememberedTarget()).toEqual({
      name: 'clients.update',
      path: '/admin/clients/update/0f6c/see',
    });
  });

  it('remembers the target once the restore ends without a login', async () => {
    const { router } = renderRouter('/gestor/financial');
    await screen.findByTestId('page-loader');
    act(() => fakeAuth.set('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await takeRememberedTarget()).toEqual({ name: 'gestor.financial', path: '/gestor/financial' });
  });

  it('sends a logged-in user on a public page to the route index (/admin)', async () => {
    fakeAuth.set('authenticated');
    const { router } = renderRouter('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(document.title).toBe('Dashboard | Rota');
  });

  it('sends a restored user on the login page to the remembered target, once', async () => {
    localStorage.setItem('rota.rememberedTarget', JSON.stringify({ name: 'products', params: {} }));
    const { router } = renderRouter('/');
    act(() => fakeAuth.set('authenticated'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
    expect(await takeRememberedTarget()).toBeNull();
  });

  it('does not move the login page when the login happens on it (the initial sync runs first)', async () => {
    fakeAuth.set('anonymous');
    const { router } = renderRouter('/');
    await screen.findByRole('heading', { name: 'Tela de login' });
    act(() => fakeAuth.set('authenticated'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { name: 'Tela de login' })).toBeTruthy();
  });

  it('a logout on a screen goes to login without remembering it', async () => {
    fakeAuth.set('authenticated');
    const { router } = renderRouter('/admin/products');
    await screen.findByRole('heading', { level: 1, name: 'Produtos' });
    act(() => fakeAuth.set('anonymous'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await takeRememberedTarget()).toBeNull();
  });

  it('shows the public pages to a visitor without login', async () => {
    fakeAuth.set('anonymous');
    const { router } = renderRouter('/companies');
    expect(await screen.findByRole('heading', { name: 'Tela de nova empresa' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/companies');
    expect(document.title).toBe('Nova Empresa | Rota');
  });
});
