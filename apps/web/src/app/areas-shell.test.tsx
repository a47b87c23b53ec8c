import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { fakeAuth } from './testing/fake-auth.ts';
import { renderRouter } from './testing/render-router.tsx';

vi.mock('#lib/auth/index.ts', async () => (await import('./testing/fake-auth.ts')).fakeAuth.module());
vi.mock('#features/notifications/components/notifications-menu.tsx', () => ({
  NotificationsMenu: () => <button type="button">Notificações</button>,
}));
vi.mock('#features/auth/components/logout-button.tsx', () => ({
  LogoutButton: () => <button type="button">Sair</button>,
}));

const SELLER = ['canViewClient', 'canCreateClient'] as const;

// The area layout and what it composes (the sync status reads the local database), the areas'
// chunks and the charts the screens here load lazily (ECharts reads `window` as it loads) load
// once here: the first screen of a test is not timed against the module graph's first import, and
// no chunk is still loading when the file's DOM is torn down ("window is not defined" after it).
beforeAll(async () => {
  await Promise.all([
    import('./layouts/area-layout.tsx'),
    import('./areas/seller-area.tsx'),
    import('./areas/manager-area.tsx'),
    import('./areas/common-area.tsx'),
    import('#features/manager/chart/manager-chart.tsx'),
    import('#features/sales-report/components/sales-by-day-chart.tsx'),
  ]);
}, 60_000);

// The manager's screens ask the API for their charts: no server here, every call is a 404.
beforeAll(() =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 404 })),
  ),
);
afterAll(() => vi.unstubAllGlobals());

describe('areas by profile (DESIGN.md "Areas")', () => {
  afterEach(cleanup);

  it('shows "Sem permissão" with a way back on an area the profile does not open', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/gestor/sales');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sem permissão' })).toBeTruthy();
    expect(screen.getByText(/não dá acesso à área Gestor/)).toBeTruthy();
    const back = screen.getByRole('link', { name: 'Voltar para Vendas externas' });
    expect(back.getAttribute('href')).toBe('/admin');
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
    expect(await screen.findByTestId('manager-sales')).toBeTruthy();
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
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByRole('button', { name: 'Trocar de área' })).toBeNull();
  });
});

describe('the area layout', () => {
  afterEach(cleanup);

  it('closes the phone menu (a drawer) with Escape', async () => {
    (window as unknown as { happyDOM?: { setViewport(size: object): void } }).happyDOM?.setViewport({
      width: 390,
      height: 844,
    });
    fakeAuth.set('authenticated', SELLER);
    const user = userEvent.setup();
    renderRouter('/admin');
    const burger = await screen.findByRole('button', { name: 'Menu' });
    await user.click(burger);
    await waitFor(() => expect(burger.getAttribute('aria-expanded')).toBe('true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(burger.getAttribute('aria-expanded')).toBe('false'));
  });

  it('highlights exactly one menu entry, the parent of a screen reached from another', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin/clients/update/0f6c');
    // The client form of a client not on the device says so.
    await screen.findByTestId('record-notice');
    const current = screen.getAllByRole('link', { current: 'page' });
    // The side navigation (drawer on a phone) and the bottom bar point at the same screen.
    expect(new Set(current.map((link) => link.getAttribute('href')))).toEqual(new Set(['/admin/clients']));
    const menu = screen.getByRole('navigation', { name: 'Navegação da área' });
    expect(within(menu).getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(within(menu).getByRole('link', { name: 'Início' }).getAttribute('aria-current')).toBeNull();
  });

  it("keeps the manager's period (the URL's search) from screen to screen, and only there", async () => {
    fakeAuth.set('authenticated', ['canAccessManager']);
    renderRouter('/gestor/sales?periodo=ano');
    await screen.findByTestId('manager-sales');
    const menu = screen.getByRole('navigation', { name: 'Navegação da área' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/gestor?periodo=ano',
      '/gestor/sales?periodo=ano',
      '/gestor/financial?periodo=ano',
      '/gestor/buy?periodo=ano',
      '/gestor/production?periodo=ano',
      '/gestor/manager?periodo=ano',
      // Metas reads its own month, not the period.
      '/gestor/goals',
      '/gestor/promotions',
      // Visitas reads its own day, not the period.
      '/gestor/visits',
      '/pendencias',
    ]);
    cleanup();

    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin/clients?periodo=ano');
    const sellerMenu = await screen.findByRole('navigation', { name: 'Navegação da área' });
    expect(within(sellerMenu).getByRole('link', { name: 'Início' }).getAttribute('href')).toBe('/admin');
  });

  it('shows the screen title once, as the only level-1 heading', async () => {
    fakeAuth.set('authenticated', SELLER);
    renderRouter('/admin/clients/delivery/0f6c');
    await screen.findByTestId('record-notice');
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

describe('the sync status in the area layout (DESIGN.md "Offline writes")', () => {
  afterEach(async () => {
    cleanup();
    act(() => void window.dispatchEvent(new Event('online')));
    await resetLocalDbs();
  });

  const queue = (id: number, owner = '1:7', status: 'pending' | 'failed' = 'pending') =>
    myPwaDb.outbox.add({
      uuid: `notification-${id}`,
      call: 'notifications.markAsRead',
      body: { id },
      status,
      created_at: '2026-11-22T12:00:00.000Z',
      last_error: status === 'failed' ? 'Notificação não encontrada.' : null,
      owner,
      attempts: 0,
      next_attempt_at: null,
    });

  it('shows the sync status left of the notifications, and the offline banner above the screen', async () => {
    fakeAuth.set('authenticated', SELLER);
    await queue(1);
    renderRouter('/admin/report');
    await screen.findByRole('heading', { level: 1, name: 'Relatório' });
    const header = screen.getByRole('banner');
    const status = await within(header).findByRole('button', { name: 'Sincronização: 1 pendência de envio' });
    const bell = within(header).getByRole('button', { name: 'Notificações' });
    expect(status.compareDocumentPosition(bell) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByTestId('offline-banner')).toBeNull();

    act(() => void window.dispatchEvent(new Event('offline')));
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.textContent).toContain('Sem conexão — você pode continuar trabalhando');
    expect(banner.textContent).toContain('1 pendência aguarda envio.');
    // Above the screen, whichever it is: the main column's first element.
    expect(screen.getByRole('main').firstElementChild?.contains(banner)).toBe(true);
    expect(within(header).getByRole('button', { name: /^Sincronização: sem conexão/ })).toBeTruthy();

    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('puts "Pendências de envio" in the navigation with its count, current on its screen', async () => {
    fakeAuth.set('authenticated', SELLER);
    await queue(1);
    await queue(2, '1:8');
    renderRouter('/admin');
    const menu = await screen.findByRole('navigation', { name: 'Navegação da área' });
    const link = await within(menu).findByRole('link', { name: /^Pendências de envio/ });
    expect(link.getAttribute('href')).toBe('/pendencias');
    expect(link.getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(within(link).getByTestId('outbox-count').textContent).toBe('2'));
    // Above who is logged in.
    expect(
      link.compareDocumentPosition(within(menu).getByText('Ana Souza')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    cleanup();

    renderRouter('/pendencias');
    // The screen's chunk loads first: on a busy machine that took over the default second.
    expect(
      await screen.findByRole('region', { name: 'Suas pendências (1)' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByTestId('header-title').textContent).toBe('Pendências de envio');
    const current = within(screen.getByRole('navigation', { name: 'Navegação da área' })).getAllByRole(
      'link',
      {
        current: 'page',
      },
    );
    expect(current.map((item) => item.getAttribute('href'))).toEqual(['/pendencias']);
  });
});
