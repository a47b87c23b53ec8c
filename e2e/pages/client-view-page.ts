import type { Locator, Page } from 'playwright-core';

/** Page object of the client page (`/#/admin/clients/update/{uuid}/see`) and its visit and geolocation modals. */
export class ClientViewPage {
  readonly view: Locator;
  readonly name: Locator;
  readonly status: Locator;
  readonly unsent: Locator;
  readonly checkInDialog: Locator;
  readonly openVisit: Locator;
  readonly visitDialog: Locator;
  readonly visitSaved: Locator;
  /** Queued CEP/CNPJ lookups still waiting for the network ("Consulta do CEP na fila…"). */
  readonly lookupsWaiting: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.view = page.getByTestId('client-view');
    this.name = page.getByTestId('client-name');
    this.status = page.getByTestId('client-status');
    this.unsent = page.getByTestId('client-unsent');
    this.checkInDialog = page.getByRole('dialog', { name: 'Iniciar visita' });
    this.openVisit = page.getByTestId('open-visit');
    this.visitDialog = page.getByRole('dialog', { name: 'Encerrar visita' });
    this.visitSaved = page.getByTestId('visit-saved');
    this.lookupsWaiting = page.getByTestId('lookup-waiting');
  }

  async goto(uuid: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients/update/${uuid}/see`);
    await this.view.waitFor();
  }

  async waitFor(): Promise<void> {
    await this.view.waitFor();
  }

  action(name: string): Locator {
    return this.page
      .getByTestId('client-actions')
      .getByRole(
        name === 'Nova venda' || name === 'Editar' || name === 'Endereços de entrega' ? 'link' : 'button',
        { name },
      );
  }

  /**
   * "Iniciar visita": the position is read (or refused) as the dialog opens; out of the client's
   * radius `radiusReason` is typed. The started visit's card then shows.
   */
  async startVisit(radiusReason?: string): Promise<void> {
    await this.action('Iniciar visita').click();
    await this.checkInDialog.waitFor();
    await this.checkInDialog.getByText('Obtendo sua localização…').waitFor({ state: 'detached' });
    if (radiusReason)
      await this.checkInDialog
        .getByRole('textbox', { name: /^Motivo de estar fora do raio/ })
        .fill(radiusReason);
    await this.checkInDialog.getByRole('button', { name: 'Iniciar visita' }).click();
    await this.openVisit.waitFor();
  }

  /** "Encerrar visita" on the started visit: with a sale, or without one and its reason. */
  async endVisit(
    outcome: 'Com venda' | 'Sem venda',
    reason?: string,
    photos: { name: string; mimeType: string; buffer: Buffer }[] = [],
    /** Called with everything chosen, before "Encerrar visita" is pressed (a screenshot). */
    beforeSaving?: () => Promise<void>,
  ): Promise<void> {
    await this.openVisit.getByRole('button', { name: 'Encerrar visita' }).click();
    await this.visitDialog.waitFor();
    await this.visitDialog.getByText(outcome, { exact: true }).click();
    if (reason) {
      await this.visitDialog.getByRole('combobox', { name: /^Motivo/ }).click();
      await this.page.getByRole('option', { name: reason }).click();
    }
    if (photos.length > 0) {
      // The file input behind "Tirar ou escolher foto" (a phone offers its camera or its gallery).
      await this.visitDialog.locator('input[type="file"]').setInputFiles(photos);
      await this.visitPhotos.nth(photos.length - 1).waitFor({ timeout: 30_000 });
    }
    await beforeSaving?.();
    await this.visitDialog.getByRole('button', { name: 'Encerrar visita', exact: true }).click();
    await this.visitSaved.waitFor();
  }

  /** The photos chosen in "Encerrar visita", each with its size once made small. */
  get visitPhotos(): Locator {
    return this.visitDialog.getByTestId('visit-photo');
  }

  /** A whole visit at the client's door: started, then ended with `outcome`. */
  async registerVisit(outcome: 'Com venda' | 'Sem venda', reason?: string): Promise<void> {
    await this.startVisit();
    await this.endVisit(outcome, reason);
  }

  /** A queued lookup's answer offered for review, by its title ("Consulta do CEP pronta"). */
  lookupReview(title: string): Locator {
    return this.page.getByTestId('lookup-review').filter({ hasText: title });
  }

  /** What an offered lookup would change, one "Campo: atual → novo" line each. */
  async lookupChanges(title: string): Promise<string[]> {
    return this.lookupReview(title).getByTestId('lookup-changes').getByRole('listitem').allTextContents();
  }

  /** Scrolls so that `part` starts just below the fixed header (for a screenshot of it). */
  async showBelowHeader(part: Locator): Promise<void> {
    await part.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, -header - 8);
    });
  }

  async closeVisit(): Promise<void> {
    await this.visitDialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  }
}
