import {
  cartTotals,
  formatOrderNumber,
  lineTotal,
  type SaleItem,
  type SalePayment,
  type SaleStatus,
  weekdayOfDate,
  zonedDate,
} from '@rota/domain';
import type { saleItems, salePayments, sales } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import {
  DEMO_CHANNELS,
  type DemoConditionCode,
  type DemoFormCode,
  type PriceListRow,
  type ProductRow,
} from './demo-catalogue.ts';
import type { ClientRow, DeliveryAddressRow } from './demo-clients.ts';
import type { Random } from './random.ts';

export type SaleRow = typeof sales.$inferInsert & { uuid: string; created_at: Date; status: SaleStatus };
export type SaleItemRow = typeof saleItems.$inferInsert;
export type SalePaymentRow = typeof salePayments.$inferInsert;

/** How many days of history the demo has: a year, so every month the charts and the DRE show has its sales. */
export const DEMO_SALES_DAYS = 365;

export interface DemoChoice {
  id: number;
  description: string;
  code_erp: string;
}

/** A payment line with what the ERP needs to issue its receivables. */
export interface DemoPayment {
  form: DemoFormCode;
  condition: DemoConditionCode;
  /** The sub-form, as the title's `form_payment_description` shows it. */
  formDescription: string;
  days: readonly number[];
  price: number;
}

export interface DemoSale {
  row: SaleRow;
  client: ClientRow;
  payments: DemoPayment[];
}

export interface SalesInput {
  companyId: number;
  now: Date;
  calendar: DemoCalendar;
  /** The sellers who sell, with their wallets (active clients). */
  sellers: readonly { id: number; code_erp: string; clients: readonly ClientRow[] }[];
  deliveryAddresses: readonly DeliveryAddressRow[];
  products: readonly ProductRow[];
  /** The long-lived list's rows, by product code. */
  listPrices: ReadonlyMap<string, PriceListRow>;
  forms: ReadonlyMap<string, DemoChoice>;
  conditions: ReadonlyMap<string, DemoChoice & { days: readonly number[] }>;
}

/**
 * Form × condition pairs a Brazilian distributor accepts, weighted by how often they are used;
 * each condition is one its form offers (the forms' limits, `DEMO_FORM_PAYMENTS`).
 */
const PAYMENT_CHOICES: readonly (readonly [[DemoFormCode, DemoConditionCode, string], number])[] = [
  [['FP01', 'CP02', 'Boleto 7 dias'], 12],
  [['FP01', 'CP03', 'Boleto 28 dias'], 20],
  [['FP02', 'CP01', 'PIX'], 14],
  [['FP03', 'CP01', 'Dinheiro'], 10],
  [['FP04', 'CP01', 'Cartão de crédito à vista'], 6],
  [['FP04', 'CP04', 'Cartão de crédito parcelado'], 5],
  [['FP04', 'CP05', 'Cartão de crédito parcelado'], 3],
  [['FP05', 'CP01', 'Cartão de débito'], 5],
  [['FP06', 'CP01', 'Cheque à vista'], 3],
  [['FP06', 'CP04', 'Cheque pré-datado'], 5],
  [['FP06', 'CP05', 'Cheque pré-datado'], 4],
  [['FP06', 'CP06', 'Cheque pré-datado'], 4],
];

/** The active channels a sale may be filed under (the client's, when active). */
const ACTIVE_CHANNELS: ReadonlySet<string> = new Set(
  DEMO_CHANNELS.filter(([, , inative]) => inative === 0).map(([code]) => code),
);

/** Sales move on with age: today's are still open, last week's mostly invoiced. */
function statusByAge(days: number): readonly (readonly [SaleStatus, number])[] {
  if (days === 0)
    return [
      ['Aberto', 30],
      ['Aguardando Finalizar', 20],
      ['Finalizado', 30],
      ['Integrado', 20],
    ];
  if (days <= 2)
    return [
      ['Aguardando Finalizar', 5],
      ['Finalizado', 15],
      ['Integrado', 35],
      ['Processado', 38],
      ['Cancelado', 2],
      ['Falha', 5],
    ];
  if (days <= 7)
    return [
      ['Integrado', 4],
      ['Processado', 82],
      ['Cancelado', 8],
      ['Falha', 6],
    ];
  return [
    ['Processado', 92],
    ['Cancelado', 7.5],
    ['Falha', 0.5],
  ];
}

