import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/index.ts';
import { pendingOutboxCount } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { LogoutButton } from './logout-button.tsx';

vi.mock('#lib/auth/index.ts', () => ({ authStore: { logout: vi.fn() } }));
vi.mock('#lib/sync/index.ts', () => ({ pendingOutboxCount: vi.fn() }));

describe('LogoutButton', () => {
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('warns that unsent records stay on the device, then logs out and opens the login', async () => {
    vi.mocked(pendingOutboxCount).mockResolvedValue(3);
    vi.mocked(authStore.logout).mockResolvedValue({ pendingOutbox: 3 });
    const user = userEvent.setup();
    renderPage(<LogoutButton />, '/admin');

    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do Rota?' });
    expect(dialog.textContent).toContain(
      'Há 3 registros ainda não enviados. Eles ficam guardados neste aparelho e serão enviados no próximo login.',
    );
    expect(authStore.logout).not.toHaveBeenCalled();

    const buttons = screen.getAllByRole('button', { name: 'Sair' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    expect((await screen.findByTestId('location')).textContent).toBe('/');
    expect(authStore.logout).toHaveBeenCalledTimes(1);
  });

  it('says one record in the singular', async () => {
    vi.mocked(pendingOutboxCount).mockResolvedValue(1);
    renderPage(<LogoutButton />, '/admin');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sair' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Há 1 registro ainda não enviado.');
  });

  it('only confirms when nothing is waiting, and cancelling keeps the login', async () => {
    vi.mocked(pendingOutboxCount).mockResolvedValue(0);
    const user = userEvent.setup();
    renderPage(<LogoutButton />, '/admin');
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair do Rota?' });
    expect(dialog.textContent).not.toContain('não enviado');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(authStore.logout).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
