import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { POSITION_PROBLEM_MESSAGES, VISIT_PHOTO_LIMITS } from '@rota/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { routeByName } from '#lib/routes/index.ts';
import { renderPage } from '#testing/render-page.tsx';
import { fixAt, openClient, storeClient, stubPosition } from '../testing/client-page.tsx';
import { fakeRecordServer } from '../testing/record-server.ts';
import { setOnline, startRecordSession } from '../testing/record-session.ts';
import { ClientUpdatePage } from './client-update-page.tsx';

// jsdom draws no pictures: the compression (a canvas in Chromium, measured in the e2e and the
// bench) hands the file on as it is, and fails for a file named "quebrada".
vi.mock('#lib/device/compress-photo.ts', () => ({
  compressPhoto: vi.fn(async (file: File) => {
    if (file.name.includes('quebrada')) throw new Error('not a picture');
    return { uuid: crypto.randomUUID(), blob: file, size: file.size };
  }),
}));
URL.createObjectURL = () => 'blob:foto';
URL.revokeObjectURL = () => undefined;

/** A "photo" of `size` bytes, each its index mod 251, so parts put back in order are checked. */
const photoFile = (name: string, size: number) =>
  new File([Uint8Array.from({ length: size }, (_, i) => i % 251)], name, { type: 'image/jpeg' });

// The stored client (makeClient) stands at -23.5614, -46.6559. A degree of latitude is
// 6371 km × π / 180 = 111.195 km on the haversine's sphere, so 0.00035973° north is 40 m and
// 0.0089932° is 1 km (the company's radius is 300 m until it sets one).
const CLIENT = { lat: -23.5614, long: -46.6559 };
const NORTH_40_M = CLIENT.lat + 0.00035973;
const NORTH_1_KM = CLIENT.lat + 0.0089932;

interface VisitBody {
  uuid: string;
  visited_at: string;
  outcome: unknown;
  check_in: {
    lat: number | null;
    long: number | null;
    accuracy_m: number | null;
    problem: string | null;
  } | null;
  check_out: { lat: number | null; accuracy_m: number | null; problem: string | null } | null;
  radius_reason: string | null;
}

async function queuedVisit(): Promise<VisitBody> {
  const entries = (await myPwaDb.outbox.toArray()).filter((entry) => entry.call === 'clients.visited');
  expect(entries).toHaveLength(1);
  return entries[0]?.body as VisitBody;
}

/** "Iniciar visita" on the client page: the dialog, once the position was read. */
async function startDialog(user: Awaited<ReturnType<typeof openClient>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Iniciar visita' }));
  const dialog = await screen.findByRole('dialog', { name: 'Iniciar visita' });
  await waitFor(() => expect(within(dialog).queryByText('Obtendo sua localização…')).toBeNull());
  return dialog;
}

/** "Encerrar visita" on the started visit's card, then the outcome dialog. */
async function endDialog(user: Awaited<ReturnType<typeof openClient>>['user']) {
  await user.click(
    within(await screen.findByTestId('open-visit')).getByRole('button', { name: 'Encerrar visita' }),
  );
  return screen.findByRole('dialog', { name: 'Encerrar visita' });
}

/** A visit started at the door, then "Encerrar visita" and its photo field's file input. */
async function photoDialog() {
  const client = await storeClient();
  stubPosition((ok) => ok(fixAt(NORTH_40_M, CLIENT.long, 12)));
  const { user } = await openClient(client.uuid);
  await user.click(within(await startDialog(user)).getByRole('button', { name: 'Iniciar visita' }));
  const dialog = await endDialog(user);
  const input = dialog.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('sem campo de foto');
  return { client, user, dialog, input };
}

