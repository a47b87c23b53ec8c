import type { CompanyConfig, Sale } from '@rota/domain';
import { useState } from 'react';
import { type FinishResult, type FinishStatus, finishCart } from '../api/finish-cart.ts';
import { messages } from '../messages.ts';
import type { CheckoutPermissions } from './use-checkout-session.ts';

export interface Finish {
  busy: boolean;
  /** The last refusal, field by field (`items.0.discount`); empty when none. */
  errors: Record<string, string[]>;
  run: (status: FinishStatus) => Promise<FinishResult | null>;
}

/**
 * "Finalizar" / "Finalizar depois" for the screen: runs `finishCart` once at a time and keeps its
 * refusal to show on the fields. The cart itself is never touched by a refusal.
 */
export function useFinish(
  cart: Sale | undefined,
  config: CompanyConfig | undefined,
  may: CheckoutPermissions | undefined,
): Finish {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const run = async (status: FinishStatus) => {
    if (!cart || !config || !may || busy) return null;
    setBusy(true);
    try {
      const result = await finishCart(cart.uuid, {
        status,
        config,
        may: { editUnitPrice: may.editUnitPrice, discount: may.discount },
        now: new Date(),
      });
      setErrors(result.ok ? {} : result.errors);
      return result;
    } catch (error) {
      const errors = {
        sale: [error instanceof Error && error.message ? error.message : messages.saveFailed],
      };
      setErrors(errors);
      return { ok: false as const, errors };
    } finally {
      setBusy(false);
    }
  };
  return { busy, errors, run };
}
