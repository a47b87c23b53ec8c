/**
 * `npm run bench -- sell`: the "sell more" rules the seller's phone runs as the screen changes
 * (issue 27, DESIGN.md "Budgets"), in Node on this machine: the mix gap over two years of one
 * client's history (under 50 ms), a month of goals over a busy seller's sales and a 100-line cart
 * re-priced by 500 running promotions after one change, and a 5,000-product catalogue's promotion
 * badges under the same 500 (each under 16 ms, one frame). A phone is
 * slower than this machine; the report gives the margin.
 */
import {
  addDays,
  clientMixGap,
  DEFAULT_WORK_CALENDAR,
  type GoalSale,
  goalActuals,
  goalProgress,
  mixGapWindow,
  monthWorkingDays,
  type Promotion,
  type PromotionReferences,
  promotionSchema,
  promotionsReaching,
  repriceWithPromotions,
  type Sale,
  type SaleStatus,
  zonedDate,
  zonedDayStart,
} from '@rota/domain';
import { loadAverage, machine } from '../machine.ts';
import { formatInteger, formatMsFine, Report, verdict } from '../report.ts';
import { median } from '../stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const MIX_GAP_BUDGET_MS = 50;
const GOALS_BUDGET_MS = 16;
const PROMOTIONS_BUDGET_MS = 16;
const CATALOGUE_BUDGET_MS = 16;
const CATALOGUE_PRODUCTS = 5_000;
/** Calls timed per run, the median call of the run reported. */
const CALLS = 50;

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Two years of one client: three orders a week of 20 lines from a mix of 400 products. */
function clientHistory(today: string) {
  const sales = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed;
  };
  for (let day = 730; day > 0; day -= 2) {
    const created = new Date(zonedDayStart(addDays(today, -day)).getTime() + 14 * 3_600_000).toISOString();
    const items = Array.from({ length: 20 }, (_, index) => {
      const product = next() % 400;
      return {
        id: index + 1,
        product_uuid: uuid(product + 1),
        code_erp_product: `P${product}`,
        description: `Produto ${product}`,
        unit: 'CX',
        quantity: 1 + (next() % 12),
        unit_price: 100_000 + product,
        discount: 0,
        price_list_uuid: null,
      };
    });
    sales.push({ uuid: uuid(100_000 + day), status: 'Processado' as SaleStatus, created_at: created, items });
  }
  return sales;
}

/** A busy seller's month: 2,000 orders to 400 clients, 15 lines each. */
function sellerMonth(today: string): GoalSale[] {
  const month = today.slice(0, 8);
  return Array.from({ length: 2_000 }, (_, n) => ({
    status: 'Finalizado' as SaleStatus,
    competence_at: `${month}${String(1 + (n % 28)).padStart(2, '0')}`,
    created_at: new Date().toISOString(),
    client_uuid: uuid(500_000 + (n % 400)),
    total: 100_000 + n,
    items: Array.from({ length: 15 }, (_, index) => ({ product_uuid: uuid(((n * 7 + index) % 600) + 1) })),
  }));
}

const PRODUCTS = 2_000;
const productCode = (n: number) => `P${n % PRODUCTS}`;
const categoryOf = (code: string) => String((Number(code.slice(1)) % 50) + 1).padStart(2, '0');

/**
 * 500 promotions running today, a hundred of each kind: each names 5 products, every tenth a
 * category instead; tiers of three steps, "leve 12 pague 10", kits of three products.
 */
function runningPromotions(today: string): Promotion[] {
  const kinds = ['percent', 'price_off', 'tiers', 'take_pay', 'kit'] as const;
  return Array.from({ length: 500 }, (_, n) => {
    const kind = kinds[n % kinds.length] as (typeof kinds)[number];
    const products = Array.from({ length: 5 }, (_, k) => productCode(n * 3 + k * 401));
    return promotionSchema.parse({
      uuid: uuid(700_000 + n),
      company_id: 1,
      code_erp: `PROMO-${n}`,
      name: `Promoção ${n}`,
      starts_on: addDays(today, -10),
      ends_on: addDays(today, 10),
      kind,
      products: n % 10 === 0 || kind === 'kit' ? [] : products,
      categories: n % 10 === 0 && kind !== 'kit' ? [categoryOf(productCode(n))] : [],
      percent: kind === 'percent' ? 3 + (n % 7) : null,
      price_off: kind === 'price_off' ? 5_000 : null,
      tiers:
        kind === 'tiers'
          ? [
              { min_quantity: 5, percent: 2 },
              { min_quantity: 10, percent: 4 },
              { min_quantity: 20, percent: 6 },
            ]
          : null,
      take: kind === 'take_pay' ? 12 : null,
      pay: kind === 'take_pay' ? 10 : null,
      kit_items:
        kind === 'kit' ? products.slice(0, 3).map((code) => ({ code_erp_product: code, quantity: 2 })) : null,
      kit_price: kind === 'kit' ? 5_000 : null,
    });
  });
}

