/**
 * A visit in the field, in real Chromium on a phone (390×844) with a mocked geolocation
 * (docs/domain.md "Visits in the field"): Ana, offline, checks in 1 km from a client (asked for a
 * reason), takes a 12-MP photo (the file input), ends the visit without a sale, goes online; the
 * server holds one visit with its positions, distance, flag, reason and one photo (`GET
 * visits/day`, `GET visits/photos/{uuid}`), and Carla, the supervisor, sees it and its photo on her
 * "Visitas do dia". Screenshots at 390×844 and 1440×900 in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { companyToday, type VisitDay, zonedDate } from '@rota/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe.ts';
import { cameraPhoto } from './harness/camera-photo.ts';
import { CARLA_TOKEN, DEMO_CNPJ, registerDemoAndLogin, SYNC_TIMEOUT_MS } from './harness/demo-login.ts';
import { readStore } from './harness/device-store.ts';
import { serveFakeTiles } from './harness/fake-map-tiles.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { loginSeller } from './harness/seller-api.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { ClientViewPage } from './pages/client-view-page.ts';
import { closeNotifications } from './pages/notifications.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');
/** 1 km of latitude on the haversine's sphere (R = 6371 km): 1 / 111.195 degrees. */
const ONE_KM_NORTH = 1 / 111.195;

interface StoredClient {
  uuid: string;
  name: string;
  lat: string | null;
  long: string | null;
  inative: number;
  code_erp_seller: string | null;
  last_visit: string | null;
}

