import { randomUUID } from 'node:crypto';
import { api } from '@rota/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitPhotos } from '../../db/schema/index.ts';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.ts';
import { createTenant, login, type TestTenant } from '../../testing/tenant.ts';
import { callApi, startTestApp, type TestApp } from '../../testing/test-app.ts';
import { testDatabaseKinds } from '../../testing/test-database.ts';
import { noisePhoto, partsOf, recordVisit } from '../../testing/visit-photo-fixtures.ts';
import { photoObjectKey, s3PhotoStore } from './photo-object-store.ts';

/** docs/server.md "Visit photos": with `PHOTO_S3_*`, whole photos go to the bucket. */
describe.each(testDatabaseKinds)(
  'visit photos in an S3-compatible bucket, on %s',
  { timeout: 60_000 },
  (kind) => {
    let s3: FakeS3;
    let app: TestApp;
    let tenant: TestTenant;
    let token: string;

    beforeAll(async () => {
      s3 = await startFakeS3();
      app = await startTestApp(kind, { photoStore: s3PhotoStore(s3.settings) });
      tenant = await createTenant(app, { sellerCode: 'S3' });
      token = await login(app, tenant.company.id, tenant.accessToken, 'aparelho-s3');
    });
    afterAll(async () => {
      await app?.close();
      await s3?.close();
    });

    const newVisit = () => recordVisit(app, tenant.company.id, token);
    const sendPart = (visit: string, uuid: string, part: object) =>
      callApi(app.baseUrl, api.visits.photoPart, { token, params: { visit, uuid }, body: part });

    it('keeps the whole photo in the bucket and only what it is in the row; reads it back from there', async () => {
      const visit = await newVisit();
      const uuid = randomUUID();
      const photo = noisePhoto();
      for (const part of partsOf(photo)) expect((await sendPart(visit, uuid, part)).status).toBe(200);

      const [row] = await app.db.select().from(visitPhotos).where(eq(visitPhotos.uuid, uuid));
      expect(row).toMatchObject({ content_type: 'image/jpeg', size: photo.length, data: null });
      const inBucket = await s3PhotoStore(s3.settings).get(photoObjectKey(tenant.company.id, uuid));
      expect(inBucket?.equals(photo)).toBe(true);

      const read = await callApi(app.baseUrl, api.visits.photo, { token, params: { uuid } });
      expect(read.status).toBe(200);
      expect(Buffer.from((read.body as { data: { data: string } }).data.data, 'base64').equals(photo)).toBe(
        true,
      );
    });

    it('answers 503 while the bucket is down, keeps the photo incomplete, and stores it once when the part comes again', async () => {
      const visit = await newVisit();
      const uuid = randomUUID();
      const photo = noisePhoto();
      const parts = partsOf(photo);
      const last = parts.pop();
      for (const part of parts) expect((await sendPart(visit, uuid, part)).status).toBe(200);

      await s3.stop();
      try {
        const refused = await sendPart(visit, uuid, last ?? {});
        expect(refused).toMatchObject({
          status: 503,
          body: {
            message: 'O armazenamento de fotos não respondeu; a foto será enviada de novo mais tarde.',
          },
        });
        const [row] = await app.db.select().from(visitPhotos).where(eq(visitPhotos.uuid, uuid));
        expect(row?.completed_at).toBeNull();
        expect((await callApi(app.baseUrl, api.visits.photo, { token, params: { uuid } })).status).toBe(404);
      } finally {
        await s3.start();
      }

      const again = await sendPart(visit, uuid, last ?? {});
      expect(again.body).toMatchObject({ data: { received: photo.length, complete: true } });
      const read = await callApi(app.baseUrl, api.visits.photo, { token, params: { uuid } });
      expect(Buffer.from((read.body as { data: { data: string } }).data.data, 'base64').equals(photo)).toBe(
        true,
      );
    });

    it('is refused by the bucket with keys it does not know, which the caller reads as a 503', async () => {
      const stranger = s3PhotoStore({ ...s3.settings, accessKeyId: 'CHAVE-DESCONHECIDA' });
      await expect(stranger.put('visit-photos/1/x', Buffer.from('abc'), 'image/jpeg')).rejects.toMatchObject({
        kind: 'unavailable',
        message: 'O armazenamento de fotos não respondeu; a foto será enviada de novo mais tarde.',
      });
      await expect(s3PhotoStore(s3.settings).get('visit-photos/1/x')).resolves.toBeNull();
    });
  },
);
