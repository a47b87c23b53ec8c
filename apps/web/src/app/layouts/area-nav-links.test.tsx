import 'fake-indexeddb/auto';
import { SELLER_PERMISSIONS } from '@rota/domain';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import { AreaNavLinks } from './area-nav-links.tsx';

afterEach(async () => {
  cleanup();
  await authStore.logout();
});

describe('AreaNavLinks', () => {
  it('lists a supervisor’s screen only to a profile granting its permission', async () => {
    await resetLocalDbs();
    await authStore.setLogin(makeSession([...SELLER_PERMISSIONS]), 1);
    const seller = renderPage(<AreaNavLinks area="seller" />, '/admin');
    expect(screen.getByRole('link', { name: 'Vendas' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Aprovações' })).toBeNull();
    seller.unmount();

    await authStore.setLogin(makeSession([...SELLER_PERMISSIONS, 'canApproveSales']), 1);
    renderPage(<AreaNavLinks area="seller" />, '/admin');
    expect(screen.getByRole('link', { name: 'Aprovações' }).getAttribute('href')).toBe('/admin/approvals');
  });
});