describe('Visits: check-in out of radius offline, the supervisor sees it', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  const newPage = async (
    options: Parameters<Browser['newContext']>[0] = {},
  ): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: PHONE,
      ...options,
    });
    contexts.push(context);
    await serveFakeTiles(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => errors.push(error.message));
    return [context, page];
  };

  it('records the visit with its positions, distance, flag and reason, and shows it to the supervisor', async () => {
    const [context, page] = await newPage({ permissions: ['geolocation'] });
    await registerDemoAndLogin(page, server.baseUrl);
    const outbox = new OutboxPage(page, server.baseUrl);
    await outbox.waitForStatus('Sincronização: tudo enviado', SYNC_TIMEOUT_MS);
    // One the demo's seeded route did not visit today (docs/demo.md "See the day's visits").
    const today = companyToday(new Date());
    const client = (await readStore<StoredClient>(page, 'clients')).find(
      (row) =>
        row.inative === 0 &&
        row.code_erp_seller === 'V001' &&
        row.lat &&
        row.long &&
        (row.last_visit === null || zonedDate(new Date(row.last_visit)) !== today),
    );
    if (!client) throw new Error('a demo sem um cliente da Ana com coordenadas');
    await context.setGeolocation({
      latitude: Number(client.lat) + ONE_KM_NORTH,
      longitude: Number(client.long),
      accuracy: 12,
    });

    const view = new ClientViewPage(page, server.baseUrl);
    await view.goto(client.uuid);
    await closeNotifications(page);
    await goOffline(context);
    await outbox.waitForStatus('Sincronização: sem conexão');
    await view.action('Iniciar visita').click();
    await view.checkInDialog.getByTestId('check-in-distance').waitFor();
    expect(await view.checkInDialog.getByTestId('check-in-distance').textContent()).toBe(
      'Você está a 1,0 km do cliente (precisão de 12 m).',
    );
    expect(await view.checkInDialog.textContent()).toContain('Você está fora do raio de 300 m do cliente.');
    // No reason, no visit.
    await view.checkInDialog.getByRole('button', { name: 'Iniciar visita' }).click();
    await view.checkInDialog.getByText('Diga por que a visita começa fora do raio do cliente').waitFor();
    await page.screenshot({ path: join(screenshots, 'visita-fora-do-raio-390.png') });
    expect(await seriousViolations(page, 'início fora do raio')).toEqual([]);
    await view.checkInDialog
      .getByRole('textbox', { name: /^Motivo de estar fora do raio/ })
      .fill('Cliente atendeu no depósito');
    await view.checkInDialog.getByRole('button', { name: 'Iniciar visita' }).click();
    await view.openVisit.waitFor();
    await view.checkInDialog.waitFor({ state: 'detached' });
    expect(await view.openVisit.textContent()).toContain('Sinalizada ao supervisor: Fora do raio do cliente');
    await page.screenshot({ path: join(screenshots, 'visita-em-andamento-390.png') });
    expect(await seriousViolations(page, 'visita em andamento')).toEqual([]);

    // The check-out from the client's door.
    await context.setGeolocation({
      latitude: Number(client.lat),
      longitude: Number(client.long),
      accuracy: 8,
    });
    const photo = await cameraPhoto(page);
    expect(photo.buffer.length).toBeGreaterThan(1_000_000);
    await view.endVisit('Sem venda', 'Responsável ausente', [photo], async () => {
      expect(await view.visitPhotos.first().textContent()).toMatch(/^\d+ KB, pronta para envio$/);
      await page.screenshot({ path: join(screenshots, 'visita-encerrar-com-foto-390.png') });
      expect(await seriousViolations(page, 'encerrar visita com foto')).toEqual([]);
    });
    await view.visitSaved.getByRole('button', { name: 'Fechar' }).click();
    await view.openVisit.waitFor({ state: 'detached' });
    await view.action('Iniciar visita').waitFor();

    // The photo waits on the phone, made small, and says how much room it takes.
    await outbox.goto();
    const waiting = await page.getByTestId('outbox-photos').textContent();
    const kilobytes = Number(/: (\d+) KB guardados/.exec(waiting ?? '')?.[1]);
    expect(waiting).toMatch(/^1 foto por enviar: \d+ KB guardados neste aparelho\.$/);
    expect(kilobytes).toBeGreaterThan(20);
    expect(kilobytes).toBeLessThanOrEqual(300);
    await page.screenshot({ path: join(screenshots, 'visita-foto-pendente-390.png') });

    await goOnline(context);
    await outbox.waitForStatus('Sincronização: tudo enviado', 60_000);

    // The server holds one visit, read again against the client's coordinates.
    const carla = await loginSeller(server.baseUrl, DEMO_CNPJ, CARLA_TOKEN, 'e2e-visitas-carla');
    const answer = await fetch(`${server.baseUrl}/api/visits/day?date=${today}&seller=V001`, {
      headers: { authorization: `Bearer ${carla}`, accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: VisitDay };
    const stop = data.sellers[0]?.stops.find((one) => one.client_uuid === client.uuid);
    expect(stop?.visits).toHaveLength(1);
    expect(stop?.visits[0]).toMatchObject({
      distance_m: 1_000,
      flags: ['out_of_radius'],
      radius_reason: 'Cliente atendeu no depósito',
      outcome: 'no_sale',
      reason: 'Responsável ausente',
    });
    expect(stop?.visits[0]?.lat).toBeCloseTo(Number(client.lat) + ONE_KM_NORTH, 6);
    // One photo, a JPEG of at most 300 KB, whole.
    expect(stop?.visits[0]?.photos).toHaveLength(1);
    const stored = await fetch(`${server.baseUrl}/api/visits/photos/${stop?.visits[0]?.photos[0]}`, {
      headers: { authorization: `Bearer ${carla}`, accept: 'application/json' },
    });
    const { data: storedPhoto } = (await stored.json()) as {
      data: { content_type: string; size: number; data: string };
    };
    expect(storedPhoto.content_type).toBe('image/jpeg');
    expect(Math.round(storedPhoto.size / 1_000)).toBe(kilobytes);
    expect(Buffer.from(storedPhoto.data, 'base64').length).toBe(storedPhoto.size);
    expect(storedPhoto.size).toBeLessThanOrEqual(300 * 1024);
    expect(stop?.visits[0]?.minutes).not.toBeNull();

    // Carla's "Visitas do dia", on a phone and a desktop.
    const [, supervisor] = await newPage();
    await registerDemoAndLogin(supervisor, server.baseUrl, CARLA_TOKEN);
    await supervisor.goto(`${server.baseUrl}/#/admin/visits?dia=${today}&vendedor=V001`);
    const card = supervisor.getByTestId('day-stop').filter({ hasText: client.name });
    await card.waitFor();
    expect(await card.textContent()).toContain('Fora do raio do cliente');
    expect(await card.textContent()).toContain('Motivo fora do raio: Cliente atendeu no depósito');
    expect(await card.textContent()).toContain('a 1,0 km do cliente · Sem venda: Responsável ausente');
    // The photo, as the phone made it: at most 1600 px on its longer side (smaller still when the
    // quality alone could not bring it under 300 KB), the 4:3 of the camera kept.
    await card.getByRole('button', { name: 'Ver a foto' }).click();
    const photos = supervisor.getByRole('dialog', { name: `Fotos da visita — ${client.name}` });
    const shown = photos.getByRole('img', { name: `Foto 1 de 1 da visita a ${client.name}` });
    await shown.waitFor();
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const [width, height] = await shown.evaluate((img: HTMLImageElement) => [
      img.naturalWidth,
      img.naturalHeight,
    ]);
    expect(width).toBeLessThanOrEqual(1600);
    expect(width).toBeGreaterThanOrEqual(1000);
    expect((width ?? 0) / (height ?? 1)).toBeCloseTo(4 / 3, 1);
    await supervisor.screenshot({ path: join(screenshots, 'visitas-do-dia-foto-390.png') });
    expect(await seriousViolations(supervisor, 'foto da visita')).toEqual([]);
    await supervisor.keyboard.press('Escape');
    await photos.waitFor({ state: 'detached' });
    await closeNotifications(supervisor);
    await supervisor.getByRole('region', { name: /^Mapa das visitas de Ana Souza/ }).waitFor();
    await supervisor.screenshot({ path: join(screenshots, 'visitas-do-dia-390.png'), fullPage: true });
    expect(await seriousViolations(supervisor, 'visitas do dia 390')).toEqual([]);
    await supervisor.setViewportSize(DESKTOP);
    await supervisor.waitForTimeout(600);
    await supervisor.screenshot({ path: join(screenshots, 'visitas-do-dia-1440.png') });
    expect(await seriousViolations(supervisor, 'visitas do dia 1440')).toEqual([]);
    expect(errors).toEqual([]);
  });
});