beforeEach(async () => {
  await startRecordSession();
  fakeRecordServer();
  setOnline(false);
});
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('Iniciar visita and Encerrar visita (docs/domain.md "Visits in the field")', () => {
  it('inside the radius: starts at a tap, nothing sent; ending sends one visit with both positions and offers the sale', async () => {
    const client = await storeClient();
    let calls = 0;
    const position = stubPosition((ok) => {
      calls += 1;
      ok(calls === 1 ? fixAt(NORTH_40_M, CLIENT.long, 12.4) : fixAt(CLIENT.lat, CLIENT.long, 8));
    });
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    expect(within(dialog).getByTestId('check-in-distance').textContent).toBe(
      'Você está a 40 m do cliente (precisão de 12 m).',
    );
    // A fresh GPS fix at the door, never a cached one.
    expect(position.mock.calls[0]?.[2]).toMatchObject({ enableHighAccuracy: true, maximumAge: 0 });
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));

    const card = await screen.findByTestId('open-visit');
    expect(card.textContent).toMatch(/^Visita em andamento desde \d{2}:\d{2} \(0 min\)/);
    expect(within(card).queryByTestId('open-visit-flags')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Iniciar visita' })).toBeNull();
    expect(await myPwaDb.outbox.count()).toBe(0);
    const [kept] = await myPwaDb.drafts.toArray();
    expect(kept?.key).toBe(`visit:${client.uuid}`);

    const end = await endDialog(user);
    await user.click(within(end).getByRole('button', { name: 'Encerrar visita' }));
    expect((await screen.findByTestId('visit-saved')).textContent).toContain('Visita registrada');
    expect(screen.getByRole('link', { name: 'Abrir venda' }).getAttribute('href')).toBe(
      `/admin/checkout/${client.uuid}`,
    );
    const body = await queuedVisit();
    expect(body).toMatchObject({
      uuid: (kept?.values as { uuid: string } | undefined)?.uuid,
      outcome: { outcome: 'sale', note: null },
      check_in: { lat: NORTH_40_M, long: CLIENT.long, accuracy_m: 12, problem: null },
      check_out: { lat: CLIENT.lat, accuracy_m: 8, problem: null },
      radius_reason: null,
    });
    expect((await myPwaDb.clients.get(client.uuid))?.last_visit).toBe(body.visited_at);
    // The started visit is forgotten with the queueing: the page offers a new one.
    expect(await myPwaDb.drafts.count()).toBe(0);
    await waitFor(() => expect(screen.queryByTestId('open-visit')).toBeNull());
  });

  it('1 km away: asks why before starting, flags the visit and sends the reason with it', async () => {
    const client = await storeClient();
    stubPosition((ok) => ok(fixAt(NORTH_1_KM, CLIENT.long, 10)));
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    expect(within(dialog).getByTestId('check-in-distance').textContent).toBe(
      'Você está a 1,0 km do cliente (precisão de 10 m).',
    );
    expect(dialog.textContent).toContain('Você está fora do raio de 300 m do cliente.');
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    expect(
      await within(dialog).findByText('Diga por que a visita começa fora do raio do cliente'),
    ).toBeTruthy();
    expect(await myPwaDb.drafts.count()).toBe(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Motivo de estar fora do raio/ }),
      'Cliente na feira',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    const card = await screen.findByTestId('open-visit');
    expect(within(card).getByTestId('open-visit-flags').textContent).toBe(
      'Sinalizada ao supervisor: Fora do raio do cliente',
    );

    const end = await endDialog(user);
    await user.click(within(end).getByRole('radio', { name: 'Sem venda' }));
    await user.click(within(end).getByRole('combobox', { name: /^Motivo/ }));
    await user.click(await within(end).findByRole('option', { name: 'Responsável ausente' }));
    await user.click(within(end).getByRole('button', { name: 'Encerrar visita' }));
    await screen.findByTestId('visit-saved');
    expect(screen.queryByRole('link', { name: 'Abrir venda' })).toBeNull();
    expect(await queuedVisit()).toMatchObject({
      outcome: { outcome: 'no_sale', reason: 'Responsável ausente' },
      check_in: { lat: NORTH_1_KM, accuracy_m: 10, problem: null },
      radius_reason: 'Cliente na feira',
    });
    // The reading never moves the client.
    expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({ lat: client.lat, long: client.long });
  });

  it('location denied: says so in pt-BR and starts all the same, flagged, with no position', async () => {
    const client = await storeClient();
    stubPosition((_ok, fail) => fail({ code: 1, message: 'denied' } as GeolocationPositionError));
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    expect(dialog.textContent).toContain(POSITION_PROBLEM_MESSAGES.denied);
    expect(within(dialog).getByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    const card = await screen.findByTestId('open-visit');
    expect(within(card).getByTestId('open-visit-flags').textContent).toBe(
      'Sinalizada ao supervisor: Sem localização',
    );
    const end = await endDialog(user);
    await user.click(within(end).getByRole('button', { name: 'Encerrar visita' }));
    await screen.findByTestId('visit-saved');
    expect(await queuedVisit()).toMatchObject({
      check_in: { lat: null, long: null, accuracy_m: null, problem: 'denied' },
      check_out: { problem: 'denied' },
      radius_reason: null,
    });
  });

  it('a poor reading is said and flagged; "Tentar de novo" reads again', async () => {
    const client = await storeClient();
    let calls = 0;
    stubPosition((ok) => {
      calls += 1;
      ok(fixAt(NORTH_40_M, CLIENT.long, calls === 1 ? 250 : 15));
    });
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    expect(dialog.textContent).toContain('A localização está imprecisa (250 m)');
    await user.click(within(dialog).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('check-in-distance').textContent).toBe(
        'Você está a 40 m do cliente (precisão de 15 m).',
      ),
    );
    expect(dialog.textContent).not.toContain('imprecisa');
  });

  it('a client without coordinates may take an accurate check-in as its own, when the seller ticks it', async () => {
    const client = await storeClient({ lat: null, long: null });
    stubPosition((ok) => ok(fixAt(-23.5614123456, -46.65591, 9.6)));
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    expect(within(dialog).getByTestId('check-in-distance').textContent).toBe(
      'Este cliente não tem coordenadas no cadastro: a distância não pode ser medida.',
    );
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'Gravar esta posição como a do cliente (precisão de 10 m)',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    await screen.findByTestId('open-visit');
    await waitFor(async () =>
      expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({
        lat: '-23.56141235',
        long: '-46.65591000',
      }),
    );
    const [update] = await myPwaDb.outbox.toArray();
    expect(update).toMatchObject({ call: 'clients.update', uuid: client.uuid });
  });

  it('left unticked, a client without coordinates keeps none', async () => {
    const client = await storeClient({ lat: null, long: null });
    stubPosition((ok) => ok(fixAt(-23.5614123456, -46.65591, 9.6)));
    const { user } = await openClient(client.uuid);
    const dialog = await startDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    expect((await screen.findByTestId('open-visit')).textContent).toContain('Cliente sem coordenadas');
    expect(await myPwaDb.clients.get(client.uuid)).toMatchObject({ lat: null, long: null });
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('a started visit survives leaving the page; "Cancelar visita" forgets it without sending anything', async () => {
    const client = await storeClient();
    stubPosition((ok) => ok(fixAt(NORTH_40_M, CLIENT.long, 12)));
    const first = await openClient(client.uuid);
    await first.user.click(
      within(await startDialog(first.user)).getByRole('button', { name: 'Iniciar visita' }),
    );
    await screen.findByTestId('open-visit');
    cleanup();

    const { user } = await openClient(client.uuid);
    const card = await screen.findByTestId('open-visit');
    await user.click(within(card).getByRole('button', { name: 'Cancelar visita' }));
    await screen.findByRole('button', { name: 'Iniciar visita' });
    expect(await myPwaDb.drafts.count()).toBe(0);
    expect(await myPwaDb.outbox.count()).toBe(0);
  });

  it('without a sale the reason is required, and a note for "Outro"', async () => {
    const client = await storeClient();
    stubPosition((ok) => ok(fixAt(NORTH_40_M, CLIENT.long, 12)));
    const { user } = await openClient(client.uuid);
    await user.click(within(await startDialog(user)).getByRole('button', { name: 'Iniciar visita' }));
    const dialog = await endDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Sem venda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar visita' }));
    expect(await within(dialog).findByText('Escolha o motivo da visita sem venda')).toBeTruthy();
    expect(await myPwaDb.outbox.count()).toBe(0);

    await user.click(within(dialog).getByRole('combobox', { name: /^Motivo/ }));
    await user.click(await within(dialog).findByRole('option', { name: 'Outro' }));
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar visita' }));
    expect(await within(dialog).findByText('Conte o que aconteceu na visita')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /^Observação/ }), 'Loja em reforma');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar visita' }));
    await screen.findByTestId('visit-saved');
    expect((await queuedVisit()).outcome).toEqual({
      outcome: 'no_sale',
      reason: 'Outro',
      note: 'Loja em reforma',
    });
  });

  it('"Iniciar visita" from the day\'s route opens the check-in on arrival, once, and not over a visit under way', async () => {
    const client = await storeClient();
    stubPosition((ok) => ok(fixAt(NORTH_40_M, CLIENT.long, 12)));
    const path = `/admin/clients/update/${client.uuid}/see`;
    const first = renderPage(
      <ClientUpdatePage />,
      routeByName('clients.update').path,
      `${path}?visita=iniciar`,
      true,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar visita' });
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    await waitFor(() => expect(within(dialog).queryByText('Obtendo sua localização…')).toBeNull());
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Iniciar visita' }));
    await screen.findByTestId('open-visit');
    cleanup();

    const again = renderPage(
      <ClientUpdatePage />,
      routeByName('clients.update').path,
      `${path}?visita=iniciar`,
      true,
    );
    await screen.findByTestId('open-visit');
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog', { name: 'Iniciar visita' })).toBeNull();
  });
});

