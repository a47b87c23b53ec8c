import { clientMixGap, DEFAULT_MIX_GAP_DAYS, type MixGapProduct, mixGapWindow } from '@rota/domain';
import { readConfig } from '../db/config-db.ts';
import { myPwaDb } from '../db/my-pwa-db.ts';

/** A client's mix gap as a screen shows it: the products and how many days back it looked. */
export interface ClientMixGap {
  days: number;
  products: MixGapProduct[];
}

/**
 * What the client used to buy and has not bought this São Paulo month (domain `clientMixGap`,
 * docs/domain.md "Mix gap"), from the client's sales on this device (index `client_uuid`) over the
 * company's `mix_gap_days`; offline like the rest of the seller's area.
 */
export async function readClientMixGap(
  companyId: number,
  clientUuid: string,
  today: string,
): Promise<ClientMixGap> {
  const [config, sales] = await Promise.all([
    readConfig(companyId),
    myPwaDb.sales.where('client_uuid').equals(clientUuid).toArray(),
  ]);
  const days = config?.mix_gap_days ?? DEFAULT_MIX_GAP_DAYS;
  const mine = sales.filter((sale) => sale.company_id === companyId);
  return { days, products: clientMixGap(mine, mixGapWindow(today, days)) };
}
