import type { Locator, Page } from 'playwright-core';

/** Page object of the app shell: hash routes, the document title, the build id, the update notice. */
export class AppShell {
  readonly updateButton: Locator;
  readonly notFoundHeading: Locator;
  readonly underConstruction: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.updateButton = page.getByRole('button', { name: 'Atualizar' });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Página não encontrada' });
    this.underConstruction = page.getByTestId('under-construction');
  }

  /** Opens a hash route, e.g. `open('/admin/clients')` → `<baseUrl>/#/admin/clients`. */
  async open(path: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#${path}`);
  }

  /** Moves to a hash route inside the running app (no page load). */
  async navigate(path: string): Promise<void> {
    await this.page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${path}`);
  }

  /** Waits until `document.title` is `<title> | Rota`. */
  async waitForTitle(title: string, timeout = 15_000): Promise<void> {
    await this.page.waitForFunction((wanted) => document.title === wanted, `${title} | Rota`, { timeout });
  }

  hash(): string {
    return new URL(this.page.url()).hash;
  }

  /** The `data-build` the running bundle wrote on `<html>`. */
  async buildId(): Promise<string | null> {
    return this.page.evaluate(() => document.documentElement.dataset.build ?? null);
  }

  /** Resolves with the worker's state once a service worker is activated and controls this page. */
  async waitForServiceWorker(): Promise<string | undefined> {
    return this.page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
      const worker = registration.active;
      if (worker && worker.state !== 'activated') {
        await new Promise((resolve) => worker.addEventListener('statechange', resolve, { once: true }));
      }
      return worker?.state;
    });
  }
}
