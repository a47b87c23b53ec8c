import { pullDelta, pushNow } from '#lib/sync/index.ts';

/**
 * "Sincronizar agora": the outbox first, so the pull that follows brings back what the server
 * made of it, then every delta. Each part reports to `syncStatus` (the popover shows progress and
 * why one stopped); a failed push does not keep the pull from trying.
 */
export async function syncNow(): Promise<void> {
  try {
    await pushNow();
  } catch (error) {
    console.warn('[rota] envio das pendências falhou:', error);
  }
  await pullDelta();
}