/** Today's first sales take these, so every status of §4 is in the demo whatever the day. */
const TODAY_FIRST_STATUSES: readonly SaleStatus[] = [
  'Aberto',
  'Aguardando Finalizar',
  'Finalizado',
  'Integrado',
  'Falha',
  'Aberto',
];

const CANCEL_REASONS = [
  'Cliente desistiu da compra',
  'Pedido duplicado',
  'Sem estoque para entrega',
  'Nota fiscal cancelada a pedido do cliente',
  'Divergência de preço com a tabela do cliente',
] as const;

const FAILURE_MESSAGES = [
  'Cliente bloqueado no ERP: limite de crédito excedido',
  'Produto sem saldo em estoque no centro de distribuição',
  'Condição de pagamento não permitida para o cliente',
  'Tempo esgotado ao comunicar com o ERP',
] as const;

const NOTES = [
  'Entregar pela manhã, antes das 7h',
  'Cliente pediu nota fiscal separada',
  'Receber com o gerente da loja',
  'Deixar na portaria',
  'Conferir a validade dos frios na entrega',
  'Cliente vai retirar no depósito',
] as const;

const QUANTITY_RANGES: Record<string, readonly [number, number]> = {
  UN: [1, 36],
  KG: [1, 15],
  CX: [1, 4],
  PCT: [1, 24],
};

/** 1–12 distinct active products, at the base price or the long-lived list's, some discounted. */
function items(random: Random, input: SalesInput): SaleItem[] {
  const count = random.int(1, 12);
  const chosen = new Set<ProductRow>();
  while (chosen.size < count) chosen.add(random.pick(input.products));
  const lines: SaleItem[] = [];
  for (const product of chosen) {
    const listed = input.listPrices.get(product.code_erp);
    const fromList = listed !== undefined && random.chance(0.5);
    const [min, max] = QUANTITY_RANGES[product.unit] ?? [1, 10];
    // Goods by the kilo are weighed: half kilos from 0,5 to 15 kg (2,5 kg of cheese), one draw
    // as before, so the rest of the demo stays as it was.
    const quantity = product.unit === 'KG' ? random.int(min, max * 2) / 2 : random.int(min, max);
    const unit_price = fromList ? (listed.price ?? product.price) : product.price;
    const gross = lineTotal({ quantity, unit_price, discount: 0 });
    const discount = random.chance(0.15) ? Math.floor((gross * random.int(1, 5)) / 100) : 0;
    lines.push({
      uuid: random.uuid(),
      id: lines.length + 1,
      product_uuid: product.uuid,
      code_erp_product: product.code_erp,
      description: product.description,
      unit: product.unit,
      quantity,
      unit_price,
      discount,
      price_list_uuid: fromList ? (listed.uuid ?? null) : null,
    });
  }
  return lines;
}

/** One payment line for the whole net total, or (one sale in five) two lines that add up to it. */
function payments(random: Random, input: SalesInput, net: number): DemoPayment[] {
  const parts = net >= 2 && random.chance(0.2) ? [Math.floor((net * random.int(30, 70)) / 100)] : [];
  parts.push(net - parts.reduce((sum, part) => sum + part, 0));
  return parts.map((price) => {
    const [form, condition, formDescription] = random.weighted(PAYMENT_CHOICES);
    const days = input.conditions.get(condition)?.days ?? [0];
    return { form, condition, formDescription, days, price };
  });
}

/**
 * A year of sales of each selling seller, Monday to Saturday (and today, whatever the day),
 * 1–12 items each, paid in full by one or two payment lines, in every status of §4, each with its
 * order number: series N is the Nth seller's phone, counted in the order the sales were made.
 */
