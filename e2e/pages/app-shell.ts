import type { Locator, Page } from 'playwright-core';

/** Page object of the app shell: hash routes, the document title, the build id, the update notice. */
export class AppShell {
  readonly updateButton: Locator;
  readonly notFoundHeading: Locator;
  readonly forbiddenHeading: Locator;
  readonly headerTitle: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.updateButton = page.getByRole('button', { name: 'Atualizar' });
    this.notFoundHeading = page.getByRole('heading', { level: 1, name: 'Página não encontrada' });
    this.forbiddenHeading = page.getByRole('heading', { level: 1, name: 'Sem permissão' });
    this.headerTitle = page.getByTestId('header-title');
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

  /**
   * Waits until nothing on the page is animating (the layout's navigation slides in when the
   * viewport crosses the side-navigation breakpoint; read mid-slide, its links are still off
   * screen).
   */
  async waitForSettledLayout(timeout = 5_000): Promise<void> {
    await this.page.waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout },
    );
  }

  /**
   * The navigation links marked as the current page that a person can see (the side navigation
   * or the bottom bar; a closed drawer's links are not visible).
   */
  async visibleCurrentLinks(): Promise<string[]> {
    return this.page.locator('a[aria-current="page"]').evaluateAll((links) =>
      links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const style = getComputedStyle(link);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && box.right > 0;
        })
        .map((link) => link.getAttribute('href') ?? ''),
    );
  }

  /** Text elements of the header and navigation whose content does not fit their box (clipped). */
  async clippedTexts(): Promise<string[]> {
    return this.page.evaluate(() => {
      const selectors = ['header *', 'nav *', '[data-testid="header-title"]'];
      const clipped: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selectors.join(','))) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
        if (!element.childNodes.length || ![...element.childNodes].some((node) => node.nodeType === 3))
          continue;
        const text = element.textContent?.trim() ?? '';
        if (!text) continue;
        if (
          element.scrollWidth > element.clientWidth + 1 ||
          element.scrollHeight > element.clientHeight + 1
        ) {
          clipped.push(text);
        }
      }
      return clipped;
    });
  }

  /** Notices (Mantine notifications) drawn over the header, which must stay readable. */
  /** The notices on screen that cover the header or a page title (h1, h2): none should. */
  async noticesOverTitles(): Promise<string[]> {
    return this.page.evaluate(() => {
      const titles = [...document.querySelectorAll<HTMLElement>('header, h1, h2')].map((element) =>
        element.getBoundingClientRect(),
      );
      const overlaps = (a: DOMRect, b: DOMRect) =>
        a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')]
        .filter((notice) => titles.some((title) => overlaps(notice.getBoundingClientRect(), title)))
        .map((notice) => notice.textContent ?? '');
    });
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
