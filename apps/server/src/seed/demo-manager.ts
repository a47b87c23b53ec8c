import {
  addDays,
  DRE_CLASSES,
  type DreClass,
  isSoldStatus,
  startOfMonth,
  startOfPreviousMonth,
} from '@rota/domain';
import type { dreLines, payableTitles, purchases, savedCharts } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { DemoSale } from './demo-sales.ts';
import type { Random } from './random.ts';

type PayableRow = typeof payableTitles.$inferInsert;
type PurchaseRow = typeof purchases.$inferInsert;
type DreLineRow = typeof dreLines.$inferInsert;
type SavedChartRow = typeof savedCharts.$inferInsert;

/** The demo's suppliers: code, name and share of what the company buys. */
const SUPPLIERS = [
  ['F001', 'Moinho Vale do Sul', 0.34],
  ['F002', 'Laticínios Serra Verde', 0.22],
  ['F003', 'Açúcar e Cia Distribuidora', 0.14],
  ['F004', 'Embalagens Paraná', 0.12],
  ['F005', 'Frigorífico Boa Carne', 0.1],
  ['F006', 'Gás e Energia Forno Ltda', 0.08],
] as const;

/**
 * Each DRE class as a share of the month's gross revenue (signed), in one or two accounts:
 * a bakery distributor's typical statement, a result of about 8% of revenue.
 */
const DRE_SHARES: Record<DreClass, readonly (readonly [code: string, description: string, share: number])[]> =
  {
    'Receita bruta': [
      ['3.1.01', 'Venda de mercadorias', 0.93],
      ['3.1.02', 'Venda de produtos fabricados', 0.07],
    ],
    'Deduções da receita': [
      ['3.2.01', 'ICMS sobre vendas', -0.07],
      ['3.2.02', 'Devoluções de vendas', -0.015],
    ],
    'Custo das mercadorias vendidas': [['4.1.01', 'Custo das mercadorias vendidas', -0.52]],
    'Despesas operacionais': [
      ['4.2.01', 'Fretes e entregas', -0.06],
      ['4.2.02', 'Comissões de vendedores', -0.05],
    ],
    'Despesas administrativas': [
      ['4.3.01', 'Salários e encargos', -0.09],
      ['4.3.02', 'Aluguel e condomínio', -0.02],
    ],
    'Receitas financeiras': [['3.3.01', 'Rendimentos de aplicações', 0.004]],
    'Despesas financeiras': [['4.4.01', 'Juros e tarifas bancárias', -0.012]],
    'Impostos sobre o lucro': [['4.5.01', 'IRPJ e CSLL', -0.02]],
  };

export interface ManagerDemoInput {
  companyId: number;
  calendar: DemoCalendar;
  sales: readonly DemoSale[];
  /** The id of the form Boleto bancário, which the first saved chart filters on. */
  boletoFormId: number | undefined;
}

/** The month (`yyyy-mm`) of a sale as the charts read it: its competence date. */
const saleMonth = (sale: DemoSale) => (sale.row.competence_at ?? '').slice(0, 7);

/**
 * The manager area's ERP data (docs/demo.md): a DRE per month of this year so far, whose gross
 * revenue is the month's sold sales where the demo has them (its other months: their average,
 * ±10%); purchases from six suppliers over the last twelve months, about 55% of the revenue,
 * each paid in one to three installments (paid when due before today, but a few late); and two
 * saved charts.
 */
