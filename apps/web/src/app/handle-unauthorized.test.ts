import { beforeEach, describe, expect, it, vi } from 'vitest';
import { takeRememberedTarget } from '#lib/routes/index.ts';
import { handleUnauthorized } from './handle-unauthorized.ts';

const mocks = vi.hoisted(() => ({
  show: vi.fn(),
  logout: vi.fn(async () => ({ pendingOutbox: 0 })),
  status: 'authenticated' as string,
}));
vi.mock('@mantine/notifications', () => ({ notifications: { show: mocks.show } }));
vi.mock('#lib/auth/index.ts', () => ({
  authStore: { getState: () => ({ status: mocks.status }), logout: mocks.logout },
}));

function fakeRouter(
  pathname: string,
  match?: { name: string; title: string; params: Record<string, string> },
) {
  return {
    state: {
      location: { pathname },
      matches: match
        ? [{ route: { handle: { name: match.name, title: match.title } }, params: match.params }]
        : [],
    },
    navigate: vi.fn(async () => {}),
  } as unknown as Parameters<typeof handleUnauthorized>[0];
}

describe('handleUnauthorized (§8 401)', () => {
  beforeEach(() => {
    localStorage.clear();
    mocks.show.mockClear();
    mocks.logout.mockClear();
    mocks.status = 'authenticated';
  });

  it('clears the login, remembers the screen, shows the red notice and goes to login', async () => {
    const router = fakeRouter('/admin/clients/delivery/abc', {
      name: 'clients.delivery',
      title: 'Outros Endereços de Entrega',
      params: { uuid: 'abc' },
    });
    await handleUnauthorized(router);
    expect(mocks.logout).toHaveBeenCalledTimes(1);
    expect(mocks.show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Sessão expirada, realize o login' }),
    );
    expect(router.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(await takeRememberedTarget()).toEqual({
      name: 'clients.delivery',
      path: '/admin/clients/delivery/abc',
    });
  });

  it('does nothing on a public page (a wrong token on the login is its own notice)', async () => {
    const router = fakeRouter('/');
    await handleUnauthorized(router);
    expect(mocks.logout).not.toHaveBeenCalled();
    expect(mocks.show).not.toHaveBeenCalled();
    expect(router.navigate).not.toHaveBeenCalled();
  });
});
