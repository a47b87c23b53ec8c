import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients, clientVisits, visitPhotoParts, visitPhotos } from '../../db/schema/index.ts';

export type VisitPhotoRow = typeof visitPhotos.$inferSelect;

/** A visit with its client, as the photo's rules read it (company, wallet, tombstone). */
export async function findVisitWithClient(db: Executor, visitUuid: string) {
  const [row] = await db
    .select({
      uuid: clientVisits.uuid,
      company_id: clients.company_id,
      client_uuid: clients.uuid,
      code_erp_seller: clients.code_erp_seller,
      deleted_at: clients.deleted_at,
    })
    .from(clientVisits)
    .innerJoin(clients, eq(clients.uuid, clientVisits.client_uuid))
    .where(eq(clientVisits.uuid, visitUuid))
    .limit(1);
  return row ?? null;
}

/** A photo by uuid in any company (the caller decides what another tenant's uuid means), locked. */
export async function findPhotoForUpdate(db: Executor, uuid: string): Promise<VisitPhotoRow | null> {
  const [row] = await db.select().from(visitPhotos).where(eq(visitPhotos.uuid, uuid)).for('update').limit(1);
  return row ?? null;
}

/** Starts a photo when its first part arrives; a part arriving at the same time finds it started. */
export async function insertPhoto(
  db: Executor,
  values: { uuid: string; companyId: number; visitUuid: string; size: number; now: Date },
): Promise<void> {
  await db
    .insert(visitPhotos)
    .values({
      uuid: values.uuid,
      company_id: values.companyId,
      visit_uuid: values.visitUuid,
      size: values.size,
      received_at: values.now,
    })
    .onConflictDoNothing();
}

/** Stores a part once: a part already held at that offset is left as it is. */
export async function storePart(
  db: Executor,
  photoUuid: string,
  offset: number,
  data: Buffer,
): Promise<void> {
  await db.insert(visitPhotoParts).values({ photo_uuid: photoUuid, offset, data }).onConflictDoNothing();
}

/** Where each held part starts and how long it is. */
export async function heldParts(db: Executor, photoUuid: string) {
  return db
    .select({ offset: visitPhotoParts.offset, length: sql<number>`length(${visitPhotoParts.data})::int` })
    .from(visitPhotoParts)
    .where(eq(visitPhotoParts.photo_uuid, photoUuid));
}

/** The held parts' bytes, in order. */
export async function partBytes(db: Executor, photoUuid: string): Promise<Buffer[]> {
  const rows = await db
    .select({ data: visitPhotoParts.data })
    .from(visitPhotoParts)
    .where(eq(visitPhotoParts.photo_uuid, photoUuid))
    .orderBy(visitPhotoParts.offset);
  return rows.map((row) => row.data);
}

/** The whole photo: its bytes and type, and the parts let go. */
export async function completePhoto(
  db: Executor,
  photoUuid: string,
  values: { data: Buffer | null; contentType: NonNullable<VisitPhotoRow['content_type']>; now: Date },
): Promise<void> {
  await db
    .update(visitPhotos)
    .set({ data: values.data, content_type: values.contentType, completed_at: values.now })
    .where(eq(visitPhotos.uuid, photoUuid));
  await db.delete(visitPhotoParts).where(eq(visitPhotoParts.photo_uuid, photoUuid));
}

/** A stored photo with its client, as the reader's rights are read. */
export async function findCompletePhoto(db: Executor, uuid: string) {
  const [row] = await db
    .select({
      uuid: visitPhotos.uuid,
      visit_uuid: visitPhotos.visit_uuid,
      size: visitPhotos.size,
      content_type: visitPhotos.content_type,
      data: visitPhotos.data,
      client_uuid: clients.uuid,
      company_id: clients.company_id,
      code_erp_seller: clients.code_erp_seller,
      deleted_at: clients.deleted_at,
    })
    .from(visitPhotos)
    .innerJoin(clientVisits, eq(clientVisits.uuid, visitPhotos.visit_uuid))
    .innerJoin(clients, eq(clients.uuid, clientVisits.client_uuid))
    .where(and(eq(visitPhotos.uuid, uuid), sql`${visitPhotos.completed_at} is not null`))
    .limit(1);
  return row ?? null;
}

/** The whole photos of these visits, in the order they arrived. */
export async function completePhotosOf(db: Executor, visitUuids: readonly string[]) {
  if (visitUuids.length === 0) return [];
  return db
    .select({ uuid: visitPhotos.uuid, visit_uuid: visitPhotos.visit_uuid })
    .from(visitPhotos)
    .where(and(inArray(visitPhotos.visit_uuid, [...visitUuids]), isNotNull(visitPhotos.completed_at)))
    .orderBy(asc(visitPhotos.received_at), asc(visitPhotos.uuid));
}
