import type { Locator, Page } from 'playwright-core';

/** Page object of "Vendas" (`/#/admin/sales`): the open carts and the sent sales with their status. */
export class SalesPage {
  readonly heading: Locator;
  readonly openCarts: Locator;
  readonly sentRows: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.heading = page.getByRole('heading', { name: 'Vendas enviadas' });
    this.openCarts = page.getByTestId('open-cart');
    this.sentRows = page.getByTestId('sale-row');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/sales`);
    await this.heading.waitFor();
  }

  /** The open cart of a client (its card holds the client's name). */
  openCart(clientName: string): Locator {
    return this.openCarts.filter({ hasText: clientName });
  }

  /** The order number a sent sale's row shows ("Pedido V001-0042"). */
  orderNumber(uuid: string): Promise<string | null> {
    return this.sent(uuid).getByTestId('sale-order-number').textContent();
  }

  /** A sent sale's row, found by the link to its screen (`…/sales/items?sale=<uuid>`). */
  sent(uuid: string): Locator {
    return this.sentRows.filter({ has: this.page.locator(`a[href*="${uuid}"]`) });
  }
}
