import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '#lib/auth/auth-store.ts';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { renderPage } from '#testing/render-page.tsx';
import { resetLocalDbs } from '#testing/reset-local-dbs.ts';
import { makeSession } from '#testing/session-fixture.ts';
import {
  anaClient,
  BRUNO,
  daysAgo,
  QUINZENAL,
  queueNewClient,
  storeClients,
  storeTitle,
  TODAY,
} from '../testing/client-fixtures.ts';
import { ClientListPage } from './client-list-page.tsx';

vi.mock('#lib/sync/push-loop.ts', () => ({
  requestPush: vi.fn(),
  pushNow: vi.fn(),
  startPushLoop: vi.fn(),
}));

const ALL_SELLER = ['canCreateClient', 'canGeoClient', 'canNewSaleClient'] as const;

async function renderClients(permissions: Parameters<typeof makeSession>[0] = [...ALL_SELLER]) {
  await authStore.setLogin(makeSession(permissions), 1);
  const view = renderPage(<ClientListPage />, '/admin/clients');
  await screen.findByTestId('client-counters');
  return { user: userEvent.setup(), ...view };
}

/** A row's razão social, without its place in the day's route ("1."). */
const nameOf = (row: Element) => {
  const name = row.querySelector('p');
  const position = name?.querySelector('[data-testid="client-visit-position"]')?.textContent ?? '';
  return (name?.textContent ?? '').slice(position.length);
};
const rowNames = () => screen.queryAllByTestId('client-row').map(nameOf);
const rowPositions = () =>
  screen.queryAllByTestId('client-visit-position').map((position) => position.textContent);
const counters = () => screen.getByTestId('client-counters').textContent;
const row = (name: string) => {
  const found = screen.getAllByTestId('client-row').find((item) => nameOf(item) === name);
  if (!found) throw new Error(`sem a linha ${name}`);
  return found;
};

