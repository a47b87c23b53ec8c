import { formatDateTime } from '@rota/domain';
import type { LookupKind } from '../db/my-pwa-db.ts';
import type { RetryableFailure } from './lookup-outcome.ts';

const NAME: Record<LookupKind, string> = { cep: 'CEP', cnpj: 'CNPJ' };

/** "14:32" in São Paulo. */
const clock = (instant: Date) => formatDateTime(instant).slice(11);

/** pt-BR texts of the CEP/CNPJ lookups. */
export const lookupMessages = {
  /**
   * Why a lookup waits in the queue and when it goes: what happened, said as it is — "sem
   * conexão" only when the device is offline — and the time of the next try.
   */
  waiting: (kind: LookupKind, failure: RetryableFailure, retryAt: Date | null): string => {
    const name = NAME[kind];
    const when = retryAt ? `nova tentativa às ${clock(retryAt)}` : 'nova tentativa em instantes';
    switch (failure) {
      case 'offline':
        return `Sem conexão: a consulta do ${name} fica na fila e sai quando a internet voltar.`;
      case 'unreachable':
        return `O servidor não respondeu à consulta do ${name}: ${when}.`;
      case 'busy':
        return `O serviço de ${name} atingiu o limite de consultas: ${when}.`;
      case 'down':
        return `O serviço de ${name} está fora do ar: ${when}.`;
    }
  },
} as const;
