/**
 * What a company does with an order that breaks a rule it may still go through with — over the
 * client's credit, for a blocked client, over the stock known (docs/domain.md "Credit", "Stock"):
 * nothing, tell the seller, or hold the order for a supervisor. Never refuse it: an order refused
 * at sync is an order lost.
 */
export const HOLD_POLICIES = ['ignore', 'warn', 'approve'] as const;
export type HoldPolicy = (typeof HOLD_POLICIES)[number];

/** Each policy as an administrator reads it. */
export const HOLD_POLICY_LABELS: Record<HoldPolicy, string> = {
  ignore: 'ignorar',
  warn: 'avisar o vendedor',
  approve: 'aguardar a aprovação do supervisor',
};
