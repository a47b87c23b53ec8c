import type { Locator, Page } from 'playwright-core';

/** Page object of the app shell at `/`. */
export class HomePage {
  readonly title: Locator;
  readonly serverStatus: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.title = page.getByRole('heading', { level: 1 });
    this.serverStatus = page.getByTestId('server-status');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/`);
  }

  /** Waits until the status left "Carregando…" and returns its text. */
  async waitForServerStatus(): Promise<string> {
    await this.serverStatus.filter({ hasNotText: 'Carregando…' }).waitFor();
    return (await this.serverStatus.textContent()) ?? '';
  }
}