/** A 100-line cart: products spread over the catalogue, some reached by the promotions above. */
function bigCart(): Sale {
  const items = Array.from({ length: 100 }, (_, index) => ({
    id: index + 1,
    uuid: uuid(800_000 + index),
    product_uuid: uuid(900_000 + index),
    code_erp_product: productCode(index * 17),
    description: `Produto ${index}`,
    unit: 'CX',
    quantity: 1 + (index % 24),
    unit_price: 100_000 + index,
    discount: 0,
    price_list_uuid: null,
  }));
  return {
    client_uuid: uuid(1),
    created_at: new Date().toISOString(),
    competence_at: null,
    items,
  } as unknown as Sale;
}

function timeCalls(run: () => unknown): number[] {
  const runs: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const calls: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const start = performance.now();
      run();
      calls.push(performance.now() - start);
    }
    runs.push(median(calls));
  }
  return runs;
}

const spread = (runs: readonly number[]) =>
  `mín ${formatMsFine(Math.min(...runs))} · mediana ${formatMsFine(median(runs))} · máx ${formatMsFine(Math.max(...runs))}`;

/** Runs the measurements and answers the report's text. */
export async function runSellBench(): Promise<string> {
  const load = loadAverage();
  const today = zonedDate(new Date());
  const history = clientHistory(today);
  const lines = history.reduce((sum, sale) => sum + sale.items.length, 0);
  const window = mixGapWindow(today);
  const gapRuns = timeCalls(() => clientMixGap(history, window));
  const month = sellerMonth(today);
  const days = monthWorkingDays(today.slice(0, 7), today, DEFAULT_WORK_CALENDAR);
  const goal = { sales_value: 50_000_000, positivation: 300, mix: 500, mix_basis: 'products' as const };
  const goalRuns = timeCalls(() => goalProgress(goal, goalActuals(month, today.slice(0, 7), 400), days));
  const promotions = runningPromotions(today);
  const refs: PromotionReferences = {
    promotions,
    policy: 'best',
    clientCode: 'C1',
    channelCode: null,
    categoryOf,
    priceListCodeOf: () => null,
  };
  const cart = bigCart();
  const now = new Date();
  let turn = 0;
  // One change per call: a line's quantity goes up by one, as a tap on "+" does.
  const promotionRuns = timeCalls(() => {
    turn += 1;
    const line = turn % cart.items.length;
    const next = {
      ...cart,
      items: cart.items.map((item, index) =>
        index === line ? { ...item, quantity: item.quantity + 1 } : item,
      ),
    };
    return repriceWithPromotions(cart, next, refs, now);
  });
  // The catalogue's badges and "Promoções" filter: every product's running promotions at once.
  const catalogue = Array.from({ length: CATALOGUE_PRODUCTS }, (_, n) => ({
    code_erp: productCode(n),
    category: categoryOf(productCode(n)),
  }));
  const catalogueRuns = timeCalls(() => {
    const reaching = promotionsReaching(promotions, today);
    return catalogue.filter((product) => reaching(product).length > 0).length;
  });
  const out = new Report()
    .title('Rota — vender mais: regras no aparelho (npm run bench -- sell)')
    .row('Data', new Date().toISOString())
    .row('Máquina', machine())
    .row('Carga média (1 min) no início', load);
  out.section(`Mix em falta (meta: < ${MIX_GAP_BUDGET_MS} ms por cliente aberto)`);
  out.row(
    `2 anos de um cliente: ${formatInteger(history.length)} vendas, ${formatInteger(lines)} itens`,
    spread(gapRuns),
    verdict(Math.max(...gapRuns) < MIX_GAP_BUDGET_MS),
  );
  out.section(`Metas do mês (meta: < ${GOALS_BUDGET_MS} ms, um quadro)`);
  out.row(
    `${formatInteger(month.length)} vendas de 15 itens de um vendedor no mês`,
    spread(goalRuns),
    verdict(Math.max(...goalRuns) < GOALS_BUDGET_MS),
  );
  out.section(`Promoções no carrinho (meta: < ${PROMOTIONS_BUDGET_MS} ms por alteração, um quadro)`);
  out.row(
    `100 itens, ${formatInteger(promotions.length)} promoções vigentes (das 5 espécies)`,
    spread(promotionRuns),
    verdict(Math.max(...promotionRuns) < PROMOTIONS_BUDGET_MS),
  );
  out.section(`Promoções no catálogo (meta: < ${CATALOGUE_BUDGET_MS} ms, um quadro)`);
  out.row(
    `${formatInteger(CATALOGUE_PRODUCTS)} produtos, ${formatInteger(promotions.length)} promoções: selos e filtro "Promoções"`,
    spread(catalogueRuns),
    verdict(Math.max(...catalogueRuns) < CATALOGUE_BUDGET_MS),
  );
  out.note(
    `Cada run é a mediana de ${CALLS} chamadas seguidas; ${RUNS} runs, mínimo, mediana e máximo entre elas. Em Node, nesta máquina: um celular intermediário é de 3 a 5 vezes mais lento.`,
  );
  return out.toString();
}
