import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { api, buildCallPath } from '@rota/contract';
import { SELLER_PERMISSIONS, VISIT_PHOTO_LIMITS, type VisitDay } from '@rota/domain';
import { eq } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitPhotoParts, visitPhotos } from '../../db/schema/index.ts';
import { addSeller, createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { noisePhoto, partsOf, recordVisit } from '../../testing/visit-photo-fixtures.ts';

/** docs/server.md "Visit photos": parts stored once, the photo once, for its company only. */
describe.each(testDatabaseKinds)('visit photos on %s', { timeout: 60_000 }, (kind) => {
  let app: TestApp;
  let tenant: TestTenant;
  let token: string;
  let otherSellerToken: string;
  let managerToken: string;
  let strangerToken: string;

  beforeAll(async () => {
    app = await startTestApp(kind);
    tenant = await createTenant(app, { sellerCode: 'FT' });
    token = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-fotos');
    const other = await addSeller(app, tenant, [...SELLER_PERMISSIONS], 'OUT');
    otherSellerToken = await login(app, tenant.company.id, other.accessToken, 'aparelho-outro');
    const manager = await addSeller(app, tenant, ['canAccessManager'], 'GER');
    managerToken = await login(app, tenant.company.id, manager.accessToken, 'aparelho-gerente');
    const stranger = await createTenant(app, { sellerCode: 'FT' });
    strangerToken = await login(app, stranger.company.id, stranger.accessToken, 'aparelho-estranho');
  });
  afterAll(async () => {
    await app?.close();
  });

  const newVisit = () => recordVisit(app, tenant.company.id, token);
  const sendPart = (visit: string, uuid: string, part: object, as = token) =>
    callApi(app.baseUrl, api.visits.photoPart, { token: as, params: { visit, uuid }, body: part });
  const storedPhotos = (uuid: string) => app.db.select().from(visitPhotos).where(eq(visitPhotos.uuid, uuid));
  const storedParts = (uuid: string) =>
    app.db.select().from(visitPhotoParts).where(eq(visitPhotoParts.photo_uuid, uuid));

  /** Sends a part's request with its whole length announced, then drops the connection halfway. */
  const cutMidPart = (visit: string, uuid: string, part: object) =>
    new Promise<void>((resolve) => {
      const body = Buffer.from(JSON.stringify(part));
      const url = new URL(`/api/${buildCallPath(api.visits.photoPart, { visit, uuid })}`, app.baseUrl);
      const cut = request(url, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': body.length,
        },
      });
      cut.on('error', () => resolve());
      cut.write(body.subarray(0, body.length / 2), () => {
        // Let the server read the half before the phone loses its network.
        setTimeout(() => {
          cut.destroy();
          resolve();
        }, 100);
      });
    });

  it('stores a photo cut in the middle of a part, resumed and with a part sent twice, once and whole', async () => {
    const visit = await newVisit();
    const uuid = randomUUID();
    const photo = noisePhoto();
    const parts = partsOf(photo);
    expect(parts.length).toBeGreaterThanOrEqual(3);
    const [first, second, ...rest] = parts as [(typeof parts)[0], (typeof parts)[0], ...typeof parts];

    const afterFirst = await sendPart(visit, uuid, first);
    expect(afterFirst.body).toEqual({
      data: {
        uuid,
        visit_uuid: visit,
        size: photo.length,
        received: VISIT_PHOTO_LIMITS.partBytes,
        complete: false,
      },
    });
    await cutMidPart(visit, uuid, second);
    expect((await storedParts(uuid)).map((part) => part.offset)).toEqual([0]);
    // The phone did not get an answer for the first part either: it sends it again, then goes on.
    expect((await sendPart(visit, uuid, first)).status).toBe(200);
    for (const part of [second, second, ...rest])
      expect((await sendPart(visit, uuid, part)).status).toBe(200);
    const replayed = await sendPart(visit, uuid, rest.at(-1) ?? second);
    expect(replayed.body).toMatchObject({ data: { received: photo.length, complete: true } });

    const [stored, ...others] = await storedPhotos(uuid);
    expect(others).toEqual([]);
    expect(stored?.content_type).toBe('image/jpeg');
    expect(stored?.data?.equals(photo)).toBe(true);
    expect(await storedParts(uuid)).toEqual([]);

    const read = await callApi(app.baseUrl, api.visits.photo, { token, params: { uuid } });
    expect(read.status).toBe(200);
    const body = read.body as { data: { data: string; content_type: string; size: number } };
    expect(Buffer.from(body.data.data, 'base64').equals(photo)).toBe(true);
    expect(body.data).toMatchObject({ content_type: 'image/jpeg', size: photo.length, visit_uuid: visit });
    // The day's view lists it with its visit, for the manager to open.
    const day = await callApi(app.baseUrl, api.visits.day, {
      token: managerToken,
      query: { date: '2026-11-22', seller: 'FT' },
    });
    const visits = (day.body as { data: VisitDay }).data.sellers[0]?.stops.flatMap((stop) => stop.visits);
    expect(visits?.find((one) => one.uuid === visit)?.photos).toEqual([uuid]);
    // The decoder reads back the picture the phone sent.
    expect(jpeg.decode(Buffer.from(body.data.data, 'base64'))).toMatchObject({ width: 480, height: 400 });
  });

  it('serves a photo to the manager, and 404 to a seller who does not see the client and to another company', async () => {
    const visit = await newVisit();
    const uuid = randomUUID();
    const photo = noisePhoto(40, 30);
    for (const part of partsOf(photo)) expect((await sendPart(visit, uuid, part)).status).toBe(200);

    expect(
      (await callApi(app.baseUrl, api.visits.photo, { token: managerToken, params: { uuid } })).status,
    ).toBe(200);
    for (const reader of [otherSellerToken, strangerToken]) {
      const answer = await callApi(app.baseUrl, api.visits.photo, { token: reader, params: { uuid } });
      expect(answer).toMatchObject({ status: 404, body: { message: 'Foto não encontrada' } });
    }
    // Nor can another company add a part to it, nor a photo to the visit.
    const [part] = partsOf(photo);
    expect((await sendPart(visit, uuid, part ?? {}, strangerToken)).status).toBe(404);
    expect((await sendPart(visit, randomUUID(), part ?? {}, strangerToken)).status).toBe(404);
  });

  it('refuses a file that is not a picture and a photo over the limit with a pt-BR message, and keeps nothing', async () => {
    const visit = await newVisit();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'.repeat(20));
    const notImage = randomUUID();
    const refused = await sendPart(visit, notImage, partsOf(pdf)[0] ?? {});
    expect(refused).toMatchObject({
      status: 422,
      body: { errors: { data: ['O arquivo enviado não é uma foto (JPEG, PNG ou WebP).'] } },
    });
    expect(await storedPhotos(notImage)).toEqual([]);

    const oversized = randomUUID();
    const [start] = partsOf(noisePhoto(40, 30));
    const tooLarge = await sendPart(visit, oversized, { ...start, total_size: 3_200_000 });
    expect(tooLarge).toMatchObject({
      status: 422,
      body: { errors: { total_size: ['A foto tem 3,2 MB; o limite é 2,0 MB.'] } },
    });
    expect(await storedPhotos(oversized)).toEqual([]);
  });

  it('refuses the same photo uuid with another size (409)', async () => {
    const visit = await newVisit();
    const uuid = randomUUID();
    const [first] = partsOf(noisePhoto());
    expect((await sendPart(visit, uuid, first ?? {})).status).toBe(200);
    const changed = await sendPart(visit, uuid, { ...first, total_size: (first?.total_size ?? 0) + 1 });
    expect(changed).toMatchObject({
      status: 409,
      body: { message: 'Esta foto já começou a ser enviada com outro tamanho.' },
    });
  });
});