describe('photos of a visit (docs/domain.md "Visits in the field")', () => {
  it('queues each photo in parts behind its visit, which put back together are the photo', async () => {
    const { client, user, dialog, input } = await photoDialog();
    const big = photoFile('loja.jpg', VISIT_PHOTO_LIMITS.partBytes * 2 + 100);
    const small = photoFile('gondola.jpg', 5_000);
    await user.upload(input, [big, small]);
    const listed = await within(dialog).findAllByTestId('visit-photo');
    expect(listed.map((item) => item.textContent)).toEqual([
      '262 KB, pronta para envio',
      '5 KB, pronta para envio',
    ]);
    expect(within(dialog).getByText('2 de 5')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Encerrar visita' }));
    await screen.findByTestId('visit-saved');
    const entries = await myPwaDb.outbox.orderBy('id').toArray();
    expect(entries.map((entry) => entry.call)).toEqual([
      'clients.visited',
      'visits.photoPart',
      'visits.photoPart',
      'visits.photoPart',
      'visits.photoPart',
    ]);
    const visitUuid = (entries[0]?.body as { uuid: string } | undefined)?.uuid;
    const parts = entries.slice(1);
    // Behind the visit, under the client: the push keeps them in order, a refused visit holds them.
    expect(parts.every((part) => part.uuid === client.uuid && part.params?.visit === visitUuid)).toBe(true);
    const photoUuids = [...new Set(parts.map((part) => String(part.params?.uuid)))];
    expect(photoUuids).toHaveLength(2);
    for (const [uuid, file] of [
      [photoUuids[0], big],
      [photoUuids[1], small],
    ] as const) {
      const bodies = parts
        .filter((part) => part.params?.uuid === uuid)
        .map((part) => part.body as { offset: number; total_size: number; data: string });
      expect(bodies.map((body) => body.offset)).toEqual(
        file === big ? [0, VISIT_PHOTO_LIMITS.partBytes, VISIT_PHOTO_LIMITS.partBytes * 2] : [0],
      );
      expect(bodies.every((body) => body.total_size === file.size)).toBe(true);
      const joined = Buffer.concat(bodies.map((body) => Buffer.from(body.data, 'base64')));
      expect(joined.equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    }
  });

  it('takes a photo out again, says which file is not a picture, and takes no more than five', async () => {
    const { user, dialog, input } = await photoDialog();
    await user.upload(input, [photoFile('a.jpg', 1_000), photoFile('quebrada.jpg', 10)]);
    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'Não foi possível ler “quebrada.jpg” como foto. Escolha uma imagem JPEG, PNG ou WebP.',
    );
    expect(await within(dialog).findAllByTestId('visit-photo')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remover a foto 1' }));
    expect(within(dialog).queryAllByTestId('visit-photo')).toHaveLength(0);

    await user.upload(
      input,
      Array.from({ length: 6 }, (_, n) => photoFile(`f${n}.jpg`, 100)),
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('visit-photo')).toHaveLength(5));
    expect(within(dialog).getByRole('alert').textContent).toBe('Uma visita leva no máximo 5 fotos.');
    expect(within(dialog).getByRole('button', { name: 'Tirar ou escolher foto' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
