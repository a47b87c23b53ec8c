import { api } from '@rota/contract';
import type { Company } from '@rota/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/index.ts';
import { readCompanies } from '#lib/db/config-db.ts';
import { getDeviceId } from '#lib/device/device-id.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { loadingStore } from '#lib/loading/loading-store.ts';
import { takeRememberedTarget } from '#lib/routes/index.ts';
import { initialSync, type SyncProgress } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { makeSession } from '#testing/session-fixture.ts';
import { LoginPage } from './login-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));
vi.mock('#lib/db/config-db.ts', () => ({ readCompanies: vi.fn() }));
vi.mock('#lib/auth/index.ts', () => ({
  authStore: { setLogin: vi.fn(), logout: vi.fn(), getState: vi.fn() },
}));
vi.mock('#lib/device/device-id.ts', () => ({ getDeviceId: vi.fn() }));
vi.mock('#lib/sync/index.ts', async () => ({
  initialSync: vi.fn(),
  pendingOutboxCount: vi.fn(),
  // The grouping is the screen's own rule, tested as it runs.
  groupSyncProgress: (await import('#lib/sync/sync-groups.ts')).groupSyncProgress,
  HISTORY_GROUPS: (await import('#lib/sync/sync-groups.ts')).HISTORY_GROUPS,
}));
vi.mock('#lib/routes/index.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/routes/index.ts')>()),
  takeRememberedTarget: vi.fn(),
}));

const padaria: Company = {
  id: 1,
  name: 'Pão Dourado Distribuidora',
  cnpj: '45723174000110',
  trade_name: null,
};
const outra: Company = { id: 2, name: 'Outra Empresa', cnpj: '11222333000181', trade_name: null };
const session = makeSession(['canViewClient']);

const steps: string[] = [];
const entry = (call: string, label: string, extra: Partial<SyncProgress>): SyncProgress => ({
  call,
  label,
  done: 0,
  total: null,
  status: 'waiting',
  ...extra,
});

