import type { BakeryDeliveryLine, BakeryItem, BakeryStage } from '@rota/domain';
import { useCallback, useState } from 'react';
import { useAuth } from '#lib/auth/index.ts';
import { StorageFullError } from '#lib/db/storage-error.ts';
import { queueBakeryStamp } from '../api/queue-bakery-stamp.ts';
import { messages } from '../messages.ts';
import { planStamp } from '../model/plan-stamp.ts';

export interface BakeryStampActions {
  /** The last stamp's refusal (`stampProblem`) or failure, pt-BR; null after a success. */
  error: string | null;
  clearError: () => void;
  /**
   * Sets the wanted absolute quantities at `stage` (a delivery's lines may be closed short with a
   * reason); true when stamped (or nothing to change).
   */
  stamp: (stage: BakeryStage, wanted: readonly BakeryDeliveryLine[], receivedBy?: string) => Promise<boolean>;
}

/**
 * Stamps lines of the day: checked on the device with the server's rule first (a refusal is
 * shown and nothing is queued), then applied locally and queued through the outbox.
 */
export function useBakeryStamp(lines: readonly BakeryItem[]): BakeryStampActions {
  const by = useAuth().session?.user.name ?? null;
  const [error, setError] = useState<string | null>(null);
  const stamp = useCallback<BakeryStampActions['stamp']>(
    async (stage, wanted, receivedBy) => {
      const plan = planStamp(lines, stage, wanted);
      if (!plan.ok) {
        setError(plan.message);
        return false;
      }
      if (plan.lines.length === 0) {
        setError(null);
        return true;
      }
      try {
        await queueBakeryStamp({ stage, lines: plan.lines, by, receivedBy, now: new Date() });
        setError(null);
        return true;
      } catch (failure) {
        setError(failure instanceof StorageFullError ? failure.message : messages.stamp.failed);
        return false;
      }
    },
    [lines, by],
  );
  return { error, clearError: useCallback(() => setError(null), []), stamp };
}
