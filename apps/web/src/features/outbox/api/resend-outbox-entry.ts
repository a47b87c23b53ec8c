import { requestPush, retryOutboxEntry } from '#lib/sync/index.ts';

/** "Reenviar": a failed entry goes back in line (keeping its place) and the push starts now. */
export async function resendOutboxEntry(id: number): Promise<void> {
  await retryOutboxEntry(id);
  requestPush();
}
