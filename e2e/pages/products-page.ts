import type { Locator, Page } from 'playwright-core';

/** Page object of "Produtos" (`/#/admin/products`): search, categories, the virtualised list and a product's sheet. */
export class ProductsPage {
  readonly search: Locator;
  readonly counters: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  /** The category chips of a phone. */
  readonly categoryChips: Locator;
  /** The product's sheet: a dialog on a phone, a panel on a desktop. */
  readonly sheet: Locator;
  readonly basePrice: Locator;
  readonly priceLists: Locator;
  readonly lastPrices: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.search = page.getByRole('textbox', { name: 'Buscar produto' });
    this.counters = page.getByTestId('product-counters');
    this.rows = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem');
    this.empty = page.getByTestId('products-empty');
    this.categoryChips = page.getByRole('group', { name: 'Categorias' }).getByRole('button');
    this.sheet = page.getByTestId('product-details');
    this.basePrice = page.getByTestId('product-base-price');
    this.priceLists = page.getByTestId('product-price-list');
    this.lastPrices = page.getByTestId('product-last-price');
  }

  /** Opens the screen, for a client when given (`?client=`, as the checkout does). */
  async goto(client?: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/products${client ? `?client=${client}` : ''}`);
    await this.counters.waitFor();
  }

  /** "1.234 produtos" as a number. */
  async count(): Promise<number> {
    const text = (await this.counters.textContent()) ?? '';
    const match = /^([\d.]+) produtos?$/.exec(text);
    if (!match) throw new Error(`contador inesperado: ${text}`);
    return Number((match[1] ?? '').replaceAll('.', ''));
  }

  /** Waits until the counter says something other than `before`. */
  async countChangedFrom(before: number): Promise<number> {
    await this.page.waitForFunction(
      (previous) => {
        const text = document.querySelector('[data-testid="product-counters"]')?.textContent ?? '';
        return text !== previous;
      },
      `${before.toLocaleString('pt-BR')} ${before === 1 ? 'produto' : 'produtos'}`,
    );
    return this.count();
  }

  /** The description of each row on screen. */
  async rowNames(): Promise<string[]> {
    return this.rows.evaluateAll((items) =>
      items.map((item) => item.querySelector('[data-testid="product-name"]')?.textContent ?? ''),
    );
  }

  async rowTexts(): Promise<string[]> {
    return this.rows.allTextContents();
  }

  category(name: string): Locator {
    return this.page.getByRole('group', { name: 'Categorias' }).getByRole('button', { name, exact: true });
  }

  /** Opens the sheet of the row with this description. */
  async open(description: string): Promise<void> {
    await this.rows.filter({ hasText: description }).first().getByRole('button').click();
    await this.sheet.waitFor();
  }

  /** The sheet's title (the product's description). */
  sheetTitle(description: string): Locator {
    return this.page.getByRole('dialog', { name: description });
  }

  async closeSheet(): Promise<void> {
    await this.page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await this.sheet.waitFor({ state: 'detached' });
  }

  /** Each offered list as the sheet shows it: description, validity and price. */
  async priceListTexts(): Promise<string[]> {
    return this.priceLists.allTextContents();
  }
}
