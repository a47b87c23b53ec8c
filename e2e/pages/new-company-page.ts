import type { Locator, Page } from 'playwright-core';

/** Page object of Nova Empresa (`/#/companies`). */
export class NewCompanyPage {
  readonly heading: Locator;
  readonly cnpj: Locator;
  readonly submitButton: Locator;
  readonly formAlert: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Nova Empresa' });
    this.cnpj = page.getByRole('textbox', { name: 'CNPJ' });
    this.submitButton = page.getByRole('button', { name: 'Cadastrar empresa' });
    this.formAlert = page.getByRole('form', { name: 'Nova Empresa' }).getByRole('alert');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/companies`);
    await this.heading.waitFor();
  }

  /** Types the CNPJ as a person would (the field masks it) and submits. */
  async register(cnpj: string): Promise<void> {
    await this.cnpj.fill('');
    await this.cnpj.pressSequentially(cnpj);
    await this.submitButton.click();
  }
}
