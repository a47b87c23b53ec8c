import { notifications } from '@mantine/notifications';
import { api } from '@rota/contract';
import type { Company, CompanyConfig } from '@rota/domain';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCompanies, saveCompany, saveConfig } from '#lib/db/config-db.ts';
import { callApi } from '#lib/http/http-client.ts';
import { HttpError } from '#lib/http/http-error.ts';
import { renderPage } from '#testing/render-page.tsx';
import { NewCompanyPage } from './new-company-page.tsx';

vi.mock('#lib/http/http-client.ts', async () => ({
  callApi: vi.fn(),
  HttpError: (await import('#lib/http/http-error.ts')).HttpError,
}));
vi.mock('#lib/db/config-db.ts', () => ({
  readCompanies: vi.fn(),
  saveCompany: vi.fn(),
  saveConfig: vi.fn(),
}));

const company: Company = {
  id: 7,
  name: 'Pão Dourado Distribuidora',
  cnpj: '45723174000110',
  trade_name: null,
};
const config: CompanyConfig = {
  id: 3,
  company_id: 7,
  cart_sort_field: 'id',
  allowed_price_lists: [],
  max_discount_percent: 10,
  approval_discount_percent: 0,
  min_order_value: null,
  credit_policy: 'warn',
  stock_policy: 'warn',
  mix_gap_days: 90,
  visit_radius_m: 300,
  working_weekdays: [1, 2, 3, 4, 5],
  holidays: [],
  promotion_policy: 'best',
  allows_pre_sale: true,
  pix_key: null,
  pix_merchant_city: null,
  sync_interval_s: 300,
};

const callApiMock = vi.mocked(callApi);

function answerCalls() {
  callApiMock.mockImplementation(async (call) => {
    if (call === api.companies.byCnpj) return company;
    if (call === api.companies.config) return config;
    throw new Error(`chamada inesperada ${call.name}`);
  });
}

async function typeCnpjAndSubmit(typed: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/CNPJ/);
  await user.type(field, typed);
  await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
  return field as HTMLInputElement;
}

describe('NewCompanyPage', () => {
  beforeEach(() => {
    vi.mocked(readCompanies).mockResolvedValue([]);
    vi.mocked(saveCompany).mockResolvedValue(undefined);
    vi.mocked(saveConfig).mockResolvedValue(undefined);
  });
  afterEach(() => {
    cleanup();
    vi.clearAllMocks();
  });

  it('masks the CNPJ as it is typed, numeric or alphanumeric', async () => {
    const user = userEvent.setup();
    renderPage(<NewCompanyPage />, '/companies');
    const field = (await screen.findByLabelText(/CNPJ/)) as HTMLInputElement;
    await user.type(field, '45723174000110');
    expect(field.value).toBe('45.723.174/0001-10');
    await user.clear(field);
    await user.type(field, '12abc34501de35');
    expect(field.value).toBe('12.ABC.345/01DE-35');
  });

  it('shows "CNPJ inválido" under the field and calls nothing for a wrong check digit', async () => {
    renderPage(<NewCompanyPage />, '/companies');
    const field = await typeCnpjAndSubmit('45723174000111');
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('asks for the CNPJ when the field is empty', async () => {
    renderPage(<NewCompanyPage />, '/companies');
    await typeCnpjAndSubmit(' ');
    expect(await screen.findByText('Campo obrigatório')).toBeTruthy();
    expect(callApiMock).not.toHaveBeenCalled();
  });

  it('looks the company up, stores it, says "Empresa cadastrada" and opens login with it chosen (its config waits for the login)', async () => {
    answerCalls();
    renderPage(<NewCompanyPage />, '/companies', '/companies', true);
    await typeCnpjAndSubmit('45.723.174/0001-10');

    expect((await screen.findByTestId('location')).textContent).toBe('/?company=7');
    expect(await screen.findByText('Empresa cadastrada')).toBeTruthy();
    expect(screen.getByText(/Pão Dourado Distribuidora está neste aparelho/)).toBeTruthy();
    notifications.clean();
    expect(callApiMock.mock.calls).toEqual([
      [api.companies.byCnpj, { params: { cnpj: '45723174000110' }, query: { cnpj: '45723174000110' } }],
    ]);
    expect(saveCompany).toHaveBeenCalledWith(company);
    expect(saveConfig).not.toHaveBeenCalled();
  });

  it('takes a CNPJ pasted from a PDF or a chat (no-break space, en dash, zero-width space)', async () => {
    answerCalls();
    renderPage(<NewCompanyPage />, '/companies', '/companies', true);
    const user = userEvent.setup();
    const field = (await screen.findByLabelText(/CNPJ/)) as HTMLInputElement;
    await user.click(field);
    await user.paste('\u00a045.723.174/0001\u201310\u200b');
    expect(field.value).toBe('45.723.174/0001-10');
    await user.click(screen.getByRole('button', { name: 'Cadastrar empresa' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/?company=7');
    notifications.clean();
    expect(callApiMock.mock.calls).toEqual([
      [api.companies.byCnpj, { params: { cnpj: '45723174000110' }, query: { cnpj: '45723174000110' } }],
    ]);
  });

  it('says no company has this CNPJ on a 404 and stores nothing', async () => {
    callApiMock.mockRejectedValue(new HttpError(404, 'Recurso não encontrado'));
    renderPage(<NewCompanyPage />, '/companies');
    await typeCnpjAndSubmit('45723174000110');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nenhuma empresa encontrada com este CNPJ',
    );
    expect(saveCompany).not.toHaveBeenCalled();
    expect(saveConfig).not.toHaveBeenCalled();
  });

  it('asks to connect when the server cannot be reached', async () => {
    callApiMock.mockRejectedValue(new HttpError(0, 'Sem conexão com o servidor'));
    renderPage(<NewCompanyPage />, '/companies');
    await typeCnpjAndSubmit('45723174000110');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sem conexão: conecte-se à internet para cadastrar a empresa',
    );
  });

  it('asks to connect without calling when the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage(<NewCompanyPage />, '/companies');
    await typeCnpjAndSubmit('45723174000110');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sem conexão: conecte-se à internet para cadastrar a empresa',
    );
    expect(callApiMock).not.toHaveBeenCalled();
    onLine.mockRestore();
  });

  it("shows the server's 422 CNPJ message under the field", async () => {
    callApiMock.mockRejectedValue(
      new HttpError(422, 'Os dados informados são inválidos.', { cnpj: ['CNPJ inválido'] }),
    );
    renderPage(<NewCompanyPage />, '/companies');
    const field = await typeCnpjAndSubmit('45723174000110');
    expect(await screen.findByText('CNPJ inválido')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lists the stored companies (label name) and opens login with the chosen one', async () => {
    vi.mocked(readCompanies).mockResolvedValue([company, { ...company, id: 9, name: 'Outra Empresa' }]);
    const user = userEvent.setup();
    renderPage(<NewCompanyPage />, '/companies');
    await user.click(await screen.findByPlaceholderText('Escolha uma empresa'));
    await user.click(await screen.findByRole('option', { name: 'Outra Empresa' }));
    await user.click(screen.getByRole('button', { name: 'Entrar com esta empresa' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/?company=9'));
  });

  it('says when no company is stored yet and links back to login', async () => {
    renderPage(<NewCompanyPage />, '/companies');
    expect(await screen.findByText('Nenhuma empresa cadastrada neste aparelho ainda.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para o login' }).getAttribute('href')).toBe('/');
  });
});
