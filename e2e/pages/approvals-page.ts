import type { Locator, Page } from 'playwright-core';

/** Page object of "Aprovações" (`/#/admin/approvals`): the sales waiting for a supervisor. */
export class ApprovalsPage {
  readonly list: Locator;
  readonly cards: Locator;
  readonly empty: Locator;
  readonly dialog: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.list = page.getByTestId('approval-list');
    this.cards = page.getByTestId('approval-card');
    this.empty = page.getByTestId('approval-empty');
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/approvals`);
    await this.list.waitFor();
  }

  /** The card of a client's sale. */
  card(clientName: string): Locator {
    return this.cards.filter({ hasText: clientName });
  }

  /** Decides a client's sale: "Aprovar" or "Reprovar", the note typed, confirmed in the dialog. */
  async decide(clientName: string, decision: 'Aprovar' | 'Reprovar', note: string): Promise<void> {
    await this.card(clientName)
      .getByRole('button', { name: new RegExp(`^${decision} venda`) })
      .click();
    await this.dialog.waitFor();
    await this.dialog.getByRole('textbox').fill(note);
    await this.dialog.getByRole('button', { name: decision, exact: true }).click();
    await this.dialog.waitFor({ state: 'hidden' });
  }
}
