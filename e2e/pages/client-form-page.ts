import type { Locator, Page } from 'playwright-core';

/** Page object of the client form: Novo Cliente (`/#/admin/clients/create`) and a client's form. */
export class ClientFormPage {
  readonly form: Locator;
  readonly saveButton: Locator;
  readonly draftNotice: Locator;
  readonly refusedNotice: Locator;
  readonly errorsAlert: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.form = page.getByTestId('client-form');
    this.saveButton = page.getByRole('button', { name: 'Salvar cliente' });
    this.draftNotice = page.getByTestId('draft-notice');
    this.refusedNotice = page.getByTestId('refused-notice');
    this.errorsAlert = page.getByTestId('form-errors');
  }

  /** The line under the CNPJ or CEP field: its `data-state` is looking, filled, queued… */
  lookupStatus(kind: 'cep' | 'cnpj'): Locator {
    return this.page.getByTestId(`${kind}-lookup-status`);
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients/create`);
    await this.form.waitFor();
  }

  async gotoEdit(uuid: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients/update/${uuid}`);
    await this.form.waitFor();
  }

  /** A text field by its label (a required one's asterisk aside). */
  field(label: string): Locator {
    return this.page.getByRole('textbox', {
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`),
    });
  }

  async choosePersonType(type: 'Pessoa jurídica' | 'Pessoa física'): Promise<void> {
    await this.form.getByText(type, { exact: true }).click();
  }

  /** Types as a person would (masked fields mask each key). */
  async type(label: string, text: string): Promise<void> {
    await this.field(label).pressSequentially(text);
  }

  async replace(label: string, text: string): Promise<void> {
    await this.field(label).fill('');
    await this.field(label).pressSequentially(text);
  }

  async save(): Promise<void> {
    await this.saveButton.click();
  }
}
