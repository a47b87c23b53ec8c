import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { makeClient } from '@rota/domain/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { LOOKUP_BACKOFF } from '#lib/lookups/index.ts';
import { routeByName } from '#lib/routes/index.ts';
import { saveAndQueue } from '#lib/sync/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { loadCityList } from '../hooks/use-city-list.ts';
import { fakeRecordServer, PAULISTA, REGISTRY } from '../testing/record-server.ts';
import { setOnline, startRecordSession } from '../testing/record-session.ts';
import { ClientCreatePage } from './client-create-page.tsx';
import { ClientUpdatePage } from './client-update-page.tsx';

const CREATE = routeByName('clients.create').path;
// The form's route without `see`: the client page it opens after saving shows as the probe.
const UPDATE = routeByName('clients.update').path.replace('/:see?', '');

const renderCreate = () => renderPage(<ClientCreatePage />, CREATE, CREATE, true);
const renderEdit = (uuid: string) =>
  renderPage(<ClientUpdatePage />, UPDATE, `/admin/clients/update/${uuid}`, true);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label (a required one's asterisk aside). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`), { selector: 'input, textarea' });
const errorOf = (label: string) =>
  document.getElementById(
    field(label)
      .getAttribute('aria-describedby')
      ?.split(' ')
      .find((id) => id.endsWith('error')) ?? '',
  )?.textContent ?? null;

async function openForm(render: () => ReturnType<typeof renderPage>) {
  const view = render();
  await screen.findByTestId('client-form');
  return { user: userEvent.setup(), ...view };
}

/** A client the server already has (acknowledged), of the logged-in seller. */
async function storeClient(overrides: Parameters<typeof makeClient>[0] = {}) {
  const client = {
    ...makeClient({ uuid: crypto.randomUUID(), code_erp_seller: 'V001', ...overrides }),
    updated_at: '2026-11-20T12:00:00.000Z',
    deleted_at: null,
  };
  await myPwaDb.clients.put(client);
  return client;
}

beforeAll(async () => {
  // The city list is its own chunk: loaded once here, not timed against each test.
  await loadCityList();
}, 30_000);

beforeEach(async () => {
  await startRecordSession();
  setOnline(true);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Novo Cliente', () => {
  it('says why it does not open without canCreateClient, with a way back', async () => {
    await startRecordSession(['canViewClient', 'canEditClient']);
    renderCreate();
    expect((await screen.findByTestId('record-notice')).textContent).toContain(
      'Seu perfil não permite cadastrar clientes.',
    );
    expect(screen.getByRole('link', { name: 'Voltar para Clientes' }).getAttribute('href')).toBe(
      '/admin/clients',
    );
    expect(screen.queryByTestId('client-form')).toBeNull();
  });

  it('saves the client and its queued create together, then opens its page saying it waits for a connection', async () => {
    fakeRecordServer();
    setOnline(false);
    const { user } = await openForm(renderCreate);
    await user.type(field('CNPJ'), '12abc34501de35');
    expect((field('CNPJ') as HTMLInputElement).value).toBe('12.ABC.345/01DE-35');
    await user.type(field('Razão social'), 'Empório Alfa Ltda');
    await user.type(field('Telefone'), '1134567890');
    expect((field('Telefone') as HTMLInputElement).value).toBe('(11) 3456-7890');
    await user.type(field('Celular'), '11987654321');
    expect((field('Celular') as HTMLInputElement).value).toBe('(11) 98765-4321');
    await user.type(field('Pessoa de contato'), 'Dona Maria');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/see$/));
    const uuid = screen.getByTestId('location').textContent?.split('/')[4] ?? '';
    const stored = await myPwaDb.clients.get(uuid);
    expect(stored).toMatchObject({
      uuid,
      id: null,
      company_id: 1,
      document: '12ABC34501DE35',
      name: 'Empório Alfa Ltda',
      phone: '1134567890',
      mobile: '11987654321',
      contact_name: 'Dona Maria',
      code_erp: null,
      code_erp_seller: 'V001',
      status: 'Pendente',
      inative: 0,
      last_visit: null,
    });
    expect(stored?.search).toContain('emporio alfa ltda');
    const [entry, ...others] = await myPwaDb.outbox.toArray();
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ call: 'clients.create', uuid, status: 'pending', owner: '1:7' });
    expect(entry?.body).not.toHaveProperty('search');
    expect(entry?.body).toMatchObject({ name: 'Empório Alfa Ltda', document: '12ABC34501DE35' });
    expect(await screen.findByText('Cliente salvo')).toBeTruthy();
    expect(screen.getByText('Será enviado quando houver conexão.')).toBeTruthy();
    expect(await myPwaDb.drafts.count()).toBe(0);
  }, 20_000);

  it('takes a CNPJ and phones pasted from a PDF or a chat and stores them canonical', async () => {
    fakeRecordServer();
    setOnline(false);
    const { user } = await openForm(renderCreate);
    await user.click(field('CNPJ'));
    await user.paste('\u00a011.222.333/0001\u201381\u200b');
    expect((field('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    await user.type(field('Razão social'), 'Mercado Colado Ltda');
    await user.click(field('Telefone'));
    await user.paste('+55 (11) 3456\u20137890');
    expect((field('Telefone') as HTMLInputElement).value).toBe('(11) 3456-7890');
    await user.click(field('Celular'));
    await user.paste('+55\u00a011\u00a098765\u20144321\u200b');
    expect((field('Celular') as HTMLInputElement).value).toBe('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/see$/));
    const uuid = screen.getByTestId('location').textContent?.split('/')[4] ?? '';
    expect(await myPwaDb.clients.get(uuid)).toMatchObject({
      document: '11222333000181',
      phone: '1134567890',
      mobile: '11987654321',
    });
  }, 20_000);

  it('online, sends it at once and says so', async () => {
    const server = fakeRecordServer();
    const { user } = await openForm(renderCreate);
    await user.click(screen.getByRole('radio', { name: 'Pessoa física' }));
    await user.type(field('CPF'), '52998224725');
    await user.type(field('Nome completo'), 'João da Silva');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    expect(await screen.findByText('Enviado ao servidor.', {}, { timeout: 5_000 })).toBeTruthy();
    expect(server.requests.filter((request) => request.path === 'clients/newclient')).toHaveLength(1);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('shows pt-BR errors next to each field and focuses the first', async () => {
    fakeRecordServer();
    const other = await storeClient({ name: 'Mercado Bom Preço', document: '11222333000181' });
    const { user } = await openForm(renderCreate);
    await user.type(field('CNPJ'), '11222333000182');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() => expect(errorOf('CNPJ')).toBe('CNPJ inválido'));
    expect(errorOf('Razão social')).toBe('Campo obrigatório');
    expect(document.activeElement).toBe(field('CNPJ'));
    expect(screen.getByTestId('form-errors').textContent).toBe('Corrija os 2 campos marcados para salvar.');

    // The document of another client of the company, named so the seller can open it instead.
    await user.clear(field('CNPJ'));
    await user.type(field('CNPJ'), other.document);
    await user.type(field('Razão social'), 'Outro nome');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() =>
      expect(errorOf('CNPJ')).toBe('CNPJ 11.222.333/0001-81 já cadastrado para o cliente Mercado Bom Preço'),
    );
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('checks the inscrição estadual by the UF and accepts Isento', async () => {
    const client = await storeClient({
      state: 'RJ',
      city_iso: '3304557',
      state_registration: '110042490114',
    });
    fakeRecordServer();
    const { user } = await openForm(() => renderEdit(client.uuid));
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() => expect(errorOf('Inscrição estadual')).toBe('Inscrição estadual inválida para RJ'));
    await user.click(screen.getByRole('checkbox', { name: 'Isento' }));
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(async () =>
      expect((await myPwaDb.clients.get(client.uuid))?.state_registration).toBe('ISENTO'),
    );
  });

  it('refuses a city outside the chosen UF', async () => {
    const client = await storeClient({ state: 'SP', city_iso: '3304557' });
    fakeRecordServer();
    const { user } = await openForm(() => renderEdit(client.uuid));
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() => expect(errorOf('Cidade')).toBe('A cidade não fica em SP'));
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('keeps a draft while typing and restores it after a remount, until discarded', async () => {
    fakeRecordServer();
    const first = await openForm(renderCreate);
    await first.user.type(field('Razão social'), 'Rascunho Ltda');
    await waitFor(async () => expect(await myPwaDb.drafts.get('client:new')).toBeTruthy());
    cleanup();

    const { user } = await openForm(renderCreate);
    expect(screen.getByTestId('draft-notice').textContent).toContain('Rascunho restaurado');
    expect((field('Razão social') as HTMLInputElement).value).toBe('Rascunho Ltda');
    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    expect((field('Razão social') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('draft-notice')).toBeNull();
    await waitFor(async () => expect(await myPwaDb.drafts.count()).toBe(0));
  });
});

describe('CNPJ and CEP autofill', () => {
  it('fills razão social, fantasia, address, phone and e-mail from the registry and shows its situation', async () => {
    const server = fakeRecordServer();
    server.cnpj.set(REGISTRY.cnpj, REGISTRY);
    const { user } = await openForm(renderCreate);
    await user.type(field('CNPJ'), REGISTRY.cnpj);
    expect(await screen.findByText('Dados preenchidos pela Receita.')).toBeTruthy();
    expect((field('Razão social') as HTMLInputElement).value).toBe('Mercado Bom Preço Ltda');
    expect((field('Nome fantasia') as HTMLInputElement).value).toBe('Bom Preço');
    expect((field('CEP') as HTMLInputElement).value).toBe('01305-000');
    expect((field('Logradouro') as HTMLInputElement).value).toBe('Rua Augusta');
    expect((field('Telefone') as HTMLInputElement).value).toBe('(11) 3255-1234');
    expect((field('E-mail') as HTMLInputElement).value).toBe('contato@bompreco.com.br');
    await waitFor(() => expect((field('Cidade') as HTMLInputElement).value).toBe('São Paulo'));
    expect(screen.getByTestId('cnpj-situation').textContent).toBe('Situação cadastral na Receita: ATIVA');
    // The CEP the registry gave is not looked up again.
    expect(server.paths()).toEqual([`lookups/cnpj/${REGISTRY.cnpj}`]);
  });

  it('warns about a BAIXADA company and asks before overwriting what was typed', async () => {
    const server = fakeRecordServer();
    server.cnpj.set(REGISTRY.cnpj, { ...REGISTRY, situation: 'BAIXADA' });
    const { user } = await openForm(renderCreate);
    await user.type(field('Razão social'), 'Nome digitado');
    await user.type(field('CNPJ'), REGISTRY.cnpj);
    const warning = await screen.findByTestId('cnpj-situation-warning');
    expect(warning.textContent).toContain('Situação cadastral na Receita: BAIXADA');
    expect(warning.textContent).toContain(
      'A empresa não está ativa na Receita: confira com o cliente antes de vender.',
    );
    const review = screen.getByTestId('lookup-review');
    expect(within(review).getByTestId('lookup-changes').textContent).toBe(
      'Razão social: Nome digitado → Mercado Bom Preço Ltda',
    );
    expect((field('Razão social') as HTMLInputElement).value).toBe('Nome digitado');
    await user.click(within(review).getByRole('button', { name: 'Aplicar' }));
    expect((field('Razão social') as HTMLInputElement).value).toBe('Mercado Bom Preço Ltda');
  });

  it('fills street, district, UF and city from a complete CEP; a CEP that does not exist says so and is not queued', async () => {
    const server = fakeRecordServer();
    server.cep.set(PAULISTA.cep, PAULISTA);
    const { user } = await openForm(renderCreate);
    await user.type(field('CEP'), '01310100');
    expect(await screen.findByText('Endereço preenchido pelo CEP.')).toBeTruthy();
    expect((field('Logradouro') as HTMLInputElement).value).toBe('Avenida Paulista');
    expect((field('Bairro') as HTMLInputElement).value).toBe('Bela Vista');
    await waitFor(() => expect((field('UF') as HTMLInputElement).value).toBe('SP'));
    await waitFor(() => expect((field('Cidade') as HTMLInputElement).value).toBe('São Paulo'));

    await user.clear(field('CEP'));
    await user.type(field('CEP'), '01310199');
    await waitFor(() =>
      expect(screen.getByTestId('cep-lookup-status').textContent).toBe('CEP não encontrado'),
    );
    expect(await myPwaDb.lookups.count()).toBe(0);
  });

  it('offline, queues the CEP lookup, says so and saves normally', async () => {
    const server = fakeRecordServer();
    setOnline(false);
    const { user } = await openForm(renderCreate);
    await user.type(field('CNPJ'), '11444777000161');
    await user.type(field('Razão social'), 'Sem Rede Ltda');
    await user.type(field('CEP'), '01310100');
    await waitFor(() =>
      expect(screen.getByTestId('cep-lookup-status').textContent).toContain(
        'Sem conexão: a consulta do CEP fica na fila e sai quando a internet voltar.',
      ),
    );
    await waitFor(async () => expect(await myPwaDb.lookups.count()).toBe(2));
    const queued = (await myPwaDb.lookups.toArray()).map((row) => [row.kind, row.value, row.status]);
    expect(queued).toEqual([
      ['cnpj', '11444777000161', 'queued'],
      ['cep', '01310100', 'queued'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/see$/));
    expect(server.requests).toEqual([]);
    const [lookup] = await myPwaDb.lookups.toArray();
    expect(await myPwaDb.clients.get(lookup?.client_uuid ?? '')).toMatchObject({ name: 'Sem Rede Ltda' });
  });

  it.each([
    [503, 'O serviço de CEP está fora do ar: nova tentativa às '],
    [429, 'O serviço de CEP atingiu o limite de consultas: nova tentativa às '],
    [0, 'O servidor não respondeu à consulta do CEP: nova tentativa às '],
  ])(
    'online, a %i queues the lookup, says what happened and when it goes again, never "sem conexão"',
    async (status, said) => {
      const server = fakeRecordServer();
      server.next(/^lookups\/cep\//, () => {
        if (status === 0) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ message: 'Indisponível' }), { status });
      });
      const before = Date.now();
      const { user } = await openForm(renderCreate);
      await user.type(field('CEP'), '01310100');
      await waitFor(() => expect(screen.getByTestId('cep-lookup-status').textContent).toContain(said));
      expect(screen.getByTestId('cep-lookup-status').textContent).not.toContain('Sem conexão');
      // The failure was the first try: the queue waits its back-off (10 to 20 s) before asking again.
      const [row] = await myPwaDb.lookups.toArray();
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(Date.parse(row?.next_attempt_at ?? '')).toBeGreaterThanOrEqual(
        before + LOOKUP_BACKOFF.baseMs / 2,
      );
    },
  );
});

describe('a client the server refused', () => {
  it('shows the server’s field errors on the form with a banner; saving again re-queues the entry in its place', async () => {
    const client = makeClient({
      uuid: crypto.randomUUID(),
      id: null,
      code_erp: null,
      code_erp_seller: 'V001',
    });
    const id = await saveAndQueue(myPwaDb.clients, client, {
      call: 'clients.create',
      uuid: client.uuid,
      body: client,
    });
    await myPwaDb.outbox.update(id, {
      status: 'failed',
      last_error: 'Os dados informados são inválidos.',
      errors: {
        document: ['CNPJ 11.222.333/0001-81 já cadastrado para o cliente Mercado Antigo'],
        'delivery_addresses.0.cep': ['CEP inválido'],
      },
    });
    fakeRecordServer();
    setOnline(false);
    const { user } = await openForm(() => renderEdit(client.uuid));
    const banner = screen.getByTestId('refused-notice');
    expect(banner.textContent).toContain('O servidor recusou este cadastro');
    expect(banner.textContent).toContain('Os dados informados são inválidos.');
    expect(banner.textContent).toContain('CEP inválido');
    expect(errorOf('CNPJ')).toBe('CNPJ 11.222.333/0001-81 já cadastrado para o cliente Mercado Antigo');

    await user.clear(field('CNPJ'));
    await user.type(field('CNPJ'), '11444777000161');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toMatch(/\/see$/));
    const entries = await myPwaDb.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      id,
      call: 'clients.create',
      status: 'pending',
      errors: null,
      last_error: null,
    });
    expect(entries[0]?.body).toMatchObject({ document: '11444777000161' });
  });
});

