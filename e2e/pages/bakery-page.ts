import type { Locator, Page } from 'playwright-core';

/** Page object of the bakery screens (`/#/bakery/*`): boards, separation stops and the dashboard. */
export class BakeryPage {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Opens a bakery screen (`''`, `/production`, `/separation-bread`…) and waits for its root. */
  async goto(path: string, marker: string): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/bakery${path}`);
    await this.page.getByTestId(marker).waitFor();
  }

  /** A product card of a production board, by its product code and unit. */
  card(productCode: string, unit: string): Locator {
    return this.page.locator(`[data-card="${productCode}|${unit}"]`);
  }

  /** The card's "x de y" figure, e.g. '80 de 100 UN'. */
  async cardFigure(productCode: string, unit: string): Promise<string> {
    const text = await this.card(productCode, unit).locator('[data-figure="done"]').textContent();
    return (text ?? '').replace(/\s+/g, ' ').trim();
  }

  /** Taps the card and "Marcar tudo produzido" in its sheet. */
  async markAllProduced(productCode: string, unit: string): Promise<void> {
    await this.card(productCode, unit).click();
    const sheet = this.page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Marcar tudo produzido' }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  /** A client's stop on a separation board: `1. Padaria Central` under its driver. */
  stop(driver: string, stopName: string): Locator {
    return this.page
      .getByRole('region', { name: driver, exact: true })
      .getByRole('region', { name: stopName, exact: true });
  }

  /** The "x de y UN" a stop shows for one of its lines. */
  async stopLineFigure(stop: Locator, lineId: number): Promise<string> {
    return ((await stop.locator(`[data-line="${lineId}"]`).textContent()) ?? '').trim();
  }

  /** Entregas: the share of the screen's height the driver chooser takes. */
  async driverPickerShare(): Promise<number> {
    const picker = this.page.getByRole('group', { name: 'Motorista' });
    await picker.waitFor();
    const box = await picker.boundingBox();
    const height = this.page.viewportSize()?.height ?? 1;
    return (box?.height ?? height) / height;
  }

  /** Entregas: picks a driver by the toggle button with its name. */
  async pickDriver(name: string): Promise<void> {
    await this.page
      .getByRole('group', { name: 'Motorista' })
      .getByRole('button', { name, exact: true })
      .click();
  }

  /** Entregas: a client's stop of the picked driver, `1. Padaria Central`. */
  deliveryStop(stopName: string): Locator {
    return this.page.getByRole('region', { name: stopName, exact: true });
  }

  /**
   * Entregas: "Entregue com falta" on a stop, the reason picked in its sheet (and a note), saved;
   * waits for the sheet to close.
   */
  async deliverShort(
    stop: Locator,
    reason: string,
    note?: string,
    beforeSave?: (sheet: Locator) => Promise<void>,
  ): Promise<void> {
    await stop.getByRole('button', { name: 'Entregue com falta' }).click();
    const sheet = this.page.getByRole('dialog');
    await sheet.getByRole('radio', { name: reason }).check();
    if (note) await sheet.getByLabel('Observação').fill(note);
    await beforeSave?.(sheet);
    await sheet.getByRole('button', { name: 'Registrar entrega com falta' }).click();
    await sheet.waitFor({ state: 'detached' });
  }

  /** The dashboard's category tiles: code, background and text colours as the browser paints them. */
  async dashboardTiles(): Promise<{ code: string; background: string; color: string }[]> {
    return this.page.locator('li[data-category]').evaluateAll((rows) =>
      rows.map((row) => {
        const tile = row.querySelector('[data-tile]') as HTMLElement;
        const style = getComputedStyle(tile);
        return {
          code: row.getAttribute('data-category') ?? '',
          background: style.backgroundColor,
          color: style.color,
        };
      }),
    );
  }
}
