import {
  can,
  partsComplete,
  VISIT_PHOTO_TYPES,
  type VisitPhoto,
  type VisitPhotoPart,
  type VisitPhotoType,
  type VisitPhotoUpload,
  visitPhotoMessages,
} from '@rota/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../errors/service-error.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { ownsClient } from './clients.service.ts';
import { type PhotoObjectStore, photoObjectKey, photoStoreMessages } from './photo-object-store.ts';
import {
  completePhoto,
  findCompletePhoto,
  findPhotoForUpdate,
  findVisitWithClient,
  heldParts,
  insertPhoto,
  partBytes,
  storePart,
} from './visit-photos.repository.ts';

export const visitPhotoServiceMessages = {
  visitNotFound: 'Visita não encontrada',
  photoNotFound: 'Foto não encontrada',
} as const;

/** The picture type the bytes say they are (their magic numbers), if it is one the server keeps. */
async function pictureType(bytes: Buffer): Promise<VisitPhotoType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return VISIT_PHOTO_TYPES.find((type) => type === found?.mime) ?? null;
}

const notAnImage = () => unprocessable({ data: [visitPhotoMessages.notAnImage] });

/**
 * `PUT visits/{visit}/photos/{uuid}` (docs/server.md "Visit photos"): keeps one part of a photo
 * of a visit the caller may see. Each part is stored once by its offset, so a part sent again
 * after a lost answer changes nothing and a cut upload goes on from the parts held; the part that
 * completes it stores the photo, once. The first part must start like a JPEG, PNG or WebP, and
 * the whole photo must read as one: a 422 otherwise, before anything is kept. A photo already
 * stored answers as stored, whatever part comes again. With an S3-compatible `store` the whole
 * photo goes there and the row keeps only what it is.
 */
export async function receivePhotoPart(
  db: Database,
  auth: SessionAuth,
  params: { visit: string; uuid: string },
  part: VisitPhotoPart,
  now: Date,
  store: PhotoObjectStore | null = null,
): Promise<VisitPhotoUpload> {
  return db.transaction(async (tx) => {
    const visit = await findVisitWithClient(tx, params.visit);
    if (!visit || !ownsClient(auth, visit)) throw notFound(visitPhotoServiceMessages.visitNotFound);
    await insertPhoto(tx, {
      uuid: params.uuid,
      companyId: auth.companyId,
      visitUuid: params.visit,
      size: part.total_size,
      now,
    });
    const photo = await findPhotoForUpdate(tx, params.uuid);
    if (!photo || photo.company_id !== auth.companyId)
      throw notFound(visitPhotoServiceMessages.photoNotFound);
    if (photo.visit_uuid !== params.visit) throw conflict(visitPhotoMessages.otherVisit);
    if (photo.size !== part.total_size) throw conflict(visitPhotoMessages.sizeChanged);
    const answer = (received: number, complete: boolean): VisitPhotoUpload => ({
      uuid: photo.uuid,
      visit_uuid: photo.visit_uuid,
      size: photo.size,
      received,
      complete,
    });
    if (photo.completed_at !== null) return answer(photo.size, true);

    const bytes = Buffer.from(part.data, 'base64');
    if (part.offset === 0 && (await pictureType(bytes)) === null) throw notAnImage();
    await storePart(tx, photo.uuid, part.offset, bytes);
    const parts = await heldParts(tx, photo.uuid);
    const received = parts.reduce((sum, held) => sum + held.length, 0);
    if (!partsComplete(parts, photo.size)) return answer(received, false);

    const whole = Buffer.concat(await partBytes(tx, photo.uuid));
    const contentType = await pictureType(whole);
    if (contentType === null) throw notAnImage();
    // Into the bucket before the row says the photo is whole: a bucket that fails is a 503 and
    // the part comes again; a put whose commit then fails is put again under the same key.
    if (store) await store.put(photoObjectKey(photo.company_id, photo.uuid), whole, contentType);
    await completePhoto(tx, photo.uuid, { data: store ? null : whole, contentType, now });
    return answer(photo.size, true);
  });
}

/**
 * `GET visits/photos/{uuid}`: a stored photo, for the users who see its client (the seller of the
 * wallet, a supervisor) and the manager area of its company; 404 for anyone else, as for a photo
 * that does not exist. A photo kept in the bucket is read from it (503 when it does not answer).
 */
export async function readVisitPhoto(
  db: Database,
  auth: SessionAuth,
  uuid: string,
  store: PhotoObjectStore | null = null,
): Promise<VisitPhoto> {
  const row = await findCompletePhoto(db, uuid);
  const allowed =
    row !== null &&
    (ownsClient(auth, row) || (row.company_id === auth.companyId && can(auth.profile, 'canAccessManager')));
  if (!allowed || row.content_type === null) throw notFound(visitPhotoServiceMessages.photoNotFound);
  // Kept in the bucket (`data` null): read from there; a server without one cannot read it.
  const data = row.data ?? (store ? await store.get(photoObjectKey(row.company_id, row.uuid)) : null);
  if (data === null) throw notFound(photoStoreMessages.missing);
  return {
    uuid: row.uuid,
    visit_uuid: row.visit_uuid,
    client_uuid: row.client_uuid,
    content_type: row.content_type,
    size: row.size,
    data: data.toString('base64'),
  };
}
