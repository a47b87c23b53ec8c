import { randomUUID } from 'node:crypto';
import { api } from '@rota/contract';
import { VISIT_PHOTO_LIMITS } from '@rota/domain';
import jpeg from 'jpeg-js';
import { expect } from 'vitest';
import { clientBody } from './client-builders.ts';
import { callApi, type TestApp } from './test-app.ts';

/**
 * A real JPEG (jpeg-js, a JPEG/JFIF encoder nobody here wrote) of coloured noise, which compresses
 * badly: 480×400 at quality 92 is well over two parts.
 */
export function noisePhoto(width = 480, height = 400): Buffer {
  const data = Buffer.alloc(width * height * 4);
  let seed = 7;
  for (let i = 0; i < data.length; i += 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    data[i] = i % 4 === 3 ? 255 : seed >> 23;
  }
  return Buffer.from(jpeg.encode({ data, width, height }, 92).data);
}

/** A photo's parts as the phone sends them (`PUT visits/{visit}/photos/{uuid}` bodies). */
export function partsOf(photo: Buffer): { offset: number; total_size: number; data: string }[] {
  const parts: { offset: number; total_size: number; data: string }[] = [];
  for (let offset = 0; offset < photo.length; offset += VISIT_PHOTO_LIMITS.partBytes) {
    const bytes = photo.subarray(offset, offset + VISIT_PHOTO_LIMITS.partBytes);
    parts.push({ offset, total_size: photo.length, data: bytes.toString('base64') });
  }
  return parts;
}

/** A new client of the seller and a visit to it without a sale, on the server; answers the visit's uuid. */
export async function recordVisit(app: TestApp, companyId: number, token: string): Promise<string> {
  const client = clientBody(companyId);
  expect((await callApi(app.baseUrl, api.clients.create, { token, body: client })).status).toBe(200);
  const visit = randomUUID();
  const answer = await callApi(app.baseUrl, api.clients.visited, {
    token,
    params: { id: client.uuid },
    body: {
      uuid: visit,
      visited_at: '2026-11-22T10:00:00-03:00',
      outcome: { outcome: 'no_sale', reason: 'Cliente fechado', note: null },
    },
  });
  expect(answer.status).toBe(200);
  return visit;
}
