/**
 * The change from `previous` to `current` in percent (`(current − previous) ÷ previous × 100`),
 * or null when there was nothing before (no percentage of zero means anything: the card says
 * "sem vendas no período anterior" instead). 1000 against 800 is 25; 600 against 800 is −25.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return ((current - previous) * 100) / Math.abs(previous);
}

/**
 * Positivação (docs/manager.md): the clients who bought in the period as a percentage of the
 * active clients in the wallet, or null with an empty wallet. Not capped at 100: a client
 * inactivated after buying still bought, and a value above 100 shows the data disagree.
 */
export function positivacaoPercent(bought: number, wallet: number): number | null {
  if (wallet === 0) return null;
  return (bought * 100) / wallet;
}
