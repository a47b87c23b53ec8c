import type { Locator, Page } from 'playwright-core';

/** Page object of "Clientes" (`/#/admin/clients`): filters, the virtualised list and the map. */
export class ClientsPage {
  readonly search: Locator;
  readonly counters: Locator;
  readonly rows: Locator;
  readonly empty: Locator;
  /** "Buscando em toda a carteira, todos os dias": a search looks past the day filter. */
  readonly searchingWallet: Locator;
  readonly newClientLink: Locator;
  readonly map: Locator;
  /** The client markers Leaflet drew (SVG paths, classed by tone). */
  readonly markers: Locator;
  readonly popup: Locator;
  /** The offline base: Brazil's state outlines, drawn under the tiles. */
  readonly stateOutlines: Locator;
  readonly dayRouteButton: Locator;
  readonly routeStops: Locator;

  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {
    this.search = page.getByRole('textbox', { name: 'Buscar cliente' });
    this.counters = page.getByTestId('client-counters');
    this.rows = page.getByRole('list', { name: 'Clientes' }).getByRole('listitem');
    this.empty = page.getByTestId('clients-empty');
    this.searchingWallet = page.getByTestId('searching-wallet');
    this.newClientLink = page.getByRole('link', { name: 'Novo cliente' });
    this.map = page.getByRole('region', { name: 'Mapa dos clientes' });
    this.markers = page.locator('path.rota-marker');
    this.popup = page.getByTestId('client-map-popup');
    this.stateOutlines = page.locator('.leaflet-rota-base-pane path');
    this.dayRouteButton = page.getByRole('button', { name: 'Montar a rota do dia a partir da sua posição' });
    this.routeStops = page.getByRole('list', { name: 'Paradas da rota do dia' }).getByRole('listitem');
  }

  async goto(): Promise<void> {
    await this.page.goto(`${this.baseUrl}/#/admin/clients`);
    await this.counters.waitFor();
  }

  /** "142 clientes · 9 com atraso" as numbers. */
  async counts(): Promise<{ clients: number; overdue: number }> {
    const text = (await this.counters.textContent()) ?? '';
    const match = /^([\d.]+) clientes? · ([\d.]+) com atraso$/.exec(text);
    if (!match) throw new Error(`contadores inesperados: ${text}`);
    const number = (value: string | undefined) => Number((value ?? '').replaceAll('.', ''));
    return { clients: number(match[1]), overdue: number(match[2]) };
  }

  dayChip(day: string): Locator {
    return this.page.getByRole('checkbox', { name: day, exact: true });
  }

  /**
   * Clicks a day chip by its whole name (Mantine hides the checkbox under its label; on a phone the
   * label shows "Sex" and says "Sexta" to a screen reader).
   */
  async toggleDay(day: string): Promise<void> {
    const id = await this.dayChip(day).getAttribute('id');
    await this.page.locator(`label[for="${id}"]`).click();
  }

  /** The razão social of each row on screen (without its place in the day's route). */
  async rowNames(): Promise<string[]> {
    return this.rows.evaluateAll((items) =>
      items.map((item) => {
        const name = item.querySelector('p');
        const position = name?.querySelector('[data-testid="client-visit-position"]')?.textContent ?? '';
        return (name?.textContent ?? '').slice(position.length);
      }),
    );
  }

  /** The place each row on screen says it has in the day's route ("1.", "2."…). */
  async rowPositions(): Promise<string[]> {
    return this.rows.getByTestId('client-visit-position').allTextContents();
  }

  /** "Ordem de visita": moves `name` up `times` places, then saves. */
  async moveUpInVisitOrder(name: string, times: number): Promise<void> {
    await this.page.getByRole('button', { name: 'Ordem de visita' }).click();
    const dialog = this.page.getByRole('dialog');
    for (let step = 0; step < times; step++)
      await dialog.getByRole('button', { name: `Subir ${name}`, exact: true }).click();
    await dialog.getByRole('button', { name: 'Salvar ordem' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  async rowTexts(): Promise<string[]> {
    return this.rows.allTextContents();
  }

  /** The uuid of each row on screen, read from its link to the client page. */
  async rowUuids(): Promise<string[]> {
    return this.rows
      .getByRole('link')
      .evaluateAll((links) =>
        links.map(
          (link) => /\/clients\/update\/([^/]+)\/see$/.exec(link.getAttribute('href') ?? '')?.[1] ?? '',
        ),
      );
  }

  /** The "city/UF" of each row on screen (the end of its second line). */
  async rowPlaces(): Promise<string[]> {
    return this.rows.evaluateAll((items) =>
      items.map(
        (item) => (item.querySelector('.rota-client-line')?.textContent ?? '').split(' · ').at(-1) ?? '',
      ),
    );
  }

  async showMap(): Promise<void> {
    await this.page.locator('label', { hasText: 'Mapa' }).click();
    await this.map.waitFor();
  }

  async showList(): Promise<void> {
    await this.page.locator('label', { hasText: 'Lista' }).click();
  }

  /** How many markers of a tone (`overdue`, `inactive`, `regular`) Leaflet drew. */
  markersOf(tone: 'overdue' | 'inactive' | 'regular'): Locator {
    return this.page.locator(`path.rota-marker--${tone}`);
  }

  /** The tiles the service worker kept for offline use. */
  async cachedTiles(): Promise<number> {
    return this.page.evaluate(async () =>
      (await caches.has('rota-map-tiles')) ? (await (await caches.open('rota-map-tiles')).keys()).length : 0,
    );
  }
}
