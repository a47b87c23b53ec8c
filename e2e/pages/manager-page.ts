import type { Locator, Page } from 'playwright-core';

/** Page object of the manager area (`/#/gestor/*`): KPI cards, the period picker, chart cards. */
export class ManagerPage {
  constructor(private readonly page: Page) {}

  /**
   * Follows the area's menu to a screen (the menu keeps the period in the URL) and waits until the
   * screen left behind is gone: its cards stay on the page while the next screen's chunk loads,
   * and a count read then is the old screen's (one clean-clone run asked for a fourth card of a
   * screen that has three).
   */
  async open(menuLabel: string): Promise<void> {
    const title = `${menuLabel} | Rota`;
    const leaving = (await this.page.title()) !== title;
    if (leaving) {
      await this.cards().evaluateAll((cards) => {
        for (const card of cards) card.setAttribute('data-e2e-left', '');
      });
    }
    await this.page
      .getByRole('navigation')
      .getByRole('link', { name: menuLabel, exact: true })
      .first()
      .click();
    await this.page.waitForFunction((wanted) => document.title === wanted, title);
    if (leaving)
      await this.page
        .locator('[data-testid="chart-card"][data-e2e-left]')
        .first()
        .waitFor({ state: 'detached' });
  }

  /** Every chart card of the screen. */
  cards(): Locator {
    return this.page.getByTestId('chart-card');
  }

  /** The chart card titled `title`. */
  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** Waits until no card of the screen is loading any more; answers how many cards there are. */
  async waitForCharts(): Promise<number> {
    const cards = this.cards();
    await cards.first().waitFor();
    await this.page.waitForFunction(
      () =>
        document.querySelectorAll('[data-testid="chart-card"]').length > 0 &&
        document.querySelectorAll('[data-testid="chart-card"] [role="status"]').length === 0,
      null,
      { timeout: 60_000 },
    );
    return cards.count();
  }

  /** Picks a period preset ("Este mês", "Este ano"…). */
  async choosePeriod(label: string): Promise<void> {
    await this.page.getByTestId('manager-period').getByText(label, { exact: true }).click();
  }

  /** The days and year the screen reads, as the picker states them. */
  async rangeText(): Promise<string> {
    return (await this.page.getByTestId('manager-range').textContent()) ?? '';
  }

  /** Switches a card to its table view and answers the table's total row, cell by cell. */
  async tableTotal(title: string): Promise<string[]> {
    const card = this.card(title);
    await card.getByText('Tabela', { exact: true }).click();
    const total = card
      .locator('table tr')
      .filter({ hasText: /^Total/ })
      .last();
    await total.waitFor();
    return total.locator('th, td').allTextContents();
  }

  /** Clicks the card's "Exportar CSV" and answers the downloaded file's name and text. */
  async exportCsv(title: string): Promise<{ name: string; text: string }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.card(title).getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return { name: download.suggestedFilename(), text: Buffer.concat(chunks).toString('utf8') };
  }
}
