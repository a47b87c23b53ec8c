import {
  addDays,
  isProducedCategory,
  orderProgress,
  orderStatusAfter,
  type SituationKind,
} from '@rota/domain';
import type { appointmentPauses, appointments, bakeryItems, productionOrders } from '../db/schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';
import type { ProductRow } from './demo-catalogue.ts';
import { DEMO_SELLERS } from './demo-company.ts';
import type { DemoSale, SaleItemRow } from './demo-sales.ts';
import type { Random } from './random.ts';

export type BakeryItemRow = typeof bakeryItems.$inferInsert;

export const DEMO_DRIVERS = ['Roberto Alves', 'Marcos Pereira', 'Sílvio Santana', 'Jorge Teixeira'] as const;

/** The ERP's code of each demo driver, in the order of {@link DEMO_DRIVERS}: MOT01…MOT04. */
export const demoDriverCode = (index: number) => `MOT${String(index + 1).padStart(2, '0')}`;

export const DEMO_MACHINES = [
  ['MQ01', 'Masseira espiral 50 kg', 0],
  ['MQ02', 'Divisora boleadora', 0],
  ['MQ03', 'Forno turbo a gás', 0],
  ['MQ04', 'Modeladora de pães', 0],
  ['MQ05', 'Câmara de fermentação', 0],
  ['MQ06', 'Cilindro laminador (em reforma)', 1],
  ['MQ07', 'Forno de lastro', 0],
  ['MQ08', 'Batedeira planetária', 0],
] as const;

export const DEMO_OPERATORS = [
  ['OP01', 'Antônio Ferreira', 0],
  ['OP02', 'Juliana Ramos', 0],
  ['OP03', 'Sebastião Moreira', 0],
  ['OP04', 'Patrícia Gomes', 0],
  ['OP05', 'Geraldo Dias', 1],
  ['OP06', 'Rosângela Lima', 0],
] as const;

/** Productive and stop situations, and the reasons for scrap (docs/domain.md "Situations"). */
export const DEMO_SITUATIONS = [
  ['ST01', 'Produzindo', 'Produtiva', 0],
  ['ST02', 'Preparação da máquina (setup)', 'Parada', 0],
  ['ST03', 'Manutenção corretiva', 'Parada', 0],
  ['ST04', 'Falta de matéria-prima', 'Parada', 0],
  ['ST05', 'Limpeza', 'Parada', 0],
  ['ST06', 'Aguardando forno', 'Parada', 0],
  ['ST07', 'Troca de turno', 'Parada', 0],
  ['ST08', 'Reunião de equipe (desativada)', 'Parada', 1],
  ['RF01', 'Massa fora do ponto', 'Refugo', 0],
  ['RF02', 'Queimado no forno', 'Refugo', 0],
  ['RF03', 'Formato irregular', 'Refugo', 0],
  ['RF04', 'Caiu no chão', 'Refugo', 0],
] as const;

/** Categories the factory produces itself (bread, sweet bread, special bread, cheese bread, cakes). */
const PRODUCED_CATEGORIES = new Set(['01', '05', '06', '07', '11', '42']);

/** Who the demo's bakery stamps name: Diego Rocha, the Padaria login (demo-company.ts). */
export const DEMO_BAKER = DEMO_SELLERS.find((seller) => seller.profile === 'Padaria')?.name ?? 'Padaria';

/** Who signs for the goods at the client, as a driver types it. */
const RECEIVERS = ['Dona Cida', 'Sr. Antônio', 'Márcia (caixa)', 'Gerente Paulo', 'Joana'] as const;

/** Part of `quantity` (at least 1, below the whole when it can be): 80 of 100 is a real state. */
const partOf = (random: Random, quantity: number) =>
  quantity <= 1
    ? quantity
    : Math.max(1, Math.min(quantity - 1, Math.round(quantity * random.int(5, 9) * 0.1)));

