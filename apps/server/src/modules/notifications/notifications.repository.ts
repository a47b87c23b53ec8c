import type { Notification } from '@rota/domain';
import { and, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { notificationReads, notifications } from '../../db/schema/index.ts';

export function toNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    company_id: row.company_id,
    seller_id: row.seller_id,
    kind: row.kind as Notification['kind'],
    title: row.title,
    body: row.body,
    sale_uuid: row.sale_uuid,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

export interface NewNotification {
  companyId: number;
  /** null: every seller of the company. */
  sellerId: number | null;
  kind: Notification['kind'];
  title: string;
  body?: string;
  saleUuid?: string | null;
  now: Date;
}

/** Writes a notification inside the caller's transaction; publish its event after commit. */
export async function createNotification(db: Executor, input: NewNotification): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({
      company_id: input.companyId,
      seller_id: input.sellerId,
      kind: input.kind,
      title: input.title,
      body: input.body ?? '',
      sale_uuid: input.saleUuid ?? null,
      created_at: input.now,
    })
    .returning();
  if (!row) throw new Error('notificação não gravada');
  return toNotification(row);
}

/** Whose notifications: the seller's own and the company-wide ones (seller_id null). */
export interface NotificationReader {
  companyId: number;
  sellerId: number;
}

function readerConditions(reader: NotificationReader) {
  return and(
    eq(notifications.company_id, reader.companyId),
    or(eq(notifications.seller_id, reader.sellerId), isNull(notifications.seller_id)),
  );
}

/**
 * When the reader read a notification: a personal one keeps its own `read_at` (it has one
 * reader); a company-wide one has a receipt per seller in `notification_reads`.
 */
function readerSelection(reader: NotificationReader) {
  return {
    notification: notifications,
    receipt: sql<Date | null>`(
      select ${notificationReads.read_at} from ${notificationReads}
      where ${notificationReads.notification_id} = ${notifications.id} and ${notificationReads.seller_id} = ${reader.sellerId}
    )`.mapWith((value: string | Date | null) => (value === null ? null : new Date(value))),
  };
}

type ReaderRow = { notification: typeof notifications.$inferSelect; receipt: Date | null };

function toReaderNotification(row: ReaderRow): Notification {
  const readAt = row.notification.seller_id === null ? row.receipt : row.notification.read_at;
  return toNotification({ ...row.notification, read_at: readAt });
}

const unreadByReader = (reader: NotificationReader) =>
  or(
    and(eq(notifications.seller_id, reader.sellerId), isNull(notifications.read_at)),
    and(
      isNull(notifications.seller_id),
      notExists(
        sql`(select 1 from ${notificationReads} where ${notificationReads.notification_id} = ${notifications.id} and ${notificationReads.seller_id} = ${reader.sellerId})`,
      ),
    ),
  );

/** The reader's unread notifications, newest first (§4: a read one leaves the list). */
export async function listUnreadNotifications(db: Executor, reader: NotificationReader) {
  const rows = await db
    .select(readerSelection(reader))
    .from(notifications)
    .where(and(readerConditions(reader), unreadByReader(reader)))
    .orderBy(desc(notifications.created_at), desc(notifications.id));
  return rows.map(toReaderNotification);
}

async function markRead(
  db: Executor,
  reader: NotificationReader,
  rows: (typeof notifications.$inferSelect)[],
  now: Date,
) {
  const personal = rows.filter((row) => row.seller_id !== null).map((row) => row.id);
  const shared = rows.filter((row) => row.seller_id === null).map((row) => row.id);
  if (personal.length > 0) {
    await db
      .update(notifications)
      .set({ read_at: now })
      .where(and(inArray(notifications.id, personal), isNull(notifications.read_at)));
  }
  if (shared.length > 0) {
    await db
      .insert(notificationReads)
      .values(shared.map((id) => ({ notification_id: id, seller_id: reader.sellerId, read_at: now })))
      .onConflictDoNothing();
  }
}

/**
 * Marks one of the reader's notifications read (the first read time is kept); null when no
 * such notification is the reader's.
 */
export async function markNotificationRead(
  db: Executor,
  reader: NotificationReader,
  id: number,
  now: Date,
): Promise<Notification | null> {
  const where = and(eq(notifications.id, id), readerConditions(reader));
  const [target] = await db.select().from(notifications).where(where).limit(1);
  if (!target) return null;
  await markRead(db, reader, [target], now);
  const [row] = await db.select(readerSelection(reader)).from(notifications).where(where).limit(1);
  return row ? toReaderNotification(row) : null;
}

/** Marks every unread notification of the reader read; answers how many it marked. */
export async function markAllNotificationsRead(
  db: Executor,
  reader: NotificationReader,
  now: Date,
): Promise<number> {
  const unread = await db
    .select()
    .from(notifications)
    .where(and(readerConditions(reader), unreadByReader(reader)));
  await markRead(db, reader, unread, now);
  return unread.length;
}
