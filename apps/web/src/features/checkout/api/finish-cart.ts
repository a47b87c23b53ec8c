import { type CompanyConfig, type Sale, type SaleReferences, saleErrors } from '@rota/domain';
import { myPwaDb } from '#lib/db/my-pwa-db.ts';
import { queueSale } from '#lib/sales/index.ts';
import { loadSaleReferences } from './sale-references.ts';

export type FinishStatus = 'Finalizado' | 'Aguardando Finalizar';

export type FinishResult = { ok: true; sale: Sale } | { ok: false; errors: Record<string, string[]> };

export interface FinishInput {
  status: FinishStatus;
  config: Pick<CompanyConfig, 'max_discount_percent' | 'approval_discount_percent' | 'allowed_price_lists'>;
  may: SaleReferences['may'];
  now: Date;
}

/**
 * "Finalizar" and "Finalizar depois": checks the cart as stored with the rule the server runs
 * (`saleErrors`: client, items, prices, discounts, payments equal to the total for Finalizado…)
 * and, when it holds, queues it with the new status (`queueSale`: the sale and its outbox entry
 * in one transaction). A refusal stores nothing: the cart stays as the seller left it, and the
 * errors map (`items.0.discount`) says where.
 */
export async function finishCart(cartUuid: string, input: FinishInput): Promise<FinishResult> {
  const stored = await myPwaDb.sales.get(cartUuid);
  if (!stored) return { ok: false, errors: { items: ['Inclua ao menos um item na venda'] } };
  const sale: Sale = { ...stored, status: input.status };
  const references = await loadSaleReferences(sale, input);
  const errors = saleErrors(sale, references);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  await queueSale(sale);
  return { ok: true, sale };
}