describe('editing', () => {
  it('opens a stored client with PJ/PF from its document and keeps the fields it does not edit', async () => {
    const client = await storeClient({ status: 'Aprovado', code_erp: 'C777', last_visit: '2026-11-10' });
    fakeRecordServer();
    setOnline(false);
    const { user } = await openForm(() => renderEdit(client.uuid));
    expect((screen.getByRole('radio', { name: 'Pessoa jurídica' }) as HTMLInputElement).checked).toBe(true);
    expect((field('CNPJ') as HTMLInputElement).value).toBe('11.222.333/0001-81');
    await user.clear(field('Nome fantasia'));
    await user.type(field('Nome fantasia'), 'Pão Quente Centro');
    await user.click(screen.getByRole('button', { name: 'Salvar cliente' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/admin/clients/update/${client.uuid}/see`),
    );
    expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({
      fantasy_name: 'Pão Quente Centro',
      status: 'Aprovado',
      code_erp: 'C777',
      last_visit: '2026-11-10',
      updated_at: client.updated_at,
    });
    const [entry] = await myPwaDb.outbox.toArray();
    expect(entry).toMatchObject({ call: 'clients.update', uuid: client.uuid });
  });

  it('says so without canEditClient', async () => {
    const client = await storeClient();
    await startRecordSession(['canViewClient', 'canCreateClient']);
    await myPwaDb.clients.put(client);
    renderEdit(client.uuid);
    expect((await screen.findByTestId('record-notice')).textContent).toContain(
      'Seu perfil não permite alterar clientes.',
    );
    expect(screen.getByRole('link', { name: 'Voltar para o cliente' }).getAttribute('href')).toBe(
      `/admin/clients/update/${client.uuid}/see`,
    );
  });
});
