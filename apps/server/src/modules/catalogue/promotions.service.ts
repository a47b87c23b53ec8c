import { api, type PromotionInput } from '@rota/contract';
import type { Promotion } from '@rota/domain';
import type { AppDeps } from '../../app-deps.ts';
import { companyWrite } from '../../db/company-write.ts';
import type { Executor } from '../../db/database.ts';
import { conflict, notFound } from '../../errors/service-error.ts';
import { companyPromotions, storedPromotion, upsertPromotion } from './promotions.repository.ts';

export const promotionMessages = {
  notFound: 'Promoção não encontrada',
  codeFixed: 'O código ERP da promoção vem do ERP e não pode ser informado ou alterado aqui',
} as const;

/** `GET manager/promotions`: every promotion of the company, the ERP's and the managers'. */
export function listPromotions(db: Executor, companyId: number): Promise<Promotion[]> {
  return companyPromotions(db, companyId);
}

/**
 * `PUT manager/promotions`: a manager creates a promotion (a new uuid) or edits one (ends it by
 * its last day, or turns it off with `inative`). The ERP code is the ERP's key to its own
 * promotions: a manager's new promotion has none, and an edit keeps the one stored (sending
 * another is a conflict, so the ERP's next load still finds its row). A uuid another company
 * holds, or one the ERP deleted, is not found. Read and written under the company's mutex, so two
 * saves of one promotion run one after the other. The company's devices are told to pull.
 */
export async function savePromotion(
  deps: Pick<AppDeps, 'db' | 'events' | 'clock'>,
  companyId: number,
  input: Required<PromotionInput>,
): Promise<Promotion> {
  const saved = await companyWrite(deps.db, companyId, async (tx) => {
    const stored = await storedPromotion(tx, input.uuid);
    if (stored && (stored.company_id !== companyId || stored.deleted))
      throw notFound(promotionMessages.notFound);
    if (input.code_erp !== (stored?.code_erp ?? null)) throw conflict(promotionMessages.codeFixed);
    const written = await upsertPromotion(tx, companyId, input, deps.clock());
    // Another company's row under this uuid, written between the read and the upsert.
    if (!written) throw notFound(promotionMessages.notFound);
    return written;
  });
  deps.events.publish({
    type: 'catalogue.changed',
    company_id: companyId,
    seller_id: null,
    calls: [api.catalogue.promotions.name],
    cursor: String(saved.version),
  });
  return saved.promotion;
}
