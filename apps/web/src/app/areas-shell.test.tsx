import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth } from './testing/fake-auth.ts';
import { renderRouter } from './testing/render-router.tsx';

vi.mock('../lib/auth/index.ts', async () => (await import('./testing/fake-auth.ts')).fakeAuth.module());
vi.mock('../features/notifications/components/notifications-menu.tsx', () => ({
  NotificationsMenu: () => <button type="button">Notificações</button>,
}));
vi.mock('../features/auth/components/logout-button.tsx', () => ({
  LogoutButton: () => <button type="button">Sair</button>,
}));

const SELLER = ['canViewClient', 'canCreateClient'] as const;

describe('areas by profile (DESIGN.md "Areas")', () => {
  afterEach(cleanup);

  it('shows "Sem permissão" with a way back on an area the profile does not open', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/gestor/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem permissão' })).toBeTruthy();
    expect(screen.getByText(/não dá acesso à área Gestor/)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Voltar para Vendas externas' });
    expect(back.getAttribute('href')).toBe('/admin');
    expect(screen.queryByTestId('under-construction')).toBeNull();
  });

  it('keeps a bakery user out of the seller area and leads them back to the bakery', async () => {
    fakeAuth.set('authenticated', ['canAccessBakery']);
    renderRouter('/admin/clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem permissão' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para Padaria' }).getAttribute('href')).toBe('/bakery');
  });

  it('opens an area the profile allows', async () => {
    fakeAuth.set('authenticated', ['canAccessManager']);
    renderRouter('/gestor/sales');
    expect(await screen.findByTestId('under-construction')).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('Vendas');
  });

  it('offers a switcher with only the areas the profile opens, and none for a single area', async () => {
    fakeAuth.set('authenticated', [...SELLER, 'canAccessBakery']);
    const user = userEvent.setup();
    renderRouter('/admin');
    await user.click(await screen.findByRole('button', { name: 'Trocar de área' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Vendas externas', 'Padaria']);
    expect(items[1]?.getAttribute('href')).toBe('/bakery');
    cleanup();

    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin');
    await screen.findByTestId('under-construction');
    expect(screen.queryByRole('button', { name: 'Trocar de área' })).toBeNull();
  });
});

describe('the area layout', () => {
  afterEach(cleanup);

  it('highlights exactly one menu entry, the parent of a screen reached from another', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin/clients/update/0f6c');
    await screen.findByTestId('under-construction');
    const current = screen.getAllByRole('link', { current: 'page' });
    // The side navigation (drawer on a phone) and the bottom bar point at the same screen.
    expect(new Set(current.map((link) => link.getAttribute('href')))).toEqual(new Set(['/admin/clients']));
    const menu = screen.getByRole('navigation', { name: 'Navegação da área' });
    expect(within(menu).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows the screen title once, as the only level-1 heading', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin/clients/delivery/0f6c');
    await screen.findByTestId('under-construction');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Outros Endereços de Entrega']);
  });

  it('shows who is logged in and the company in the navigation', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Navegação da área' });
    expect(within(menu).getByText('Ana Souza')).toBeTruthy();
    expect(within(menu).getByText('Pão Dourado Distribuidora')).toBeTruthy();
  });
});
