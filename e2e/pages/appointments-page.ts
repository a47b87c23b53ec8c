import type { Locator, Page } from 'playwright-core';

/** Page object of Apontamentos (`/#/apoint`): the station, the OP, the run panel, the machines and the day. */
export class AppointmentsPage {
  readonly operatorButton: Locator;
  readonly machineButton: Locator;
  readonly opField: Locator;
  readonly searchButton: Locator;
  readonly orderCard: Locator;
  readonly startButton: Locator;
  readonly pauseButton: Locator;
  readonly resumeButton: Locator;
  readonly finishButton: Locator;
  readonly timer: Locator;
  readonly alert: Locator;
  readonly machineBoard: Locator;
  readonly operatorDay: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {
    const station = page.getByRole('region', { name: 'Posto de trabalho' });
    this.operatorButton = station.getByRole('button', { name: /^(Operador|Escolha o operador)/ });
    this.machineButton = station.getByRole('button', { name: /^(Máquina|Escolha a máquina)/ });
    this.opField = page.getByLabel('Número da OP');
    this.searchButton = page.getByRole('button', { name: 'Buscar OP' });
    this.orderCard = page.getByRole('region', { name: /^OP / });
    this.startButton = page.getByRole('button', { name: 'Iniciar', exact: true });
    this.pauseButton = page.getByRole('button', { name: 'Pausar', exact: true });
    this.resumeButton = page.getByRole('button', { name: 'Retomar', exact: true });
    this.finishButton = page.getByRole('button', { name: 'Finalizar', exact: true });
    this.timer = page.getByRole('timer', { name: 'Tempo desde o início' });
    this.alert = page.getByRole('main').getByRole('alert');
    this.machineBoard = page.getByRole('region', { name: 'Máquinas agora' });
    this.operatorDay = page.getByRole('region', { name: /^Apontamentos de hoje/ });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/apoint`);
    await this.opField.waitFor();
  }

  /** Picks the operator and the machine from the station's lists (by the names shown). */
  async chooseStation(operator: string, machineCode: string): Promise<void> {
    await this.operatorButton.click();
    await this.dialog.getByRole('button', { name: operator }).click();
    await this.dialog.waitFor({ state: 'detached' });
    await this.machineButton.click();
    await this.dialog.getByRole('button', { name: new RegExp(`^${machineCode}\\b`) }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** Types (or "scans": the text and Enter) an OP number. */
  async findOrder(numOp: string): Promise<void> {
    await this.opField.fill(numOp);
    await this.opField.press('Enter');
    await this.orderCard.waitFor();
  }

  /** Planned, produced, left and scrap as the order card shows them ('300 UN'). */
  async orderFigures(): Promise<Record<string, string>> {
    const figures: Record<string, string> = {};
    for (const label of ['Planejado', 'Produzido', 'Falta', 'Refugo']) {
      const value = await this.orderCard.locator(`[data-figure="${label}"]`).textContent();
      figures[label] = value?.trim() ?? '';
    }
    return figures;
  }

  async orderStatus(): Promise<string> {
    return (await this.orderCard.locator('.mantine-Badge-root').first().textContent())?.trim() ?? '';
  }

  async pause(reason: string): Promise<void> {
    await this.pauseButton.click();
    await this.dialog.getByRole('button', { name: reason }).click();
    await this.resumeButton.waitFor();
  }

  async resume(): Promise<void> {
    await this.resumeButton.click();
    await this.pauseButton.waitFor();
  }

  /** Finishes with good and scrap quantities (and the scrap's reason when there is scrap). */
  async finish(good: number, scrap = 0, reason?: string): Promise<void> {
    await this.finishButton.click();
    await this.dialog.getByLabel('Quantidade boa', { exact: true }).fill(String(good));
    await this.dialog.getByLabel('Refugo', { exact: true }).fill(String(scrap));
    if (reason) await this.dialog.getByRole('button', { name: reason }).click();
    await this.dialog.getByRole('button', { name: 'Confirmar' }).click();
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** The operator's appointments of the day, each card's text. */
  async dayEntries(): Promise<string[]> {
    return this.operatorDay.getByRole('listitem').allTextContents();
  }

  /** What the machine board shows for a machine ('MQ05 …'). */
  machineEntry(code: string): Locator {
    return this.machineBoard.getByRole('listitem', { name: new RegExp(`^${code} `) });
  }
}
