import { decodedLength } from '@rota/domain';
import type { OutboxRow } from '#lib/db/my-pwa-db.ts';

/** The photo data this device still holds to send: how many photos, and their bytes. */
export interface UnsentPhotos {
  photos: number;
  bytes: number;
}

/**
 * Reads it off the outbox's photo parts (`visits.photoPart`, one entry per part): the photos are
 * the distinct photo uuids, the bytes what the parts carry. A body an older version queued
 * without readable data counts nothing rather than breaking the screen.
 */
export function unsentPhotos(rows: readonly Pick<OutboxRow, 'call' | 'params' | 'body'>[]): UnsentPhotos {
  const photos = new Set<string>();
  let bytes = 0;
  for (const row of rows) {
    if (row.call !== 'visits.photoPart') continue;
    const data = (row.body as { data?: unknown } | null)?.data;
    if (typeof data !== 'string') continue;
    photos.add(String(row.params?.uuid));
    bytes += decodedLength(data);
  }
  return { photos: photos.size, bytes };
}
