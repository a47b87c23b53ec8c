import { type Promotion, promotionValid } from '@rota/domain';
import { useMemo } from 'react';
import { useToday } from '../clock/use-today.ts';
import { useCompanyPromotions } from './company-promotions.ts';

/**
 * The company's promotions a cart of this client may get today (`promotionValid`: running, the
 * client and its channel in their lists when they have any), live and offline. Undefined while
 * the promotions are read.
 */
export function useClientPromotions(
  client: { code_erp: string | null; channel_code_erp?: string | null } | null,
): Promotion[] | undefined {
  const today = useToday();
  const promotions = useCompanyPromotions();
  const clientCode = client?.code_erp ?? null;
  const channelCode = client?.channel_code_erp ?? null;
  return useMemo(
    () =>
      promotions
        ?.filter((promotion) => promotionValid(promotion, { today, clientCode, channelCode }))
        .sort((a, b) => a.ends_on.localeCompare(b.ends_on) || a.name.localeCompare(b.name, 'pt-BR')),
    [promotions, today, clientCode, channelCode],
  );
}