describe('ClientListPage', () => {
  // happy-dom lays nothing out: give the list's scroller a phone's height, so the virtualiser
  // renders the rows in view as it does in a browser.
  const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.dataset.testid === 'client-list-scroller' ? 800 : 0;
      },
    });
  });
  afterAll(() => {
    if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  });
  beforeEach(async () => {
    // A phone: the three-line rows (one test widens the window for the desktop table).
    (window as unknown as { happyDOM?: { setViewport(size: object): void } }).happyDOM?.setViewport({
      width: 390,
      height: 844,
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
    sessionStorage.clear();
    await resetLocalDbs();
  });
  afterEach(async () => {
    cleanup();
    vi.useRealTimers();
    await authStore.logout();
  });

  it('lists the seller’s clients of today by the §5 rule: day, Quinzenal when due, inactive while reproved ≤ 7 days', async () => {
    await storeClients([
      anaClient({ name: 'Padaria Terça' }),
      anaClient({ name: 'Mercado Segunda', visiting_day: 'Segunda' }),
      anaClient({ name: 'Quinzenal Vencido', visiting_day: QUINZENAL, last_visit: daysAgo(14) }),
      anaClient({ name: 'Quinzenal Recente', visiting_day: QUINZENAL, last_visit: daysAgo(5) }),
      anaClient({ name: 'Reprovado Recente', inative: 1, status: 'Reprovado', reproved_at: daysAgo(7) }),
      anaClient({ name: 'Reprovado Antigo', inative: 1, status: 'Reprovado', reproved_at: daysAgo(9) }),
      anaClient({ name: 'Inativo Sem Data', inative: 1, reproved_at: null }),
      anaClient({ name: 'Cliente do Bruno', code_erp_seller: BRUNO }),
      anaClient({ name: 'Outra Empresa', company_id: 2 }),
    ]);
    await renderClients();
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    expect(rowNames()).toEqual(['Padaria Terça', 'Quinzenal Vencido', 'Reprovado Recente']);
    // One day chosen: the list is that day's route, each row numbered.
    expect(rowPositions()).toEqual(['1.', '2.', '3.']);
    expect(counters()).toBe('3 clientes · 0 com atraso');
    expect((screen.getByRole('checkbox', { name: 'Terça' }) as HTMLInputElement).checked).toBe(true);
    expect(within(row('Quinzenal Vencido')).getByTestId('badge-quinzenal').textContent).toBe('Quinzenal');
    expect(within(row('Reprovado Recente')).getByTestId('badge-inactive').textContent).toBe('Reprovado');
    expect(within(row('Padaria Terça')).queryByTestId('badge-inactive')).toBeNull();
  });

  it('adds days with the chips and clears them with "Todos os dias"', async () => {
    await storeClients([
      anaClient({ name: 'Padaria Terça' }),
      anaClient({ name: 'Mercado Segunda', visiting_day: 'Segunda' }),
      anaClient({ name: 'Bar Sexta', visiting_day: 'Sexta' }),
      anaClient({ name: 'Sem Dia', visiting_day: null }),
    ]);
    const { user } = await renderClients();
    await waitFor(() => expect(rowNames()).toEqual(['Padaria Terça']));
    await user.click(screen.getByRole('checkbox', { name: 'Segunda' }));
    await waitFor(() => expect(rowNames()).toEqual(['Mercado Segunda', 'Padaria Terça']));
    // Two days are no single route: alphabetical, unnumbered.
    expect(rowPositions()).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Todos os dias' }));
    await waitFor(() => expect(rowNames()).toHaveLength(4));
    expect((screen.getByRole('checkbox', { name: 'Terça' }) as HTMLInputElement).checked).toBe(false);
    expect(counters()).toBe('4 clientes · 0 com atraso');
  });

  it('searches without accents, case or masks: name, fantasy, CNPJ masked or not, city, UF, code', async () => {
    await storeClients([
      anaClient({ name: 'Padaria São José Ltda', fantasy_name: 'Pão do Zé', document: '11222333000181' }),
      anaClient({
        name: 'Mercearia Campineira',
        fantasy_name: null,
        document: '45723174000110',
        city_iso: '3509502',
        state: 'SP',
        code_erp: 'ERP-77',
      }),
      anaClient({ name: 'Açougue Gaúcho', document: '12345678909', city_iso: '4314902', state: 'RS' }),
    ]);
    const { user } = await renderClients();
    const search = screen.getByRole('textbox', { name: 'Buscar cliente' });
    const expectSearch = async (typed: string, names: string[]) => {
      await user.clear(search);
      await user.type(search, typed);
      await waitFor(() => expect(rowNames()).toEqual(names));
    };
    await expectSearch('sao jose', ['Padaria São José Ltda']);
    await expectSearch('PAO DO ZE', ['Padaria São José Ltda']);
    await expectSearch('11.222.333/0001-81', ['Padaria São José Ltda']);
    await expectSearch('11222333000181', ['Padaria São José Ltda']);
    await expectSearch('campinas', ['Mercearia Campineira']);
    await expectSearch('porto alegre', ['Açougue Gaúcho']);
    await expectSearch('rs', ['Açougue Gaúcho']);
    await expectSearch('erp-77', ['Mercearia Campineira']);
    await expectSearch('123.456.789-09', ['Açougue Gaúcho']);
    expect(counters()).toBe('1 cliente · 0 com atraso');
    await expectSearch('acougue inexistente', []);
    expect(screen.getByTestId('clients-empty').textContent).toContain(
      'Nenhum cliente encontrado para “acougue inexistente”.',
    );
    await user.click(
      within(screen.getByTestId('clients-empty')).getByRole('button', { name: 'Limpar busca' }),
    );
    await waitFor(() => expect(rowNames()).toHaveLength(3));
  });

  it('searches the whole wallet whatever the days chosen, a Quinzenal client not yet due included', async () => {
    await storeClients([
      anaClient({ name: 'Padaria Terça' }),
      anaClient({ name: 'Padaria Sexta', visiting_day: 'Sexta' }),
      anaClient({ name: 'Padaria Quinzenal', visiting_day: QUINZENAL, last_visit: daysAgo(3) }),
      anaClient({ name: 'Padaria do Bruno', code_erp_seller: BRUNO }),
      anaClient({ name: 'Padaria Antiga', inative: 1, reproved_at: null }),
    ]);
    const { user } = await renderClients();
    await waitFor(() => expect(rowNames()).toEqual(['Padaria Terça']));
    expect(screen.queryByTestId('searching-wallet')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Buscar cliente' }), 'padaria');
    await waitFor(() => expect(rowNames()).toEqual(['Padaria Quinzenal', 'Padaria Sexta', 'Padaria Terça']));
    expect(screen.getByTestId('searching-wallet').textContent).toBe(
      'Buscando em toda a carteira, todos os dias',
    );
    expect(counters()).toBe('3 clientes · 0 com atraso');
    await user.clear(screen.getByRole('textbox', { name: 'Buscar cliente' }));
    await waitFor(() => expect(rowNames()).toEqual(['Padaria Terça']));
  });

  it('marks clients with overdue titles in red and counts them', async () => {
    const late = anaClient({ name: 'Devedor', code_erp: 'D1' });
    const paid = anaClient({ name: 'Em Dia', code_erp: 'D2' });
    await storeClients([late, paid, anaClient({ name: 'Sem Código', code_erp: null })]);
    await storeTitle('D1');
    await storeTitle('D2', { status: 'Pago', amount_paid: 10_000 });
    await storeTitle('D2', { due_date: '2026-11-24' });
    await renderClients();
    await waitFor(() => expect(counters()).toBe('3 clientes · 1 com atraso'));
    expect(within(row('Devedor')).getByTestId('badge-overdue').textContent).toBe('Em atraso');
    expect(within(row('Em Dia')).queryByTestId('badge-overdue')).toBeNull();
  });

  it('shows the row’s city/UF, day and last visit in words; a row opens the client in view mode', async () => {
    const client = anaClient({
      name: 'Padaria Central',
      fantasy_name: 'Central',
      city_iso: '3509502',
      state: 'SP',
      last_visit: daysAgo(12),
    });
    await storeClients([client, anaClient({ name: 'Nova Loja', last_visit: null })]);
    const { user, router } = await renderClients();
    await waitFor(() => expect(row('Padaria Central').textContent).toContain('Central · Campinas/SP'));
    expect(row('Padaria Central').textContent).toContain('Terça · Visitado há 12 dias');
    expect(row('Nova Loja').textContent).toContain('Nunca visitado');
    await user.click(within(row('Padaria Central')).getByRole('link'));
    expect(router.state.location.pathname).toBe(`/admin/clients/update/${client.uuid}/see`);
  });

  it('tells two clients of the same razão social apart by fantasy name, city, CNPJ/CPF and ERP code', async () => {
    await storeClients([
      anaClient({
        name: 'Açougue Estrela Ltda',
        fantasy_name: 'Açougue Estrela',
        city_iso: '3509502',
        state: 'SP',
        document: '45723174000110',
        code_erp: 'C-0042',
      }),
      anaClient({
        name: 'Açougue Estrela Ltda',
        fantasy_name: 'Açougue Estrela',
        city_iso: '3509502',
        state: 'SP',
        document: '11222333000181',
        code_erp: null,
      }),
    ]);
    await renderClients();
    await waitFor(() => expect(screen.getAllByTestId('client-id-line')).toHaveLength(2));
    // Same name, so the list's order between the two is not the point: each says who it is.
    expect(
      screen
        .getAllByTestId('client-id-line')
        .map((line) => line.textContent)
        .sort(),
    ).toEqual(['CNPJ 11.222.333/0001-81', 'CNPJ 45.723.174/0001-10 · Cód. C-0042']);
  });

  it('shows a table on a wide screen: client, city, CNPJ/CPF and code, day, last visit and marks in columns', async () => {
    (window as unknown as { happyDOM?: { setViewport(size: object): void } }).happyDOM?.setViewport({
      width: 1440,
      height: 900,
    });
    await storeClients([
      anaClient({
        name: 'Padaria Central',
        fantasy_name: 'Central',
        city_iso: '3509502',
        state: 'SP',
        last_visit: daysAgo(12),
        document: '45723174000110',
        code_erp: 'C-0042',
      }),
      anaClient({ name: 'Quinzenal Vencido', visiting_day: QUINZENAL, last_visit: null }),
    ]);
    await renderClients();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const cells = (name: string) =>
      [...(row(name).querySelector('a')?.children ?? [])].map((cell) => cell.textContent);
    await waitFor(() =>
      expect(cells('Padaria Central')).toEqual([
        '1.Padaria CentralCentral',
        'Campinas/SP',
        '45.723.174/0001-10Cód. C-0042',
        'Terça',
        'há 12 dias',
        '',
      ]),
    );
    expect(cells('Quinzenal Vencido').slice(3, 5)).toEqual(['Quinzenal', 'Nunca visitado']);
    expect(screen.getByText('Última visita')).toBeTruthy();
  });

  it('counts a client made on this device and not yet sent as the seller’s own, marked "Não enviado"', async () => {
    await authStore.setLogin(makeSession(), 1);
    await storeClients([anaClient({ name: 'Da Carteira' })]);
    await queueNewClient({ name: 'Cadastrada Agora' });
    await renderClients();
    await waitFor(() => expect(rowNames()).toEqual(['Cadastrada Agora', 'Da Carteira']));
    expect(within(row('Cadastrada Agora')).getByTestId('badge-unsent').textContent).toBe('Não enviado');
    expect(within(row('Da Carteira')).queryByTestId('badge-unsent')).toBeNull();
  });

  it('leaves out another seller’s unsent client on a shared phone', async () => {
    await authStore.setLogin(makeSession(['canCreateClient'], 8), 1);
    await queueNewClient({ name: 'Cliente Novo da Bia' });
    await storeClients([anaClient({ name: 'Da Carteira' })]);
    await renderClients(['canCreateClient', 'canViewAllClients']);
    await waitFor(() => expect(rowNames()).toEqual(['Da Carteira']));
  });

  it('shows every seller’s clients with "Todos os clientes", only with canViewAllClients', async () => {
    await storeClients([
      anaClient({ name: 'Da Ana' }),
      anaClient({ name: 'Do Bruno', code_erp_seller: BRUNO }),
    ]);
    const { user } = await renderClients(['canViewAllClients']);
    await waitFor(() => expect(rowNames()).toEqual(['Da Ana']));
    await user.click(screen.getByRole('switch', { name: 'Todos os clientes' }));
    await waitFor(() => expect(rowNames()).toEqual(['Da Ana', 'Do Bruno']));
    cleanup();
    await renderClients(['canCreateClient']);
    await waitFor(() => expect(rowNames()).toEqual(['Da Ana']));
    expect(screen.queryByRole('switch', { name: 'Todos os clientes' })).toBeNull();
  });

  it('offers "Novo cliente" with canCreateClient and the map with canGeoClient, and not without', async () => {
    await storeClients([anaClient()]);
    const { user, router } = await renderClients(['canCreateClient', 'canGeoClient']);
    expect(screen.getByRole('radio', { name: 'Mapa' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Novo cliente' }));
    expect(router.state.location.pathname).toBe('/admin/clients/create');
    cleanup();
    await renderClients(['canEditClient']);
    expect(screen.queryByRole('link', { name: 'Novo cliente' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Mapa' })).toBeNull();
  });

  it('says when there is no client today, and shows every day on request', async () => {
    await storeClients([anaClient({ name: 'Mercado Segunda', visiting_day: 'Segunda' })]);
    const { user } = await renderClients();
    const empty = await screen.findByTestId('clients-empty');
    expect(empty.textContent).toContain('Nenhum cliente para visitar hoje.');
    await user.click(screen.getByRole('button', { name: 'Ver todos os dias' }));
    await waitFor(() => expect(rowNames()).toEqual(['Mercado Segunda']));
  });

  it('says the first sync has not finished when nothing was pulled yet', async () => {
    await renderClients();
    const empty = await screen.findByTestId('clients-empty');
    expect(empty.dataset.reason).toBe('first-sync');
    expect(empty.textContent).toContain('A primeira sincronização ainda não terminou');
    expect(await myPwaDb.clients.count()).toBe(0);
  });

  describe("the day is São Paulo's (UTC−3): its midnight turns it, not UTC's at 21:00", () => {
    // 27/11/2026 is a Friday; UTC calls 22:00 that night Saturday. The Quinzenal one falls due on
    // the 28th (14 calendar days after its visit).
    const openAt = async (at: string) => {
      vi.setSystemTime(new Date(at));
      await storeClients([
        anaClient({ name: 'Padaria Sexta', visiting_day: 'Sexta' }),
        anaClient({ name: 'Mercado Sábado', visiting_day: 'Sábado' }),
        anaClient({
          name: 'Quinzenal Quase',
          visiting_day: QUINZENAL,
          last_visit: '2026-11-14T12:00:00.000-03:00',
        }),
      ]);
      await renderClients();
      await waitFor(() => expect(rowNames()).toEqual(['Padaria Sexta']));
    };
    const checked = (day: string) =>
      (screen.getByRole('checkbox', { name: day }) as HTMLInputElement).checked;
    /** Lets the page's timers run for a moment of real time (the fake clock stands still). */
    const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

    it("at 09:00 (12:00 UTC) lists that day's route", async () => {
      await openAt('2026-11-27T12:00:00.000Z');
      expect(checked('Sexta')).toBe(true);
    });

    it("at 22:00 (01:00 UTC, the next day) still lists that day's route", async () => {
      await openAt('2026-11-28T01:00:00.000Z');
      expect(checked('Sexta')).toBe(true);
      expect(checked('Sábado')).toBe(false);
    });

    it("left open across 21:00 keeps the day, and across 00:00 moves to the new day's route", async () => {
      await openAt('2026-11-27T23:59:59.800Z'); // 20:59:59.8
      vi.setSystemTime(new Date('2026-11-28T00:00:01.000Z')); // 21:00:01
      await settle();
      window.dispatchEvent(new Event('focus'));
      await settle();
      expect(rowNames()).toEqual(['Padaria Sexta']);
      // Back to the front a moment before midnight; the screen then turns by itself.
      vi.setSystemTime(new Date('2026-11-28T02:59:59.800Z'));
      window.dispatchEvent(new Event('focus'));
      vi.setSystemTime(new Date('2026-11-28T03:00:01.000Z')); // 00:00:01 on the 28th
      await waitFor(() => expect(rowNames()).toEqual(['Mercado Sábado', 'Quinzenal Quase']));
      expect(checked('Sábado')).toBe(true);
      expect(checked('Sexta')).toBe(false);
    });
  });
});
