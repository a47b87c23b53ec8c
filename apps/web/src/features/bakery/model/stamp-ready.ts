import { type BakeryItem, type BakeryStage, doneAt, readyAt } from '@rota/domain';

/**
 * What "Separar tudo" and "Entregue" stamp for a client's lines: each line up to what the stage
 * before made ready (`readyAt`: what came out of the oven, what was separated), so a short
 * batch is separated or delivered short instead of refused. When nothing is ready, it asks for
 * the whole order, which the stamp rule refuses with its own wording ("Só 0 de 10 foram
 * produzidos") instead of a silent nothing.
 */
export function stampWhatIsReady(
  lines: readonly BakeryItem[],
  stage: BakeryStage,
): { id: number; done: number }[] {
  const ready = lines.map((line) => ({
    id: line.id,
    done: Math.max(doneAt(line, stage), readyAt(line, stage)),
  }));
  // Math.max moves a line only where what is ready passes what was stamped.
  const moves = lines.some((line) => readyAt(line, stage) > doneAt(line, stage));
  return moves ? ready : lines.map((line) => ({ id: line.id, done: line.quantity }));
}
