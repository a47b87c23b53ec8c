import type { Locator, Page } from 'playwright-core';

/**
 * Page object of "Venda" (`/#/admin/checkout/{client}`): the product search, the add and edit
 * dialogs, the payment tab, the footer with "Finalizar" and "Finalizar depois", and the summary
 * after finishing with "Compartilhar pedido".
 */
export class CheckoutPage {
  readonly client: Locator;
  readonly status: Locator;
  readonly items: Locator;
  readonly total: Locator;
  readonly balance: Locator;
  readonly paymentLines: Locator;
  readonly paymentPreview: Locator;
  readonly addDialog: Locator;
  readonly editDialog: Locator;
  readonly finishButton: Locator;
  readonly finishLaterButton: Locator;
  readonly savedLater: Locator;
  readonly summary: Locator;
  readonly summaryQueued: Locator;
  readonly shareButton: Locator;

  constructor(private readonly page: Page) {
    this.client = page.getByTestId('checkout-client');
    this.status = page.getByTestId('cart-status');
    this.items = page.getByTestId('cart-item');
    this.total = page.getByTestId('cart-total');
    this.balance = page.getByTestId('payment-balance').first();
    this.paymentLines = page.getByTestId('payment-line');
    this.paymentPreview = page.getByTestId('payment-preview');
    this.addDialog = page.getByRole('dialog').filter({ has: page.getByTestId('price-list-select') });
    this.editDialog = page.getByRole('dialog', { name: /^Editar / });
    this.finishButton = page.getByRole('button', { name: 'Finalizar', exact: true });
    this.finishLaterButton = page.getByRole('button', { name: 'Finalizar depois' });
    this.savedLater = page.getByText('Venda guardada como "Aguardando Finalizar". Ela continua editável.');
    this.summary = page.getByTestId('order-summary');
    this.summaryQueued = page.getByText('Na fila de envio: vai para o servidor assim que houver conexão.');
    this.shareButton = page.getByRole('button', { name: 'Compartilhar pedido' });
  }

  /** "Para quem é a venda?": types in the client search of the checkout opened without a client. */
  async searchClient(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Buscar cliente' }).fill(text);
  }

  /** The picker's choices named exactly `name`: what each says after the name (CNPJ/CPF and code). */
  async choiceIdsNamed(name: string): Promise<string[]> {
    const choices = this.page.getByTestId('client-choice');
    const ids: string[] = [];
    for (const choice of await choices.all()) {
      const shown = (await choice.locator('p').first().textContent()) ?? '';
      if (shown === name) ids.push((await choice.getByTestId('client-choice-ids').textContent()) ?? '');
    }
    return ids;
  }

  /**
   * The share of the screen's height under the top of the floating total bar (the bar, its gap
   * and the area's bottom bar), scrolled to the top so the bar floats over a long cart.
   */
  /** The summary's order number, as the seller reads it ("Pedido V001-0042"). */
  async orderNumber(): Promise<string> {
    return (await this.page.getByTestId('order-number').textContent()) ?? '';
  }

  async footerShare(): Promise<number> {
    await this.page.evaluate(() => window.scrollTo(0, 0));
    return this.page.evaluate(() => {
      const footer = document.querySelector('[data-testid="checkout-footer"]');
      if (!footer) throw new Error('checkout-footer não encontrado');
      return (window.innerHeight - footer.getBoundingClientRect().top) / window.innerHeight;
    });
  }

  async waitFor(clientName: string): Promise<void> {
    await this.client.filter({ hasText: clientName }).waitFor();
  }

  /** Types a barcode in the search and presses Enter, as a reader does: the one match opens. */
  async openProduct(barcode: string): Promise<void> {
    const search = this.page.getByRole('searchbox', { name: 'Adicionar produto' });
    await search.fill(barcode);
    // Enter opens only a single match: wait until the search (a deferred value) shows just that one.
    await this.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="product-match"]').length === 1,
      null,
      { timeout: 15_000 },
    );
    await search.press('Enter');
    await this.addDialog.waitFor();
  }

  /** In the add dialog: picks the price list whose option starts with `list`, then `more` × "+". */
  async addOpened(list: string, more = 0): Promise<void> {
    const select = this.addDialog.getByTestId('price-list-select');
    if (!((await select.inputValue()) ?? '').startsWith(list)) {
      await select.click();
      await this.addDialog.getByRole('option', { name: new RegExp(`^${list} — `) }).click();
    }
    for (let step = 0; step < more; step += 1)
      await this.addDialog.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await this.addDialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await this.addDialog.waitFor({ state: 'hidden' });
  }

  /** In the add dialog: types the quantity as a person does ('2,5' for 2,5 kg), replacing what is there. */
  async typeQuantity(text: string): Promise<void> {
    await this.addDialog.getByRole('textbox', { name: 'Quantidade', exact: true }).fill(text);
  }

  /** A cart line's quantity field. */
  lineQuantity(description: string): Locator {
    return this.item(description).getByRole('textbox', { name: `Quantidade: ${description}` });
  }

  /** The message under a cart line's quantity field (what it could not read), or nothing. */
  lineQuantityError(description: string): Locator {
    return this.item(description).locator('.rota-quantity-error');
  }

  /** The price list the add dialog starts on (the sale's list carries to the next item). */
  chosenList(): Promise<string> {
    return this.addDialog.getByTestId('price-list-select').inputValue();
  }

  item(description: string): Locator {
    return this.items.filter({
      has: this.page.getByTestId('cart-item-name').getByText(description, { exact: true }),
    });
  }

  async editItem(description: string): Promise<void> {
    await this.page.getByRole('button', { name: `Editar ${description}` }).click();
    await this.editDialog.waitFor();
  }

  /** In the open edit dialog: a discount typed as a percentage or as the final unit price, applied. */
  async applyDiscount(mode: '%' | 'Preço final', value: string): Promise<void> {
    await this.editDialog.getByRole('radiogroup').getByText(mode, { exact: true }).click();
    const field = this.editDialog.getByRole('textbox', {
      name: mode === '%' ? 'Desconto (%)' : 'Preço final unitário',
    });
    await field.fill(value);
    await this.editDialog.getByRole('button', { name: 'Aplicar' }).click();
  }

  /** The error under the discount field of the open edit dialog. */
  discountError(): Locator {
    return this.editDialog.locator('.mantine-InputWrapper-error');
  }

  async tab(name: 'Itens' | 'Pagamento' | 'Dados'): Promise<void> {
    await this.page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  }

  /** Adds a payment line: form, its sub-form when given, condition and amount (empty: what is missing). */
  async addPayment(payment: {
    form: string;
    subForm?: string;
    condition: string;
    amount?: string;
  }): Promise<void> {
    const form = this.page.getByTestId('payment-form');
    await this.choose(form.getByTestId('payment-form-select'), payment.form);
    if (payment.subForm) await this.choose(form.getByTestId('payment-subform-select'), payment.subForm);
    await this.choose(form.getByTestId('payment-condition-select'), payment.condition);
    if (payment.amount !== undefined) await form.getByRole('textbox', { name: 'Valor' }).fill(payment.amount);
  }

  async confirmPayment(): Promise<void> {
    const before = await this.paymentLines.count();
    await this.page.getByRole('button', { name: 'Adicionar pagamento' }).click();
    await this.paymentLines.nth(before).waitFor();
  }

  private async choose(select: Locator, option: string): Promise<void> {
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