export function buildSales(
  random: Random,
  input: SalesInput,
): { sales: DemoSale[]; items: SaleItemRow[]; payments: SalePaymentRow[] } {
  const byClient = new Map<string, DeliveryAddressRow[]>();
  for (const address of input.deliveryAddresses) {
    const list = byClient.get(address.client_uuid) ?? [];
    list.push(address);
    byClient.set(address.client_uuid, list);
  }
  const drafts: { sale: DemoSale; items: SaleItem[]; lines: SalePayment[] }[] = [];
  let forced = 0;
  for (let age = DEMO_SALES_DAYS; age >= 0; age--) {
    const date = input.calendar.daysAgo(age);
    if (age > 0 && weekdayOfDate(date) === 0) continue;
    for (const seller of input.sellers) {
      const count = age === 0 ? random.int(4, 6) : random.int(2, 7);
      for (let n = 0; n < count; n++) {
        const client = random.pick(seller.clients);
        const createdAt =
          age === 0
            ? new Date(input.now.getTime() - random.int(30, 240) * 60_000)
            : input.calendar.at(date, random.int(7, 17), random.int(0, 59));
        const status =
          age === 0 && forced < TODAY_FIRST_STATUSES.length
            ? (TODAY_FIRST_STATUSES[forced++] as SaleStatus)
            : random.weighted(statusByAge(age));
        const saleItems = items(random, input);
        const net = cartTotals({ items: saleItems, payments: [] }).net;
        const demoPayments = payments(random, input, net);
        const lines: SalePayment[] = demoPayments.map((payment) => {
          const form = input.forms.get(payment.form);
          const condition = input.conditions.get(payment.condition);
          if (!form || !condition) throw new Error('forma ou condição de pagamento ausente');
          const conditionChoice = {
            id: condition.id,
            description: condition.description,
            code_erp: condition.code_erp,
          };
          return {
            formPayment: form,
            conditionPayment: conditionChoice,
            form_payment_id: form.id,
            condition_payment_id: condition.id,
            price: payment.price,
          };
        });
        const addresses = byClient.get(client.uuid);
        const row: SaleRow = {
          uuid: random.uuid(),
          company_id: input.companyId,
          seller_id: seller.id,
          client_uuid: client.uuid,
          client: { uuid: client.uuid, name: client.name, code_erp: client.code_erp },
          status,
          created_at: createdAt,
          received_at: new Date(createdAt.getTime() + random.int(1, 29) * 60_000),
          code_erp: '',
          competence_at: zonedDate(createdAt),
          pre_sale: random.chance(0.03),
          reason_canceled: status === 'Cancelado' ? random.pick(CANCEL_REASONS) : null,
          type: 'app',
          delivery_address: addresses && random.chance(0.4) ? random.pick(addresses).uuid : null,
          notes: random.chance(0.15) ? random.pick(NOTES) : null,
          failure_message: status === 'Falha' ? random.pick(FAILURE_MESSAGES) : null,
          total: net,
          // Most sales are plain sales (Venda); a few came from an app older than the field.
          finality_code_erp: random.chance(0.95) ? 'FN01' : null,
          channel_code_erp:
            client.channel_code_erp && ACTIVE_CHANNELS.has(client.channel_code_erp)
              ? client.channel_code_erp
              : null,
        };
        drafts.push({ sale: { row, client, payments: demoPayments }, items: saleItems, lines });
      }
    }
  }
  drafts.sort((a, b) => a.sale.row.created_at.getTime() - b.sale.row.created_at.getTime());
  const itemRows: SaleItemRow[] = [];
  const paymentRows: SalePaymentRow[] = [];
  let erpNumber = 240_000;
  // Each seller's sales are numbered on their phone, whose series is the seller's place in the list.
  const counts = new Map<number, number>();
  for (const draft of drafts) {
    const { row } = draft.sale;
    const count = (counts.get(row.seller_id) ?? 0) + 1;
    counts.set(row.seller_id, count);
    row.number = formatOrderNumber(
      input.sellers.findIndex((seller) => seller.id === row.seller_id) + 1,
      count,
    );
    if (row.status === 'Processado' || row.status === 'Cancelado') {
      erpNumber += 1;
      row.code_erp = String(erpNumber);
    }
    for (const item of draft.items) itemRows.push({ ...item, sale_uuid: row.uuid });
    draft.lines.forEach((line, position) => {
      paymentRows.push({
        sale_uuid: row.uuid,
        position,
        form_payment: line.formPayment,
        condition_payment: line.conditionPayment,
        form_payment_id: line.form_payment_id,
        condition_payment_id: line.condition_payment_id,
        price: line.price,
      });
    });
  }
  return { sales: drafts.map((draft) => draft.sale), items: itemRows, payments: paymentRows };
}