/**
 * The bakery's days (docs/demo.md "Bakery"): one line per item of a bakery category of the sales
 * the sellers finalised in the last two days, to deliver the day after their competence date —
 * today and tomorrow. Each sale goes to one driver; each driver's stops are numbered 1…n per day
 * in the order the sales were made (`delivery_order`), every line of a sale sharing its stop.
 *
 * Today's lines are mostly still to do, so every screen has work: of the lines the bakery makes
 * (bread, confectionery), about 40% are fully produced and 15% partly (e.g. 80 of 100), the
 * rest not yet; about half of what is ready (produced, or bought in) is separated, some of it
 * partly; a quarter of today's clients got what was separated for them, with who took it. Tomorrow's are
 * untouched. Bought-in goods (drinks, groceries) are never produced. Every stamp names Diego
 * Rocha, at the hours the stages run (production 4h, separation 5h, delivery 6–7h, São Paulo).
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
  const finalised = new Set(['Finalizado', 'Integrado', 'Processado']);
  const bySale = new Map<string, SaleItemRow[]>();
  for (const item of input.items) {
    const list = bySale.get(item.sale_uuid) ?? [];
    list.push(item);
    bySale.set(item.sale_uuid, list);
  }
  const stops = new Map<string, number>();
  const rows: BakeryItemRow[] = [];
  for (const { row, client } of input.sales) {
    if (!row.competence_at || row.competence_at < calendar.daysAgo(1) || !finalised.has(row.status)) continue;
    const saleItems = (bySale.get(row.uuid) ?? []).filter(
      (item) => input.products.get(item.product_uuid)?.category,
    );
    if (saleItems.length === 0) continue;
    const deliveryDate = addDays(row.competence_at, 1);
    const driver = random.pick(DEMO_DRIVERS);
    const stopKey = `${deliveryDate}|${driver}`;
    const stop = (stops.get(stopKey) ?? 0) + 1;
    stops.set(stopKey, stop);
    const today = deliveryDate <= calendar.today;
    // A driver hands a client everything separated for it at once, as "Entregue" does.
    const handedOver = today && random.chance(0.25);
    const receivedBy = handedOver ? random.pick(RECEIVERS) : null;
    const deliveryHour = random.int(6, 7);
    for (const item of saleItems) {
      const category = input.products.get(item.product_uuid)?.category ?? '';
      const made = isProducedCategory(category);
      const roll = random.next();
      const produced =
        !made || !today ? 0 : roll < 0.4 ? item.quantity : roll < 0.55 ? partOf(random, item.quantity) : 0;
      const ready = made ? produced : item.quantity;
      const separated =
        today && ready > 0 && random.chance(0.5) ? (random.chance(0.8) ? ready : partOf(random, ready)) : 0;
      const delivered = handedOver ? separated : 0;
      const stamped = (done: number, hour: number) =>
        done > 0
          ? { at: calendar.at(deliveryDate, hour, random.int(0, 59)), by: DEMO_BAKER }
          : { at: null, by: null };
      const production = stamped(produced, 4);
      const separation = stamped(separated, 5);
      const delivery = stamped(delivered, deliveryHour);
      rows.push({
        company_id: input.companyId,
        sale_uuid: row.uuid,
        sale_item_uuid: item.uuid,
        delivery_date: deliveryDate,
        client_name: client.name,
        code_erp_client: client.code_erp,
        code_erp_product: item.code_erp_product,
        description: item.description,
        category,
        unit: item.unit,
        quantity: item.quantity,
        driver_name: driver,
        delivery_order: stop,
        produced,
        separated,
        delivered,
        production_at: production.at,
        production_by: production.by,
        separation_at: separation.at,
        separation_by: separation.by,
        delivery_at: delivery.at,
        delivery_by: delivery.by,
        received_by: delivered > 0 ? receivedBy : null,
        // The van carried only what was separated: a line handed short says so (docs/bakery.md
        // "Short deliveries"). One with nothing separated stays open.
        short_reason: delivered > 0 && delivered < item.quantity ? 'faltou' : null,
      });
    }
  }
  return rows;
}

export type ProductionOrderRow = typeof productionOrders.$inferInsert;
export type AppointmentRow = typeof appointments.$inferInsert;
export type AppointmentPauseRow = typeof appointmentPauses.$inferInsert;

/** The rows the production seed inserted, as the appointments need them. */
export interface ProductionRefs {
  machineIds: readonly number[];
  operatorIds: readonly number[];
  situations: readonly { id: number; kind: SituationKind; inative: number }[];
}

/**
 * The factory: 14 orders of the last and next days for its own products, with their
 * appointments (docs/demo.md "Production"). The 5 oldest are Encerrada (a setup, then one run with
 * a stop or two, all finished); the next 3 are Em produção (a setup and a first run finished on
 * their start day, a second run open since this morning) and 1 is Pausada (its run open, stopped
 * for maintenance a quarter of an hour ago); the 5 newest are Planejada, untouched. The open runs
 * hold the first four machines, one each, with four different operators, so MQ05, MQ07 and MQ08
 * are free to start on. Each order's produced and scrapped quantities are the sums of its
 * appointments and its status the domain's `orderStatusAfter`, as the server would keep them.
 */
