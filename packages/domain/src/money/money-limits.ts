/**
 * How large one money field may be, so that every sum Rota answers (a report, the manager's
 * dashboard, the overdue ageing, a rollup) stays an exact integer of JSON and JavaScript
 * (|n| ≤ 2^53 − 1 = 9.007.199.254.740.991 centavos, about R$ 90 trilhões) — the range every answer
 * schema declares. The numbers, measured against what a real company has:
 *
 * - {@link MAX_CENTS}, R$ 100.000.000,00 in one amount: a sale's total, a payment line, a discount,
 *   a receivable or payable title, a check, a purchase. A distributor's largest order is in the
 *   hundreds of thousands of reais and a factory's purchase of a production line in the tens of
 *   millions; R$ 100 milhões leaves room above both. A sum leaves the exact range only after
 *   900.719 amounts at this maximum — far past any company's open titles or a report's sales.
 * - {@link MAX_UNIT_PRICE}, R$ 10.000.000,0000 for one unit (a truck, a machine): the price that
 *   times `MAX_QUANTITY` units would still be refused by the sale's own total, so it bounds the
 *   catalogue, not the sale.
 * - {@link MAX_LEDGER_CENTS}, R$ 10.000.000.000,00 either way in one DRE line (one account in one
 *   month, a result already summed by the ERP): the yearly revenue of Brazil's largest
 *   distributors is in the tens of billions, one account's month stays below this. A year of a
 *   whole DRE passes the exact range only after 9.007 account-months at this maximum.
 *
 * `docs/integration.md` "Money" lists them for the ERP; the document declares them as each
 * field's `maximum`.
 */
export const MAX_CENTS = 10_000_000_000;
/** Ten-thousandths of a real: R$ 10.000.000,0000. */
export const MAX_UNIT_PRICE = 100_000_000_000;
/** Centavos, either sign: R$ 10.000.000.000,00. */
export const MAX_LEDGER_CENTS = 1_000_000_000_000;