async function fillAndSubmit(token: string, companyName?: string) {
  const user = userEvent.setup();
  if (companyName) {
    await user.click(await screen.findByPlaceholderText('Escolha a empresa'));
    await user.click(await screen.findByRole('option', { name: companyName }));
  }
  await user.type(await screen.findByLabelText(/Token de acesso/), token);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    steps.length = 0;
    vi.mocked(readCompanies).mockResolvedValue([padaria, outra]);
    vi.mocked(getDeviceId).mockResolvedValue('device-0001');
    vi.mocked(callApi).mockImplementation(async () => {
      steps.push('login');
      return session;
    });
    vi.mocked(authStore.setLogin).mockImplementation(async () => {
      steps.push('setLogin');
    });
    vi.mocked(authStore.getState).mockReturnValue({ status: 'authenticated', session, companyId: 1 });
    vi.mocked(initialSync).mockImplementation(async (onProgress) => {
      steps.push('initialSync');
      onProgress([entry('clients.all', 'Clientes', { status: 'done', done: 2400, total: 2400 })]);
    });
    vi.mocked(takeRememberedTarget).mockImplementation(async () => {
      steps.push('navigate');
      return { name: 'clients', path: '/admin/clients' };
    });
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('offers the companies stored on this device, preselecting the one in ?company=', async () => {
    renderPage(<LoginPage />, '/', '/?company=2');
    await waitFor(() =>
      expect((screen.getByPlaceholderText('Escolha a empresa') as HTMLInputElement).value).toBe(
        'Outra Empresa',
      ),
    );
    expect(screen.getByRole('link', { name: 'Cadastrar outra empresa' }).getAttribute('href')).toBe(
      '/companies',
    );
    // The eye beside the token speaks Portuguese (Mantine's own name is "Toggle password visibility").
    expect(screen.getByRole('button', { name: 'Mostrar ou ocultar o token' })).toBeTruthy();
  });

  it('sends to Nova Empresa when no company is stored yet', async () => {
    vi.mocked(readCompanies).mockResolvedValue([]);
    renderPage(<LoginPage />, '/');
    expect(await screen.findByText(/Nenhuma empresa cadastrada neste aparelho/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cadastrar empresa' }).getAttribute('href')).toBe('/companies');
    expect(screen.queryByLabelText(/Token de acesso/)).toBeNull();
  });

  it('logs in, stores the login, syncs, then opens the remembered target — in that order', async () => {
    const loading = { on: vi.spyOn(loadingStore, 'setLoading'), text: vi.spyOn(loadingStore, 'setText') };
    renderPage(<LoginPage />, '/');
    await fillAndSubmit(' demo-ana-2026 ', 'Pão Dourado Distribuidora');

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clients');
    expect(steps).toEqual(['login', 'setLogin', 'initialSync', 'navigate']);
    expect(callApi).toHaveBeenCalledWith(api.devices.usedToken, {
      body: { token: 'demo-ana-2026', deviceId: 'device-0001', company_id: 1 },
    });
    expect(authStore.setLogin).toHaveBeenCalledWith(session, 1);
    expect(loading.on.mock.calls).toEqual([[true], [true], [false]]);
    expect(loading.text).toHaveBeenCalledWith('Sincronizando…');
    expect(loadingStore.getState().loading).toBe(false);
  });

  it('opens the target as soon as the first screen can open, while the history still comes, and a later failure keeps it open', async () => {
    let failHistory: (error: Error) => void = () => {};
    vi.mocked(initialSync).mockImplementation(async (onProgress, _signal, onFirstScreen) => {
      steps.push('initialSync');
      onProgress([entry('clients.all', 'Clientes', { status: 'done', done: 2400, total: 2400 })]);
      onFirstScreen?.();
      await new Promise<void>((_resolve, reject) => {
        failHistory = reject;
      });
    });
    renderPage(<LoginPage />, '/');
    await fillAndSubmit('demo-ana-2026', 'Pão Dourado Distribuidora');

    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clients');
    expect(steps).toEqual(['login', 'setLogin', 'initialSync', 'navigate']);
    expect(loadingStore.getState().loading).toBe(false);
    failHistory(new Error('Erro interno do servidor.'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('location').textContent).toBe('/admin/clients');
    expect(screen.queryByText('Erro interno do servidor.')).toBeNull();
  });

  it('opens /admin when no target was remembered', async () => {
    vi.mocked(takeRememberedTarget).mockResolvedValue(null);
    renderPage(<LoginPage />, '/', '/?company=1');
    await fillAndSubmit('demo-ana-2026');
    expect((await screen.findByTestId('location')).textContent).toBe('/admin');
  });

  it("lands a bakery user on the bakery, even with a seller's screen remembered", async () => {
    vi.mocked(authStore.getState).mockReturnValue({
      status: 'authenticated',
      session: makeSession(['canAccessBakery']),
      companyId: 1,
    });
    renderPage(<LoginPage />, '/', '/?company=1');
    await fillAndSubmit('demo-diego-2026');
    expect((await screen.findByTestId('location')).textContent).toBe('/bakery');
  });

  it('shows the sync in parts a seller understands, with rows done of the total, and a failed part in red', async () => {
    let finish: () => void = () => {};
    vi.mocked(initialSync).mockImplementation(
      (onProgress) =>
        new Promise<void>((resolve) => {
          onProgress([
            entry('clients.all', 'Clientes', {
              table: 'clients',
              status: 'running',
              done: 1000,
              total: 2400,
            }),
            entry('products.all', 'Produtos', {
              table: 'products',
              status: 'running',
              done: 500,
              total: null,
            }),
            entry('sales.allSeller', 'Vendas', { table: 'sales', status: 'waiting' }),
            entry('profiles.all', 'Perfis', { table: 'profiles', status: 'done', done: 2, total: 2 }),
          ]);
          finish = () => {
            onProgress([
              entry('clients.all', 'Clientes', { table: 'clients', status: 'done', done: 2400, total: 2400 }),
              entry('products.all', 'Produtos', { table: 'products', status: 'done', done: 900, total: 900 }),
              entry('sales.allSeller', 'Vendas', {
                table: 'sales',
                status: 'error',
                error: 'Sem espaço no aparelho',
              }),
              entry('profiles.all', 'Perfis', { table: 'profiles', status: 'done', done: 2, total: 2 }),
            ]);
            resolve();
          };
        }),
    );
    renderPage(<LoginPage />, '/', '/?company=1');
    await fillAndSubmit('demo-ana-2026');

    expect(await screen.findByRole('heading', { name: 'Sincronizando os dados' })).toBeTruthy();
    // In the seller's words, never a table's name ("Perfis" is a part of "Cadastros da empresa").
    expect(screen.getByTestId('sync-clients').textContent).toContain('1.000 de 2.400');
    expect(screen.getByTestId('sync-catalogue').textContent).toMatch(/^Produtos e preços.*500 registros/);
    expect(screen.getByTestId('sync-sales').textContent).toContain('Aguardando');
    expect(screen.getByTestId('sync-company').textContent).toMatch(/^Cadastros da empresaConcluído/);
    expect(screen.queryByText('Perfis')).toBeNull();
    expect(screen.getByTestId('sync-overall').textContent).toBe('1 de 4 partes prontas');
    expect(screen.getAllByRole('progressbar')).toHaveLength(5);
    // The history is said to go on after the screen opens.
    expect(screen.getByTestId('sync-history-note').textContent).toContain(
      'histórico de vendas continua depois, com o progresso no topo da tela',
    );

    finish();
    expect(await screen.findByText('Sem espaço no aparelho')).toBeTruthy();
    expect(screen.getByTestId('sync-sales').dataset.status).toBe('error');
    expect(screen.getByTestId('sync-clients').textContent).toContain('Concluído');
    expect(screen.queryByTestId('location')).toBeNull();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/clients');
  });

  it('shows "Token inválido!" under the token for a wrong token, storing and syncing nothing', async () => {
    vi.mocked(callApi).mockRejectedValue(
      new HttpError(422, 'Token inválido!', { token: ['Token inválido!'] }),
    );
    renderPage(<LoginPage />, '/', '/?company=1');
    await fillAndSubmit('errado');
    expect(await screen.findByText('Token inválido!')).toBeTruthy();
    expect(screen.getByLabelText(/Token de acesso/).getAttribute('data-invalid')).toBe('true');
    expect(authStore.setLogin).not.toHaveBeenCalled();
    expect(initialSync).not.toHaveBeenCalled();
    expect(loadingStore.getState().loading).toBe(false);
  });

  it.each([
    [new HttpError(429, 'Muitas tentativas.'), 'Muitas tentativas. Aguarde um minuto e tente novamente.'],
    [new HttpError(0, 'Sem conexão com o servidor'), 'Sem conexão: o primeiro acesso precisa da internet.'],
    [
      new HttpError(500, 'Erro interno do servidor. Tente novamente em instantes.'),
      'Erro interno do servidor.',
    ],
  ])('explains a failed login (%s)', async (error, text) => {
    vi.mocked(callApi).mockRejectedValue(error);
    renderPage(<LoginPage />, '/', '/?company=1');
    await fillAndSubmit('demo-ana-2026');
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(initialSync).not.toHaveBeenCalled();
  });

  it('asks for the company and the token before calling', async () => {
    renderPage(<LoginPage />, '/');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Escolha a empresa', { selector: 'p, div' })).toBeTruthy();
    expect(screen.getByText('Informe o token de acesso')).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });
});
