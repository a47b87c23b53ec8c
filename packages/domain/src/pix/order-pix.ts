import type { CompanyConfig } from '../company/company-config.schema.ts';
import { pixBrCode } from './pix-br-code.ts';

export interface OrderPixSources {
  config: Pick<CompanyConfig, 'pix_key' | 'pix_merchant_city'> | null | undefined;
  company: { name: string; trade_name: string | null };
  /** The order's total in centavos. */
  totalCents: number;
  /** The order number the client reads; its letters and digits are sent as the txid. */
  orderCode: string;
}

/**
 * The Pix code of an order, or null when the company has no Pix key or city, or the order no
 * total to charge: receiver named by the company's trade name (or its name), the order's total,
 * the order code as txid, so the company's bank statement shows which order a payment is for.
 */
export function orderPixCode(sources: OrderPixSources): string | null {
  const key = sources.config?.pix_key;
  const city = sources.config?.pix_merchant_city;
  if (!key || !city || sources.totalCents <= 0) return null;
  return pixBrCode({
    key,
    merchantName: sources.company.trade_name || sources.company.name,
    merchantCity: city,
    amountCents: sources.totalCents,
    // A txid is letters and digits only: "V001-0042" goes as "V0010042".
    txid: sources.orderCode.replace(/[^A-Za-z0-9]/g, ''),
  });
}
