import type { appointments, bakeryItems, productionOrders } from '../db/schema/index.ts';
import { addDays, type DemoCalendar } from './demo-calendar.ts';
import type { ProductRow } from './demo-catalogue.ts';
import type { DemoSale, SaleItemRow } from './demo-sales.ts';
import type { Random } from './random.ts';

export type BakeryItemRow = typeof bakeryItems.$inferInsert;

export const DEMO_DRIVERS = ['Roberto Alves', 'Marcos Pereira', 'Sílvio Santana', 'Jorge Teixeira'] as const;

export const DEMO_MACHINES = [
  ['MQ01', 'Masseira espiral 50 kg', 0],
  ['MQ02', 'Divisora boleadora', 0],
  ['MQ03', 'Forno turbo a gás', 0],
  ['MQ04', 'Modeladora de pães', 0],
  ['MQ05', 'Câmara de fermentação', 0],
  ['MQ06', 'Cilindro laminador (em reforma)', 1],
] as const;

export const DEMO_OPERATORS = [
  ['OP01', 'Antônio Ferreira', 0],
  ['OP02', 'Juliana Ramos', 0],
  ['OP03', 'Sebastião Moreira', 0],
  ['OP04', 'Patrícia Gomes', 0],
  ['OP05', 'Geraldo Dias', 1],
] as const;

export const DEMO_SITUATIONS = [
  ['ST01', 'Produzindo', 'Produtiva'],
  ['ST02', 'Preparação da máquina (setup)', 'Parada'],
  ['ST03', 'Manutenção corretiva', 'Parada'],
  ['ST04', 'Falta de matéria-prima', 'Parada'],
  ['ST05', 'Limpeza', 'Parada'],
] as const;

/** Categories the factory produces itself (bread, sweet bread, special bread, cheese bread, cakes). */
const PRODUCED_CATEGORIES = new Set(['01', '05', '06', '07', '11', '42']);

/**
 * The bakery's days: one line per product of the sales to deliver today and tomorrow (those the
 * seller finalised in the last two days), with past stages stamped.
 */
export function buildBakeryItems(
  random: Random,
  input: {
    companyId: number;
    calendar: DemoCalendar;
    sales: readonly DemoSale[];
    items: readonly SaleItemRow[];
    products: ReadonlyMap<string, ProductRow>;
  },
): BakeryItemRow[] {
  const { calendar } = input;
  const delivered = new Set(['Finalizado', 'Integrado', 'Processado']);
  const bySale = new Map<string, SaleItemRow[]>();
  for (const item of input.items) {
    const list = bySale.get(item.sale_uuid) ?? [];
    list.push(item);
    bySale.set(item.sale_uuid, list);
  }
  const rows: BakeryItemRow[] = [];
  for (const { row, client } of input.sales) {
    if (!row.competence_at || row.competence_at < calendar.daysAgo(1) || !delivered.has(row.status)) continue;
    const deliveryDate = addDays(row.competence_at, 1);
    const driver = random.pick(DEMO_DRIVERS);
    for (const item of bySale.get(row.uuid) ?? []) {
      const product = input.products.get(item.product_uuid);
      if (!product?.category) continue;
      const produced = deliveryDate <= calendar.today && random.chance(0.7);
      const separated = produced && random.chance(0.6);
      const onTheRoad = separated && random.chance(0.3);
      rows.push({
        company_id: input.companyId,
        sale_uuid: row.uuid,
        delivery_date: deliveryDate,
        client_name: client.name,
        code_erp_client: client.code_erp,
        code_erp_product: item.code_erp_product,
        description: item.description,
        category: product.category,
        unit: item.unit,
        quantity: item.quantity,
        driver_name: driver,
        production_at: produced ? calendar.at(deliveryDate, 4, random.int(0, 59)) : null,
        separation_at: separated ? calendar.at(deliveryDate, 5, random.int(0, 59)) : null,
        delivery_at: onTheRoad ? calendar.at(deliveryDate, random.int(6, 7), random.int(0, 59)) : null,
      });
    }
  }
  return rows;
}

/** Production orders of the last and next days for the factory's own products. */
export function buildProductionOrders(
  random: Random,
  input: { companyId: number; calendar: DemoCalendar; products: readonly ProductRow[] },
): (typeof productionOrders.$inferInsert)[] {
  const candidates = input.products.filter(
    (product) => product.inative === 0 && PRODUCED_CATEGORIES.has(product.category ?? ''),
  );
  const chosen = random.sample(candidates, 14);
  return chosen.map((product, index) => {
    const start = input.calendar.daysAgo(6 - Math.floor(index / 2));
    const planned = random.int(10, 60) * 10;
    const status = index < 5 ? 'Encerrada' : index < 9 ? 'Em produção' : index < 10 ? 'Pausada' : 'Planejada';
    const produced =
      status === 'Encerrada'
        ? planned
        : status === 'Planejada'
          ? 0
          : Math.floor((planned * random.int(10, 80)) / 100);
    return {
      company_id: input.companyId,
      num_op: String(7_001 + index),
      code_erp_product: product.code_erp,
      description: product.description,
      unit: product.unit,
      quantity_planned: planned,
      quantity_produced: produced,
      status,
      start_date: start,
      due_date: addDays(start, random.int(1, 3)),
    };
  });
}

/** Appointments against the orders already started: a setup stop, then production. */
export function buildAppointments(
  random: Random,
  input: {
    companyId: number;
    calendar: DemoCalendar;
    orders: readonly (typeof productionOrders.$inferSelect)[];
    machineIds: readonly number[];
    operatorIds: readonly number[];
    situationIds: { productive: number; stops: readonly number[] };
  },
): (typeof appointments.$inferInsert)[] {
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (const order of input.orders) {
    if (order.status === 'Planejada' || !order.start_date) continue;
    const machine = random.pick(input.machineIds);
    const operator = random.pick(input.operatorIds);
    const setupStart = input.calendar.at(order.start_date, 5, random.int(0, 30));
    const setupEnd = new Date(setupStart.getTime() + random.int(10, 40) * 60_000);
    const runEnd = new Date(setupEnd.getTime() + random.int(60, 240) * 60_000);
    rows.push({
      uuid: random.uuid(),
      company_id: input.companyId,
      num_op: order.num_op,
      machine_id: machine,
      operator_id: operator,
      situation_id: random.pick(input.situationIds.stops),
      started_at: setupStart,
      finished_at: setupEnd,
      quantity: 0,
      quantity_scrap: 0,
      notes: null,
    });
    rows.push({
      uuid: random.uuid(),
      company_id: input.companyId,
      num_op: order.num_op,
      machine_id: machine,
      operator_id: operator,
      situation_id: input.situationIds.productive,
      started_at: setupEnd,
      finished_at: order.status === 'Em produção' ? null : runEnd,
      quantity: order.quantity_produced,
      quantity_scrap: Math.floor((order.quantity_produced * random.int(0, 4)) / 100),
      notes: random.chance(0.3) ? 'Massa reprocessada no início do lote' : null,
    });
  }
  return rows;
}
