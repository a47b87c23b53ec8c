import type { Locator, Page } from 'playwright-core';

/** Page object of Outros Endereços de Entrega (`/#/admin/clients/delivery/{uuid}`). */
export class DeliveryAddressesPage {
  readonly list: Locator;
  readonly addresses: Locator;
  readonly addButton: Locator;
  readonly form: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.list = page.getByTestId('delivery-addresses');
    this.addresses = page.getByTestId('delivery-address');
    this.addButton = page.getByRole('button', { name: 'Adicionar endereço' });
    this.form = page.getByTestId('delivery-address-form');
  }

  async goto(clientUuid: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients/delivery/${clientUuid}`);
    await this.list.waitFor();
  }

  address(description: string): Locator {
    return this.addresses.filter({ hasText: description });
  }

  /** Adds an address with a description and a street (and number), as a person types them. */
  async add(description: string, street: string, number: string): Promise<void> {
    await this.addButton.click();
    await this.form.waitFor();
    await this.form.getByRole('textbox', { name: /^Descrição/ }).fill(description);
    await this.form.getByRole('textbox', { name: 'Logradouro' }).fill(street);
    await this.form.getByRole('textbox', { name: 'Número' }).fill(number);
    await this.form.getByRole('button', { name: 'Salvar endereço' }).click();
    await this.form.waitFor({ state: 'detached' });
  }

  /** "Enviado", "Aguardando envio" or "Remoção aguardando envio". */
  async statusOf(description: string): Promise<string> {
    return (await this.address(description).getByTestId('delivery-address-status').textContent()) ?? '';
  }
}
