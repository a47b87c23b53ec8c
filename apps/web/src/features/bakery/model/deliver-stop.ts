import type { BakeryItem } from '@rota/domain';

/**
 * What "Entregue" stamps for a client's lines: what was separated for each (the van carries
 * that, no more), so a short separation is delivered short rather than refused. When nothing of
 * the stop was separated it asks for the whole order, which `stampProblem` refuses with the
 * server's wording ("Só 0 de 10 foram separados") instead of a silent nothing.
 */
export function deliverStop(lines: readonly BakeryItem[]): { id: number; done: number }[] {
  if (lines.every((line) => line.separated === 0)) {
    return lines.map((line) => ({ id: line.id, done: line.quantity }));
  }
  return lines.map((line) => ({ id: line.id, done: line.separated }));
}