export function buildManagerData(random: Random, input: ManagerDemoInput) {
  const { companyId, calendar } = input;
  const sold = new Map<string, number>();
  for (const sale of input.sales) {
    if (!isSoldStatus(sale.row.status)) continue;
    const month = saleMonth(sale);
    sold.set(month, (sold.get(month) ?? 0) + (sale.row.total ?? 0));
  }
  // The oldest month of sales is partial (the demo starts mid-month): leave it out of the average.
  const fullMonths = [...sold.entries()].sort(([a], [b]) => a.localeCompare(b)).slice(1);
  const average = Math.round(
    fullMonths.reduce((sum, [, total]) => sum + total, 0) / Math.max(1, fullMonths.length),
  );
  const revenueOf = (month: string) =>
    sold.has(month) && month !== [...sold.keys()].sort()[0]
      ? (sold.get(month) ?? 0)
      : Math.round(average * (0.9 + random.next() * 0.2));

  const [year, currentMonth] = calendar.today.split('-').map(Number) as [number, number];
  const dre: DreLineRow[] = [];
  for (let month = 1; month <= currentMonth; month++) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const revenue = revenueOf(key);
    for (const dreClass of DRE_CLASSES) {
      for (const [code, description, share] of DRE_SHARES[dreClass]) {
        dre.push({
          uuid: random.uuid(),
          company_id: companyId,
          code_erp: `${key}/${code}`,
          year,
          month,
          class: dreClass,
          account_code: code,
          account_description: description,
          amount: Math.round(revenue * share * (0.95 + random.next() * 0.1)),
        });
      }
    }
  }

  const purchaseRows: PurchaseRow[] = [];
  const payables: PayableRow[] = [];
  for (let monthsAgo = 11; monthsAgo >= 0; monthsAgo--) {
    const first = firstOfMonthsAgo(calendar.today, monthsAgo);
    const budget = Math.round(revenueOf(first.slice(0, 7)) * 0.55);
    for (const [code, name, share] of SUPPLIERS) {
      const invoices = random.int(2, 4);
      for (let invoice = 0; invoice < invoices; invoice++) {
        const date = addDays(first, random.int(0, 27));
        if (date > calendar.today) continue;
        const total = Math.round((budget * share) / invoices) + random.int(-5_000, 5_000);
        const document = `NFE-${code}-${date.replaceAll('-', '')}-${invoice + 1}`;
        purchaseRows.push({
          uuid: random.uuid(),
          company_id: companyId,
          code_erp: document,
          supplier_code_erp: code,
          supplier_name: name,
          document_number: document,
          date,
          total,
        });
        const installments = random.int(1, 3);
        for (let n = 1; n <= installments; n++) {
          const amount =
            n < installments
              ? Math.floor(total / installments)
              : total - Math.floor(total / installments) * (installments - 1);
          const due = addDays(date, 28 * n);
          const due_passed = due < calendar.today;
          const late = due_passed && random.chance(0.04);
          const paidOn = due_passed && !late ? addDays(due, random.int(-2, 1)) : null;
          const payment_date = paidOn && paidOn <= calendar.today ? paidOn : null;
          payables.push({
            uuid: random.uuid(),
            company_id: companyId,
            code_erp: `${document}/${n}`,
            supplier_code_erp: code,
            supplier_name: name,
            document_number: document,
            installment: String(n),
            issue_date: date,
            due_date: due,
            amount,
            amount_paid: payment_date ? amount : 0,
            payment_date,
            status: payment_date ? 'Pago' : 'Aberto',
          });
        }
      }
    }
  }

  const charts: SavedChartRow[] = [
    {
      uuid: random.uuid(),
      company_id: companyId,
      hash: 'vendas-boleto',
      title: 'Vendas no boleto por vendedor',
      base: 'charts.salesGroupSeller',
      filters: input.boletoFormId === undefined ? {} : { form_payment_id: input.boletoFormId },
    },
    {
      uuid: random.uuid(),
      company_id: companyId,
      hash: 'produtos-mais-vendidos',
      title: 'Produtos mais vendidos (valor)',
      base: 'charts.salesGroupProductValue',
      filters: {},
    },
  ];
  return { dre, purchases: purchaseRows, payables, charts };
}

/** The first day of the month `monthsAgo` months before today's. */
function firstOfMonthsAgo(today: string, monthsAgo: number): string {
  let first = startOfMonth(today);
  for (let month = 0; month < monthsAgo; month++) first = startOfPreviousMonth(first);
  return first;
}
