import type { Notification } from '@rota/domain';
import type { Executor } from '../../db/database.ts';
import { notifications } from '../../db/schema/index.ts';

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
