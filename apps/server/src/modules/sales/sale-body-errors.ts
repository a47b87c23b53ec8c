import type { saleBodySchema } from '@rota/contract';
import { lineTotal } from '@rota/domain';
import type { z } from 'zod';

export type SaleBody = z.output<typeof saleBodySchema>;

export const saleBodyMessages = {
  discountAboveGross: 'O desconto não pode ser maior que o valor do item',
  repeatedLineNumber: 'Número de item repetido nesta venda',
  repeatedItem: 'Item repetido nesta venda',
} as const;

/**
 * What the schema cannot check in a sale body, by the domain's rules: a line's discount never
 * above its gross value (`lineTotal` not negative), line numbers (`id`) and item uuids unique
 * within the sale. Answers the 422 `errors` map (`items.1.discount`), empty when the body holds.
 */
export function saleBodyErrors(body: Pick<SaleBody, 'items'>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const lineNumbers = new Set<number>();
  const itemUuids = new Set<string>();
  body.items.forEach((item, index) => {
    if (lineTotal(item) < 0) errors[`items.${index}.discount`] = [saleBodyMessages.discountAboveGross];
    if (lineNumbers.has(item.id)) errors[`items.${index}.id`] = [saleBodyMessages.repeatedLineNumber];
    if (itemUuids.has(item.uuid)) errors[`items.${index}.uuid`] = [saleBodyMessages.repeatedItem];
    lineNumbers.add(item.id);
    itemUuids.add(item.uuid);
  });
  return errors;
}
