import type { Locator, Page } from 'playwright-core';

/** Page object of the login (`/#/`) and the initial sync that follows it. */
export class LoginPage {
  readonly heading: Locator;
  readonly company: Locator;
  readonly token: Locator;
  readonly submitButton: Locator;
  readonly syncList: Locator;
  readonly syncEntries: Locator;
  /** The shell's red notices (Mantine notifications), e.g. 'Token inválido!'. */
  readonly notices: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Entrar' });
    // Mantine's Select: a read-only input (its accessible role varies), found by its placeholder.
    this.company = page.getByPlaceholder('Escolha a empresa');
    this.token = page.getByLabel('Token de acesso');
    this.submitButton = page.getByRole('button', { name: 'Entrar', exact: true });
    this.syncList = page.getByRole('list', { name: 'Sincronizando os dados' });
    this.syncEntries = this.syncList.getByRole('listitem');
    this.notices = page.locator('.mantine-Notification-root');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/`);
    await this.heading.waitFor();
  }

  async waitForForm(): Promise<void> {
    await this.heading.waitFor();
    await this.token.waitFor();
  }

  /** The chosen company's name as the select shows it. */
  async chosenCompany(): Promise<string> {
    return this.company.inputValue();
  }

  async chooseCompany(name: string): Promise<void> {
    if ((await this.chosenCompany()) === name) return;
    await this.company.click();
    await this.page.getByRole('option', { name }).click();
  }

  async submit(token: string): Promise<void> {
    await this.token.fill(token);
    await this.submitButton.click();
  }

  /** Each entity of the initial sync: its label, status and the text beside the bar. */
  async syncState(): Promise<{ label: string; status: string | null; text: string }[]> {
    return this.syncEntries.evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('p')?.textContent ?? '',
        status: item.getAttribute('data-status'),
        text: item.textContent ?? '',
      })),
    );
  }
}
