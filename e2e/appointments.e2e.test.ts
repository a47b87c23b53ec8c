/**
 * Apontamentos in real Chromium on a landscape tablet (1024×768), as the demo appointments user
 * (Fábio), against the real server and its demo factory: the operator finds an OP while online,
 * then the network goes for the whole sequence — start, pause with a reason, resume, finish with
 * quantities — and the tablet keeps going from its own store and outbox; back online, the outbox
 * sends the day in order and the server holds the appointment once, with the order's totals moved.
 * Screenshots are kept in test-results/e2e-screenshots/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForHistory } from './harness/demo-login.ts';
import { launchBrowser } from './harness/launch-browser.ts';
import { goOffline, goOnline } from './harness/network.ts';
import { repoPaths } from './harness/repo-paths.ts';
import { type RunningServer, startServer } from './harness/start-server.ts';
import { AppointmentsPage } from './pages/appointments-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { NewCompanyPage } from './pages/new-company-page.ts';
import { closeNotifications } from './pages/notifications.ts';
import { OutboxPage } from './pages/outbox-page.ts';

const DEMO_CNPJ = '45723174000110';
const FABIO_TOKEN = 'demo-fabio-2026';
const SYNC_TIMEOUT_MS = 90_000;
const TABLET = { width: 1024, height: 768 };
const screenshots = join(repoPaths.root, 'test-results', 'e2e-screenshots');

interface OrderAnswer {
  data: {
    quantity_planned: number;
    quantity_produced: number;
    quantity_scrap: number;
    status: string;
    appointments: {
      uuid: string;
      machine_id: number;
      finished_at: string | null;
      quantity: number;
      quantity_scrap: number;
      pauses: { finished_at: string | null }[];
    }[];
  };
}

describe('appointments on a shared tablet, in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  /** A session of Fábio on another device, to read what the server holds. */
  let apiToken: string;

  const api = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${server.baseUrl}/api/${path}`, {
      headers: { authorization: `Bearer ${apiToken}` },
    });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  };

  beforeAll(async () => {
    mkdirSync(screenshots, { recursive: true });
    [server, browser] = await Promise.all([startServer({ env: { SEED_DEMO: '1' } }), launchBrowser()]);
    const company = (await (await fetch(`${server.baseUrl}/api/companies/${DEMO_CNPJ}/cnpj`)).json()) as {
      data: { id: number };
    };
    const login = await fetch(`${server.baseUrl}/api/devices/used-token`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: FABIO_TOKEN, deviceId: 'e2e-reader', company_id: company.data.id }),
    });
    apiToken = ((await login.json()) as { data: { session_token: string } }).data.session_token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('finds an OP, then offline starts, pauses with a reason, resumes and finishes; online, the server has it once', async () => {
    const before = await api<OrderAnswer>('order-production/7010');
    expect(before.data.status).toBe('Planejada');
    const machines = await api<{ data: { id: number; code_erp: string }[] }>('order-production/machines');
    const mq07 = machines.data.find((machine) => machine.code_erp === 'MQ07')?.id;

    const context = await browser.newContext({
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      viewport: TABLET,
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const newCompany = new NewCompanyPage(page, server.baseUrl);
      await newCompany.goto();
      await newCompany.register(DEMO_CNPJ);
      const login = new LoginPage(page, server.baseUrl);
      await login.waitForForm();
      await login.submit(FABIO_TOKEN);
      await page.waitForFunction(() => window.location.hash === '#/apoint', undefined, {
        timeout: SYNC_TIMEOUT_MS,
      });
      await waitForHistory(page);
      await closeNotifications(page);

      const screen = new AppointmentsPage(page, server.baseUrl);
      const outbox = new OutboxPage(page, server.baseUrl);
      await screen.opField.waitFor();
      // The factory's machines right now, from the server's day: four busy, MQ07 free.
      await screen.machineEntry('MQ01').getByText('Produzindo').waitFor();
      expect(await screen.machineEntry('MQ07').textContent()).toContain('Livre');

      await screen.chooseStation('Juliana Ramos', 'MQ07');
      await screen.findOrder('7010');
      const planned = `${before.data.quantity_planned} `;
      expect((await screen.orderFigures()).Planejado).toMatch(new RegExp(`^${planned}`));
      expect(await screen.orderStatus()).toBe('Planejada');
      await outbox.waitForStatus('Sincronização: tudo enviado');

      // The network goes for the whole sequence.
      await goOffline(context);
      await outbox.offlineBanner.waitFor();

      await screen.startButton.click();
      await screen.pauseButton.waitFor();
      // The timer runs from the appointment's start (computed, not counted).
      await expect.poll(() => screen.timer.textContent(), { timeout: 5_000 }).toMatch(/^00:00:0[1-9]$/);
      expect(await screen.orderStatus()).toBe('Em produção');
      await page.screenshot({ path: join(screenshots, 'apontamentos-em-andamento-tablet.png') });

      await screen.pause('Falta de matéria-prima');
      await page.getByText('Parada: Falta de matéria-prima').waitFor();
      expect(await screen.orderStatus()).toBe('Pausada');
      expect(await screen.machineEntry('MQ07').textContent()).toContain('Parada');
      await page.screenshot({ path: join(screenshots, 'apontamentos-parado-tablet.png') });

      await screen.resume();
      await screen.finish(120, 3, 'Queimado no forno');
      await screen.startButton.waitFor();
      const figures = await screen.orderFigures();
      expect(figures.Produzido).toMatch(/^120 /);
      expect(figures.Refugo).toMatch(/^3 /);
      expect(figures.Falta).toMatch(new RegExp(`^${before.data.quantity_planned - 120} `));
      const [entry] = await screen.dayEntries();
      expect(entry).toContain('OP 7010 · MQ07');
      expect(entry).toContain('120 boas');
      expect(entry).toContain('Aguardando envio');
      await outbox.waitForStatus('Sincronização: sem conexão, 4 pendências de envio');
      await page.screenshot({ path: join(screenshots, 'apontamentos-finalizado-offline-tablet.png') });

      // Back online: the outbox sends the four writes of the appointment in order.
      await goOnline(context);
      await outbox.waitForStatus('Sincronização: tudo enviado', 30_000);
      await screen.operatorDay.getByText('Enviado').first().waitFor();
      expect(errors).toEqual([]);
      await page.screenshot({ path: join(screenshots, 'apontamentos-enviado-tablet.png') });
    } finally {
      await context.close();
    }

    const after = await api<OrderAnswer>('order-production/7010');
    const ours = after.data.appointments.filter((appointment) => appointment.machine_id === mq07);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({ quantity: 120, quantity_scrap: 3 });
    expect(ours[0]?.finished_at).not.toBeNull();
    expect(ours[0]?.pauses).toHaveLength(1);
    expect(ours[0]?.pauses[0]?.finished_at).not.toBeNull();
    expect(after.data).toMatchObject({
      quantity_produced: before.data.quantity_produced + 120,
      quantity_scrap: before.data.quantity_scrap + 3,
      status: 'Em produção',
    });
  });
});
