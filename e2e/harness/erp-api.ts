/** The demo company's ERP integration key (docs/demo.md). */
export const ERP_KEY = 'demo-erp-pao-dourado-2026';

/** What the e2e tests read of a sale the ERP is offered. */
export interface PendingSale {
  uuid: string;
  client_uuid: string | null;
  status: string;
  code_erp?: string | null;
  /** The order number the device gave it ("V001-0042"). */
  number: string | null;
  items: {
    product_uuid: string;
    quantity: number;
    unit_price: number;
    discount: number;
    price_list_uuid: string | null;
  }[];
  payments: { form_payment_id: number; condition_payment_id: number; price: number }[];
}

/** Every sale the ERP is offered (`GET sales/pending`, all pages). */
export async function pendingSales(baseUrl: string): Promise<PendingSale[]> {
  const rows: PendingSale[] = [];
  let since: string | null = null;
  for (;;) {
    const query = new URLSearchParams({ limit: '1000', ...(since ? { since } : {}) });
    const response = await fetch(`${baseUrl}/integration/v1/sales/pending?${query}`, {
      headers: { authorization: `Bearer ${ERP_KEY}` },
    });
    if (response.status !== 200) throw new Error(`sales/pending respondeu ${response.status}`);
    const body = (await response.json()) as {
      data: PendingSale[];
      meta: { cursor: string; has_more: boolean };
    };
    rows.push(...body.data);
    if (!body.meta.has_more) return rows;
    since = body.meta.cursor;
  }
}