export function buildProduction(
  random: Random,
  input: { companyId: number; calendar: DemoCalendar; products: readonly ProductRow[]; refs: ProductionRefs },
): { orders: ProductionOrderRow[]; appointments: AppointmentRow[]; pauses: AppointmentPauseRow[] } {
  const { companyId, calendar, refs } = input;
  const candidates = input.products.filter(
    (product) => product.inative === 0 && PRODUCED_CATEGORIES.has(product.category ?? ''),
  );
  const active = (kind: SituationKind) =>
    refs.situations.filter((row) => row.kind === kind && row.inative === 0).map((row) => row.id);
  const productive = active('Produtiva')[0] ?? 0;
  const [setup = 0, maintenance = 0, ...otherStops] = active('Parada');
  const scrapReasons = active('Refugo');
  const orders: ProductionOrderRow[] = [];
  const appointmentRows: AppointmentRow[] = [];
  const pauses: AppointmentPauseRow[] = [];
  const minute = 60_000;

  const record = (
    row: Omit<AppointmentRow, 'company_id' | 'uuid' | 'received_at'>,
    stops: Omit<AppointmentPauseRow, 'appointment_uuid' | 'position' | 'company_id'>[] = [],
  ) => {
    const uuid = random.uuid();
    appointmentRows.push({
      ...row,
      uuid,
      company_id: companyId,
      received_at: row.finished_at ?? row.started_at,
    });
    stops.forEach((stop, position) => {
      pauses.push({ ...stop, appointment_uuid: uuid, position, company_id: companyId });
    });
  };
  /** A finished run with its good quantity, its scrap (with a reason) and, sometimes, a stop. */
  const finishedRun = (numOp: string, machine: number, operator: number, start: Date, quantity: number) => {
    const end = new Date(start.getTime() + random.int(90, 240) * minute);
    const scrap = random.chance(0.7) ? Math.max(1, Math.floor((quantity * random.int(1, 4)) / 100)) : 0;
    const stopStart = new Date(start.getTime() + random.int(20, 60) * minute);
    const stops = random.chance(0.6)
      ? [
          {
            situation_id: random.pick(otherStops),
            started_at: stopStart,
            finished_at: new Date(stopStart.getTime() + random.int(5, 25) * minute),
          },
        ]
      : [];
    record(
      {
        num_op: numOp,
        machine_id: machine,
        operator_id: operator,
        situation_id: productive,
        started_at: start,
        finished_at: end,
        quantity,
        quantity_scrap: scrap,
        scrap_reason_id: scrap > 0 ? random.pick(scrapReasons) : null,
        notes: random.chance(0.3) ? 'Massa reprocessada no início do lote' : null,
      },
      stops,
    );
    return end;
  };
  const setupRun = (numOp: string, machine: number, operator: number, start: Date) => {
    const end = new Date(start.getTime() + random.int(10, 40) * minute);
    record({
      num_op: numOp,
      machine_id: machine,
      operator_id: operator,
      situation_id: setup,
      started_at: start,
      finished_at: end,
      quantity: 0,
      quantity_scrap: 0,
      scrap_reason_id: null,
      notes: null,
    });
    return end;
  };

  const openMachines = refs.machineIds.slice(0, 4);
  const openOperators = random.sample(refs.operatorIds, Math.min(4, refs.operatorIds.length));
  random.sample(candidates, 14).forEach((product, index) => {
    const numOp = String(7_001 + index);
    const startDate = calendar.daysAgo(6 - Math.floor(index / 2));
    const planned = random.int(10, 60) * 10;
    const kind = index < 5 ? 'closed' : index < 8 ? 'running' : index < 9 ? 'paused' : 'planned';
    const first = appointmentRows.length;
    if (kind !== 'planned') {
      const open = kind !== 'closed';
      const machine = open ? (openMachines[index - 5] ?? 0) : random.pick(refs.machineIds);
      const operator = random.pick(refs.operatorIds);
      const setupEnd = setupRun(numOp, machine, operator, calendar.at(startDate, 5, random.int(0, 30)));
      const firstShare = open ? random.int(20, 70) : random.int(95, 102);
      finishedRun(numOp, machine, operator, setupEnd, Math.floor((planned * firstShare) / 100));
      if (open) {
        const since = calendar.minutesAgo(random.int(45, 150));
        const stopped = kind === 'paused' ? calendar.minutesAgo(15) : null;
        record(
          {
            num_op: numOp,
            machine_id: machine,
            operator_id: openOperators[index - 5] ?? operator,
            situation_id: productive,
            started_at: since,
            finished_at: null,
            quantity: 0,
            quantity_scrap: 0,
            scrap_reason_id: null,
            notes: null,
          },
          stopped ? [{ situation_id: maintenance, started_at: stopped, finished_at: null }] : [],
        );
      }
    }
    const own = appointmentRows.slice(first);
    const progress = orderProgress(
      { quantity_planned: planned },
      own.map((row) => ({ quantity: row.quantity ?? 0, quantity_scrap: row.quantity_scrap ?? 0 })),
    );
    const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;
    const asAppointment = (row: AppointmentRow) => ({
      finished_at: iso(row.finished_at),
      pauses: pauses
        .filter((pause) => pause.appointment_uuid === row.uuid)
        .map((pause) => ({
          situation_id: pause.situation_id,
          started_at: pause.started_at.toISOString(),
          finished_at: iso(pause.finished_at),
        })),
    });
    orders.push({
      company_id: companyId,
      num_op: numOp,
      code_erp_product: product.code_erp,
      description: product.description,
      unit: product.unit,
      quantity_planned: planned,
      quantity_produced: progress.produced,
      quantity_scrap: progress.scrap,
      status: orderStatusAfter(kind === 'closed' ? 'Encerrada' : 'Planejada', own.map(asAppointment)),
      start_date: startDate,
      due_date: addDays(startDate, random.int(1, 3)),
    });
  });
  return { orders, appointments: appointmentRows, pauses };
}
