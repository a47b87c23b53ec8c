import {
  type CartSortField,
  type CompanyConfig,
  type ConditionPayment,
  cartTotals,
  formatCnpj,
  formatDate,
  formatDateTime,
  formatMoney,
  formatQuantityWithUnit,
  formatUnitPrice,
  installmentPlan,
  installmentSummary,
  lineTotal,
  orderLabel,
  orderPixCode,
  type PromotionReferences,
  type Sale,
  salePromotions,
  sortCartItems,
  zonedDate,
} from '@rota/domain';

/** The order as its PDF shows it: every value already in pt-BR text (§9 formats). */
export interface OrderDocument {
  title: string;
  fileName: string;
  company: { name: string; cnpj: string };
  seller: string;
  client: { name: string; document: string | null; address: string | null };
  issuedAt: string;
  status: string;
  competence: string | null;
  /** The ERP's own number of the order, once the ERP has it. */
  erpNumber: string | null;
  items: {
    code: string;
    description: string;
    /** With its unit, as a person reads it: '2,5 kg', '3 UN'. */
    quantity: string;
    unitPrice: string;
    discount: string;
    total: string;
  }[];
  payments: { form: string; condition: string; amount: string; plan: string }[];
  totals: { gross: string; discount: string; net: string };
  /** Each promotion the order's lines got, with what it gave in all (its part of "Descontos"). */
  promotions: { name: string; discount: string }[];
  /** The order's Pix code ("copia e cola", and what its QR holds); null when the company has no key. */
  pix: string | null;
  notes: string | null;
}

export interface OrderSources {
  sale: Sale;
  company: { name: string; cnpj: string; trade_name: string | null };
  seller: string;
  client: { name: string; document: string | null; address: string | null } | null;
  conditions: ReadonlyMap<number, Pick<ConditionPayment, 'itens'>>;
  sortField: CartSortField;
  /** The company's Pix settings, when the device has them. */
  pix: Pick<CompanyConfig, 'pix_key' | 'pix_merchant_city'> | null;
  /** The company's promotions as the cart reads them; none: no promotion listed. */
  promotions?: PromotionReferences | undefined;
  now: Date;
}

/**
 * What each promotion gave the sale in all, in the order the lines first got it. The promotions
 * are read as the device has them now; a line's parts never add up past the discount the line
 * holds (a promotion raised or a tier changed after the sale was made must not print a discount
 * the order never had), and a part left at nothing is not listed.
 */
function appliedPromotions(sale: Sale, refs: PromotionReferences | undefined, now: Date) {
  const given = new Map<string, { name: string; cents: number }>();
  const stored = new Map(sale.items.map((item) => [item.uuid, item.discount]));
  for (const line of salePromotions(sale, refs, now).lines) {
    let left = stored.get(line.uuid) ?? 0;
    for (const share of line.applied) {
      const part = Math.min(share.discount, left);
      left -= part;
      if (part === 0) continue;
      const found = given.get(share.promotion_uuid) ?? { name: share.name, cents: 0 };
      found.cents += part;
      given.set(share.promotion_uuid, found);
    }
  }
  return [...given.values()].map(({ name, cents }) => ({ name, discount: formatMoney(cents) }));
}

/**
 * Puts a sale into the words and formats of its PDF: items in the company's order (§5), money
 * with 2 decimals, unit prices with 4, quantities with their unit and the decimals they have
 * ('3 UN', '2,5 kg'), dates dd/mm/yyyy in São Paulo (§9);
 * each payment with its installments dated from the competence date (or the day of issue); the
 * promotions its lines got (read on the sale's own day, as the server reads them) with their part.
 */
export function orderDocument(sources: OrderSources): OrderDocument {
  const { sale } = sources;
  const totals = cartTotals(sale);
  const saleDay = sale.competence_at ?? zonedDate(sources.now);
  const code = orderLabel(sale);
  return {
    title: `Pedido ${code}`,
    fileName: `pedido-${code.toLowerCase()}.pdf`,
    company: {
      name: sources.company.trade_name || sources.company.name,
      cnpj: formatCnpj(sources.company.cnpj),
    },
    seller: sources.seller,
    client: sources.client ?? { name: sale.client?.name ?? '—', document: null, address: null },
    issuedAt: formatDateTime(sources.now),
    status: sale.pre_sale ? `${sale.status} (pré-venda)` : sale.status,
    competence: sale.competence_at ? formatDate(sale.competence_at) : null,
    erpNumber: sale.code_erp || null,
    items: sortCartItems(sale.items, sources.sortField).map((item) => ({
      code: item.code_erp_product,
      description: item.description,
      quantity: formatQuantityWithUnit(item.quantity, item.unit),
      unitPrice: formatUnitPrice(item.unit_price),
      discount: item.discount > 0 ? formatMoney(item.discount) : '—',
      total: formatMoney(lineTotal(item)),
    })),
    payments: sale.payments.map((payment) => {
      const condition = sources.conditions.get(payment.condition_payment_id);
      return {
        form: payment.formPayment.description,
        condition: payment.conditionPayment.description,
        amount: formatMoney(payment.price),
        plan: condition ? installmentSummary(installmentPlan(payment.price, condition, saleDay)) : '',
      };
    }),
    totals: {
      gross: formatMoney(totals.gross),
      discount: formatMoney(totals.discount),
      net: formatMoney(totals.net),
    },
    promotions: appliedPromotions(sale, sources.promotions, sources.now),
    pix: orderPixCode({
      config: sources.pix,
      company: sources.company,
      totalCents: totals.net,
      orderCode: code,
    }),
    notes: sale.notes,
  };
}
