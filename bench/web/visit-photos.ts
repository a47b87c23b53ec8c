import type { Browser, Page } from 'playwright-core';
import { cameraPhoto } from '../../e2e/harness/camera-photo.ts';
import {
  ANA_TOKEN,
  CARLA_TOKEN,
  DEMO_CNPJ,
  registerDemoAndLogin,
  SYNC_TIMEOUT_MS,
} from '../../e2e/harness/demo-login.ts';
import { readOutbox, waitForEmptyOutbox } from '../../e2e/harness/device-outbox.ts';
import { readStore } from '../../e2e/harness/device-store.ts';
import { goOffline, goOnline } from '../../e2e/harness/network.ts';
import { loginSeller } from '../../e2e/harness/seller-api.ts';
import { ClientViewPage } from '../../e2e/pages/client-view-page.ts';
import { OutboxPage } from '../../e2e/pages/outbox-page.ts';

export interface VisitPhotosBench {
  /** Each run: from choosing a 12-MP photo in "Encerrar visita" to it listed, made small. */
  compressMs: number[];
  /** What one 12-MP photo became, in bytes to the KB (the last run's, as the screen says it). */
  compressedBytes: number;
  originalBytes: number;
  photos: number;
  /** The photos' parts in the outbox. */
  parts: number;
  /** From going online to the outbox empty: the visits and their photos, sent. */
  pushMs: number;
  /** The photos the server holds afterwards, whole (should be `photos`). */
  onServer: number;
}

const PER_VISIT = 5;

interface StoredClient {
  uuid: string;
  lat: string | null;
  long: string | null;
  inative: number;
  code_erp_seller: string | null;
}

/** Starts a visit at the client's door and opens "Encerrar visita" without a sale. */
async function openEndVisit(page: Page, view: ClientViewPage, client: StoredClient): Promise<void> {
  await page
    .context()
    .setGeolocation({ latitude: Number(client.lat), longitude: Number(client.long), accuracy: 10 });
  await view.goto(client.uuid);
  await view.startVisit();
  await view.openVisit.getByRole('button', { name: 'Encerrar visita' }).click();
  await view.visitDialog.waitFor();
}

/**
 * Visit photos on the device (docs/bench.md "Visit photos"), in Chromium with the real screens on
 * the demo company: Ana chooses a 12-MP camera photo (4000×3000, some megabytes, drawn by Chromium)
 * in "Encerrar visita" and the time runs until the screen lists it made small
 * (`browser-image-compression`, the page's own thread) — `runs` times, the photo taken out between.
 * Then, offline, four visits of five such photos are ended (20 photos, each in parts in the
 * outbox), and the time runs from going online until the outbox is empty; the server is asked
 * (as Carla, `GET visits/day`) how many of them it holds whole.
 */
export async function measureVisitPhotos(
  browser: Browser,
  baseUrl: string,
  runs = 3,
): Promise<VisitPhotosBench> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 390, height: 844 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  try {
    await registerDemoAndLogin(page, baseUrl, ANA_TOKEN);
    const outbox = new OutboxPage(page, baseUrl);
    await outbox.waitForStatus('Sincronização: tudo enviado', SYNC_TIMEOUT_MS);
    const clients = (await readStore<StoredClient>(page, 'clients')).filter(
      (row) => row.inative === 0 && row.code_erp_seller === 'V001' && row.lat && row.long,
    );
    if (clients.length < 4) throw new Error('a demo sem quatro clientes da Ana com coordenadas');
    const view = new ClientViewPage(page, baseUrl);
    const photo = await cameraPhoto(page);

    await openEndVisit(page, view, clients[0] as StoredClient);
    const input = view.visitDialog.locator('input[type="file"]');
    const compressMs: number[] = [];
    let compressedBytes = 0;
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      await input.setInputFiles([photo]);
      await view.visitPhotos.first().waitFor({ timeout: 60_000 });
      compressMs.push(performance.now() - started);
      // As the screen says it ("278 KB, pronta para envio"): the app's CSP keeps blob: URLs from fetch.
      const listed = (await view.visitPhotos.first().textContent()) ?? '';
      compressedBytes = Number(/^(\d+) KB/.exec(listed)?.[1] ?? Number.NaN) * 1_000;
      await view.visitDialog.getByRole('button', { name: 'Remover a foto 1' }).click();
      await view.visitPhotos.first().waitFor({ state: 'detached' });
    }
    await view.visitDialog.getByRole('button', { name: 'Cancelar' }).click();
    await view.openVisit.getByRole('button', { name: 'Cancelar visita' }).click();
    await view.openVisit.waitFor({ state: 'detached' });

    await goOffline(context);
    const visited = clients.slice(0, 4);
    for (const client of visited) {
      await openEndVisit(page, view, client);
      await view.visitDialog.getByText('Sem venda', { exact: true }).click();
      await view.visitDialog.getByRole('combobox', { name: /^Motivo/ }).click();
      await page.getByRole('option', { name: 'Cliente fechado' }).click();
      await input.setInputFiles(
        Array.from({ length: PER_VISIT }, (_, n) => ({ ...photo, name: `foto-${n}.jpg` })),
      );
      await view.visitPhotos.nth(PER_VISIT - 1).waitFor({ timeout: 120_000 });
      await view.visitDialog.getByRole('button', { name: 'Encerrar visita', exact: true }).click();
      await view.visitSaved.waitFor();
      await view.visitSaved.getByRole('button', { name: 'Fechar' }).click();
    }
    const parts = (await readOutbox(page)).filter((entry) => entry.call === 'visits.photoPart').length;

    const started = performance.now();
    await goOnline(context);
    const pushMs = await waitForEmptyOutbox(page, started);

    const carla = await loginSeller(baseUrl, DEMO_CNPJ, CARLA_TOKEN, 'bench-fotos-carla');
    const day = await fetch(`${baseUrl}/api/visits/day?seller=V001`, {
      headers: { authorization: `Bearer ${carla}`, accept: 'application/json' },
    });
    const { data } = (await day.json()) as {
      data: { sellers: { stops: { client_uuid: string; visits: { photos: string[] }[] }[] }[] };
    };
    const uuids = new Set(visited.map((client) => client.uuid));
    const onServer = (data.sellers[0]?.stops ?? [])
      .filter((stop) => uuids.has(stop.client_uuid))
      .flatMap((stop) => stop.visits.flatMap((visit) => visit.photos)).length;
    return {
      compressMs,
      compressedBytes,
      originalBytes: photo.buffer.length,
      photos: visited.length * PER_VISIT,
      parts,
      pushMs,
      onServer,
    };
  } finally {
    await context.close();
  }
}
