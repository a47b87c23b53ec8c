import type { OpenVisit } from '@rota/domain';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ClientRow } from '#lib/db/my-pwa-db.ts';

/**
 * "Iniciar visita" from the day's route (`?visita=iniciar`, a map popup): once the client and its
 * started visit are read, opens the check-in — unless a visit is already under way here, whose
 * card then shows — and clears the search, so a reload or "Voltar" does not open it again.
 */
export function useStartVisitOnArrival(
  client: ClientRow | undefined,
  openVisit: OpenVisit | null | undefined,
  open: () => void,
): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get('visita') === 'iniciar';
  useEffect(() => {
    if (!asked || !client || openVisit === undefined) return;
    if (openVisit === null) open();
    setParams(
      (current) => {
        current.delete('visita');
        return current;
      },
      { replace: true },
    );
  }, [asked, client, openVisit, open, setParams]);
}
