import type { Locator, Page } from 'playwright-core';

/** Page object of the client page (`/#/admin/clients/update/{uuid}/see`) and its visit and geolocation modals. */
export class ClientViewPage {
  readonly view: Locator;
  readonly name: Locator;
  readonly status: Locator;
  readonly unsent: Locator;
  readonly visitDialog: Locator;
  readonly visitSaved: Locator;
  /** Queued CEP/CNPJ lookups still waiting for the network ("Consulta do CEP na fila…"). */
  readonly lookupsWaiting: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.view = page.getByTestId('client-view');
    this.name = page.getByTestId('client-name');
    this.status = page.getByTestId('client-status');
    this.unsent = page.getByTestId('client-unsent');
    this.visitDialog = page.getByRole('dialog', { name: 'Registrar visita' });
    this.visitSaved = page.getByTestId('visit-saved');
    this.lookupsWaiting = page.getByTestId('lookup-waiting');
  }

  async goto(uuid: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients/update/${uuid}/see`);
    await this.view.waitFor();
  }

  async waitFor(): Promise<void> {
    await this.view.waitFor();
  }

  action(name: string): Locator {
    return this.page
      .getByTestId('client-actions')
      .getByRole(
        name === 'Nova venda' || name === 'Editar' || name === 'Endereços de entrega' ? 'link' : 'button',
        { name },
      );
  }

  /** "Registrar visita": with a sale, or without one and its reason. */
  async registerVisit(outcome: 'Com venda' | 'Sem venda', reason?: string): Promise<void> {
    await this.action('Registrar visita').click();
    await this.visitDialog.waitFor();
    await this.visitDialog.getByText(outcome, { exact: true }).click();
    if (reason) {
      await this.visitDialog.getByRole('combobox', { name: /^Motivo/ }).click();
      await this.page.getByRole('option', { name: reason }).click();
    }
    await this.visitDialog.getByRole('button', { name: 'Registrar', exact: true }).click();
    await this.visitSaved.waitFor();
  }

  /** A queued lookup's answer offered for review, by its title ("Consulta do CEP pronta"). */
  lookupReview(title: string): Locator {
    return this.page.getByTestId('lookup-review').filter({ hasText: title });
  }

  /** What an offered lookup would change, one "Campo: atual → novo" line each. */
  async lookupChanges(title: string): Promise<string[]> {
    return this.lookupReview(title).getByTestId('lookup-changes').getByRole('listitem').allTextContents();
  }

  /** Scrolls so that `part` starts just below the fixed header (for a screenshot of it). */
  async showBelowHeader(part: Locator): Promise<void> {
    await part.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, -header - 8);
    });
  }

  async closeVisit(): Promise<void> {
    await this.visitDialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  }
}
