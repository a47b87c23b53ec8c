import type { Health } from '@rota/contract';
import { useEffect, useState } from 'react';
import { fetchHealth } from './fetch-health.ts';

export type HealthState = { kind: 'loading' } | { kind: 'ok'; health: Health } | { kind: 'error' };

/** The server's health, fetched once when the component mounts. */
export function useHealth(): HealthState {
  const [state, setState] = useState<HealthState>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchHealth(controller.signal).then(
      (health) => setState({ kind: 'ok', health }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
