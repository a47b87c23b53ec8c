import type { Notification } from '@rota/domain';
import type { AuthState } from '#lib/auth/index.ts';

/** Who reads the list: the logged-in seller of a company. */
export interface NotificationReader {
  companyId: number;
  sellerId: number;
}

/** The reader of the session, or null when nobody is logged in. */
export function notificationReader({ session, companyId }: AuthState): NotificationReader | null {
  return session && companyId !== null ? { companyId, sellerId: session.seller.id } : null;
}

/**
 * Whether the reader sees this row: their own and their company's (seller_id null), as the
 * server lists them. On a shared phone the table may still hold the previous seller's list until
 * the first refresh online replaces it; this keeps it off the next seller's screen.
 */
export function readsNotification(reader: NotificationReader, row: Notification): boolean {
  return row.company_id === reader.companyId && (row.seller_id === null || row.seller_id === reader.sellerId);
}
