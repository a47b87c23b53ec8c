import { listActive } from '@rota/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';

/** The active channels (§5) as select options by `code_erp`; `keep` stays listed even if inactive. */
export function useChannelOptions(keep: string): Array<{ value: string; label: string }> {
  return (
    useLiveQuery(async () => {
      const channels = await myPwaDb.channels.toArray();
      const shown = listActive(channels);
      const kept = channels.find((channel) => channel.code_erp === keep);
      if (kept && !shown.includes(kept)) shown.push(kept);
      return shown
        .map((channel) => ({ value: channel.code_erp, label: channel.description }))
        .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
    }, [keep]) ?? []
  );
}
