import type { Locator, Page } from 'playwright-core';

/**
 * Page object of the sync status (every area's header and its offline banner) and of
 * "Pendências de envio" (`/#/pendencias`).
 */
export class OutboxPage {
  /** The header's sync status button; its accessible name says the state ('Sincronização: …'). */
  readonly statusButton: Locator;
  /** The popover opened by the status button. */
  readonly statusPanel: Locator;
  readonly offlineBanner: Locator;
  readonly heading: Locator;
  readonly entries: Locator;
  readonly empty: Locator;
  readonly sendNowButton: Locator;
  readonly exportButton: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.statusButton = page.getByRole('banner').getByRole('button', { name: /^Sincronização/ });
    this.statusPanel = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Sincronizar agora' }) });
    this.offlineBanner = page.getByTestId('offline-banner');
    this.heading = page.getByTestId('header-title').filter({ hasText: 'Pendências de envio' });
    this.entries = page.locator('li[data-testid^="outbox-entry-"]');
    this.empty = page.getByTestId('outbox-empty');
    this.sendNowButton = page.getByRole('button', { name: 'Enviar agora' });
    this.exportButton = page.getByRole('button', { name: 'Exportar pendências' });
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/pendencias`);
    await this.heading.waitFor();
  }

  /** The state the header shows, from its accessible name. */
  async statusLabel(): Promise<string> {
    return (await this.statusButton.getAttribute('aria-label')) ?? '';
  }

  /** Waits until the header's status says `label` (a string is matched exactly). */
  async waitForStatus(label: string | RegExp, timeout = 30_000): Promise<void> {
    await this.page
      .getByRole('banner')
      .getByRole('button', { name: label, exact: typeof label === 'string' })
      .waitFor({ timeout });
  }

  async openStatus(): Promise<void> {
    await this.statusButton.click();
    await this.statusPanel.waitFor();
  }

  /** Opens "Pendências de envio" from the header's popover. */
  async openFromStatus(): Promise<void> {
    await this.openStatus();
    await this.statusPanel.getByRole('link', { name: 'Ver pendências' }).click();
    await this.heading.waitFor();
  }

  /** Each entry on screen: its label (first line) and its state line. */
  async listed(): Promise<{ label: string; status: string; state: string | null }[]> {
    return this.entries.evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('p')?.textContent ?? '',
        status: item.querySelector('[data-testid="outbox-entry-status"]')?.textContent ?? '',
        state: item.getAttribute('data-state'),
      })),
    );
  }
}
