import {
  type ApprovalStatus,
  CREDIT_COMMITTED_STATUSES,
  can,
  type HoldPolicy,
  type PriceList,
  type Promotion,
  type PromotionPolicy,
  type PromotionReferences,
  promotionDayOf,
  type SaleReferences,
  type SaleStatus,
  type StockFigures,
} from '@rota/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { quantityFromDb } from '../../db/schema/columns.ts';
import type { SessionAuth } from '../../http/auth/auth-context.ts';
import { ownsClient } from '../clients/index.ts';
import type { SaleBody } from './sale-body.ts';

/** What a write must know of the stored sale with the body's uuid, whatever its company. */
export interface StoredSale {
  uuid: string;
  company_id: number;
  seller_id: number;
  status: SaleStatus;
  /** Where it stands with a supervisor: a rejected cart keeps saying so until finished again. */
  approval_status: ApprovalStatus | null;
  deleted_at: Date | null;
  /** As stored (a timestamp and a day, JSON-rendered): a resend may keep them however old. */
  created_at: string;
  competence_at: string | null;
}

/**
 * What a sale write reads before it writes: the stored sale, the sale's references, and the
 * bakery category of each product found (null: none), from which a new sale's bakery lines are
 * built in the statement that writes it.
 */
export interface SaleWriteReads {
  stored: StoredSale | null;
  references: SaleReferences;
  categories: ReadonlyMap<string, string | null>;
}

type Json<T> = T | null;
interface ReadRow {
  stored: Json<{
    uuid: string;
    company_id: number;
    seller_id: number;
    status: SaleStatus;
    approval_status: ApprovalStatus | null;
    deleted_at: string | null;
    created_at: string;
    competence_at: string | null;
  }>;
  client: Json<{
    uuid: string;
    name: string;
    code_erp: string | null;
    company_id: number;
    code_erp_seller: string | null;
    deleted_at: string | null;
    addresses: string[];
    credit_limit: number | null;
    credit_blocked: boolean;
    credit_blocked_reason: string | null;
    /** Null when the client has neither a limit nor a block: nothing reads it then. */
    open: number | null;
  }>;
  products: {
    uuid: string;
    code_erp: string;
    unit: string;
    quantity_decimals: number | null;
    price: number;
    min_price: number | null;
    inative: number;
    category: string | null;
    /** Null: the company's stock policy is not approve, or the ERP sent no stock for it. */
    stock: { quantity: string | number; counted_at: string } | null;
  }[];
  /** What the company's orders on their way take of each product, by uuid; null unless approve. */
  reserved: Record<string, string | number> | null;
  price_lists: PriceList[];
  forms: {
    id: number;
    code_erp: string;
    description: string;
    inative: number;
    max_parcels: number | null;
    max_days: number | null;
    only_type_1: boolean;
  }[];
  conditions: {
    id: number;
    code_erp: string;
    inative: number;
    parcels: number;
    type: number;
    itens: { parcel: number; days: number }[];
    description: string;
    min_order_value: number | null;
  }[];
  finality: Json<{ code_erp: string; status: 0 | 1 }>;
  channel: Json<{ code_erp: string; inative: number }>;
  config: Json<{
    allowed_price_lists: string[];
    max_discount_basis_points: number;
    approval_discount_basis_points: number;
    min_order_value: number | null;
    credit_policy: HoldPolicy;
    stock_policy: HoldPolicy;
    promotion_policy: PromotionPolicy;
  }>;
  /** The company's live promotions that run on the sale's day (docs/domain.md "Promotions"). */
  promotions: (Omit<Promotion, 'percent'> & { percent_basis_points: number | null })[];
}

/** The statuses whose orders count against a client's credit, as SQL literals (domain constants). */
const committedStatuses = CREDIT_COMMITTED_STATUSES.map((status) => `'${status}'`).join(', ');

/** Keys as one text parameter (`string_to_table(…, ',')`): uuids and ids hold no comma. */
const keyList = (keys: readonly (string | number)[]) => [...new Set(keys)].join(',');

/** The values of a read, or the placeholders of its prepared statement. */
interface ReadParams {
  company: unknown;
  finality: unknown;
  channel: unknown;
  sale: unknown;
  client: unknown;
  products: unknown;
  lists: unknown;
  forms: unknown;
  conditions: unknown;
  /** The São Paulo day the sale's promotions are read on (`promotionDayOf`). */
  day: unknown;
}

/**
 * The read as one JSON expression. Each key is looked up by its unique index from
 * `string_to_table(…)` (`cross join lateral (… offset 0)`: the fence keeps the planner from merging
 * the lookup into a join), and the company and the tombstone are checked on the row found. So the
 * plan a prepared statement caches stays right whatever the keys: with `key = any(…)`, or a plain
 * join, the generic plan read the company's whole price list through its company index instead.
 * `string_to_table` rather than `unnest(string_to_array(…))`: PostgreSQL counts the elements of a
 * constant array, so with `unnest` every plan made with the request's values looked cheaper than
 * the generic plan and the whole read was planned again on every sale (about a third of
 * PostgreSQL's CPU per sale, docs/bench.md); `string_to_table` is estimated alike either way, so
 * the generic plan is kept after the fifth execution.
 * `reserved` sums the lines of the sale's products that hold stock (`sale_items.reserving`, kept
 * by migration 0043's triggers for the statuses of `STOCK_RESERVING_STATUSES`) through their
 * partial index, other sales only: walking the company's waiting sales cost a sale about 26 ms with
 * a few thousand of them waiting for the ERP (docs/bench.md).
 * `lock` locks the stored sale (`for update` in its sub-select).
 */
function readsExpression(p: ReadParams, lock: boolean): SQL {
  const keys = (list: unknown) => sql`string_to_table(${list}::text, ',')`;
  const stockChecked = sql`(select g.stock_policy from company_configs g where g.company_id = ${p.company}::integer) = 'approve'`;
  return sql`json_build_object(
    'stored', (select row_to_json(s) from (select uuid, company_id, seller_id, status, approval_status, deleted_at, created_at,
      competence_at from sales
      where uuid = ${p.sale}::uuid ${lock ? sql`for update` : sql``}) s),
    'client', (select json_build_object('uuid', c.uuid, 'name', c.name, 'code_erp', c.code_erp,
        'company_id', c.company_id, 'code_erp_seller', c.code_erp_seller, 'deleted_at', c.deleted_at,
        'addresses', (select coalesce(json_agg(d.uuid), '[]'::json) from delivery_addresses d
          where d.company_id = ${p.company}::integer and d.client_uuid = c.uuid and d.deleted_at is null),
        'credit_limit', c.credit_limit, 'credit_blocked', c.credit_blocked,
        'credit_blocked_reason', c.credit_blocked_reason,
        'open', case when c.credit_limit is not null or c.credit_blocked then
          coalesce((select sum(greatest(t.amount - t.amount_paid, 0)) from financial_titles t
            where t.company_id = ${p.company}::integer and t.code_erp_client = c.code_erp
              and t.status in ('Aberto', 'Parcial') and t.deleted_at is null), 0)
          + coalesce((select sum(o.total) from sales o where o.company_id = ${p.company}::integer
            and o.client_uuid = c.uuid and o.status in (${sql.raw(committedStatuses)}) and o.deleted_at is null
            and o.uuid <> ${p.sale}::uuid), 0) end)
      from clients c where c.uuid = ${p.client}::uuid),
    'products', (select coalesce(json_agg(json_build_object('uuid', r.uuid, 'code_erp', r.code_erp,
        'unit', r.unit, 'quantity_decimals', r.quantity_decimals, 'price', r.price, 'min_price', r.min_price, 'inative', r.inative,
        'category', r.category,
        'stock', case when ${stockChecked} then
          (select json_build_object('quantity', st.quantity, 'counted_at', st.counted_at)
          from product_stocks st where st.company_id = ${p.company}::integer
            and st.code_erp_product = r.code_erp and st.deleted_at is null) end)), '[]'::json)
      from ${keys(p.products)} as wanted(key) cross join lateral (select * from products
        where uuid = wanted.key::uuid offset 0) r where r.company_id = ${p.company}::integer and r.deleted_at is null),
    'reserved', case when ${stockChecked} then (select coalesce(json_object_agg(v.product_uuid, v.quantity), '{}'::json)
      from (select i.product_uuid, sum(i.quantity) as quantity from ${keys(p.products)} as wanted(key)
        cross join lateral (select uuid from products where uuid = wanted.key::uuid
          and company_id = ${p.company}::integer offset 0) r
        cross join lateral (select product_uuid, quantity, sale_uuid from sale_items
          where product_uuid = r.uuid and reserving offset 0) i
        where i.sale_uuid <> ${p.sale}::uuid
        group by i.product_uuid) v) end,
    'price_lists', (select coalesce(json_agg(json_build_object('uuid', l.uuid, 'description', l.description,
        'code_erp', l.code_erp, 'code_erp_product', l.code_erp_product, 'price', l.price,
        'vigence_date', l.vigence_date, 'company_id', l.company_id, 'inative', l.inative)), '[]'::json)
      from ${keys(p.lists)} as wanted(key) cross join lateral (select * from price_lists
        where uuid = wanted.key::uuid offset 0) l where l.company_id = ${p.company}::integer and l.deleted_at is null),
    'forms', (select coalesce(json_agg(json_build_object('id', f.id, 'code_erp', f.code_erp,
        'description', f.description, 'inative', f.inative, 'max_parcels', f.max_parcels,
        'max_days', f.max_days, 'only_type_1', f.only_type_1)), '[]'::json)
      from ${keys(p.forms)} as wanted(key) cross join lateral (select * from form_payments
        where id = wanted.key::integer offset 0) f where f.company_id = ${p.company}::integer and f.deleted_at is null),
    'conditions', (select coalesce(json_agg(json_build_object('id', k.id, 'code_erp', k.code_erp,
        'inative', k.inative, 'parcels', k.parcels, 'type', k.type, 'itens', k.itens,
        'description', k.description, 'min_order_value', k.min_order_value)), '[]'::json)
      from ${keys(p.conditions)} as wanted(key) cross join lateral (select * from
        condition_payments where id = wanted.key::integer offset 0) k where k.company_id = ${p.company}::integer and k.deleted_at is null),
    'finality', (select json_build_object('code_erp', y.code_erp, 'status', y.status) from finalities y
      where y.company_id = ${p.company}::integer and y.code_erp = ${p.finality}::text and y.deleted_at is null),
    'channel', (select json_build_object('code_erp', n.code_erp, 'inative', n.inative) from channels n
      where n.company_id = ${p.company}::integer and n.code_erp = ${p.channel}::text and n.deleted_at is null),
    'config', (select json_build_object('allowed_price_lists', g.allowed_price_lists,
        'max_discount_basis_points', g.max_discount_basis_points,
        'approval_discount_basis_points', g.approval_discount_basis_points,
        'min_order_value', g.min_order_value, 'credit_policy', g.credit_policy,
        'stock_policy', g.stock_policy, 'promotion_policy', g.promotion_policy)
      from company_configs g where g.company_id = ${p.company}::integer),
    'promotions', (select coalesce(json_agg(json_build_object('uuid', m.uuid, 'company_id', m.company_id,
        'code_erp', m.code_erp, 'name', m.name, 'starts_on', m.starts_on, 'ends_on', m.ends_on, 'kind', m.kind,
        'products', m.products, 'categories', m.categories, 'clients', m.clients, 'channels', m.channels,
        'price_lists', m.price_lists, 'percent_basis_points', m.percent_basis_points, 'price_off', m.price_off,
        'tiers', m.tiers, 'take', m.take, 'pay', m.pay, 'kit_items', m.kit_items, 'kit_price', m.kit_price,
        'inative', m.inative)), '[]'::json)
      from promotions m where m.company_id = ${p.company}::integer and m.deleted_at is null and m.inative = 0
        and m.ends_on >= ${p.day}::date and m.starts_on <= ${p.day}::date)
  )`;
}

/** The unlocked read, prepared once per database (on PostgreSQL, once per connection). */
function preparedReads(db: Database) {
  const placeholders = Object.fromEntries(
    [
      'company',
      'finality',
      'channel',
      'sale',
      'client',
      'products',
      'lists',
      'forms',
      'conditions',
      'day',
    ].map((name) => [name, sql.placeholder(name)]),
  ) as unknown as ReadParams;
  return db
    .select({ reads: sql<ReadRow>`${readsExpression(placeholders, false)}` })
    .from(sql`(select 1) as one`)
    .prepare('rota_sale_reads');
}

const preparedReadsByDatabase = new WeakMap<Database, ReturnType<typeof preparedReads>>();

/**
 * Everything `POST sales` reads before it writes, in one statement (docs/bench.md: built with
 * Drizzle's query builder, each query of the request path cost the server about as much CPU as
 * PostgreSQL spent on it, and PostgreSQL planned it anew every time): the stored sale with the
 * body's uuid, whatever its company, and what the sale refers to, as the caller may see it
 * (DESIGN.md "Auth and tenants") — rows of the session's company only, live (no tombstones), and
 * the client only when the seller owns it (or the profile sees every client, or every sale).
 * Outside a transaction (`{ db }`) the statement is prepared once; in one (`{ tx }`) the stored
 * sale is locked until it ends (`for update`: an ERP move of that sale waits, or is waited for).
 */
export async function loadSaleReads(
  from: { db: Database } | { tx: Transaction },
  auth: SessionAuth,
  body: SaleBody,
  now: Date,
): Promise<SaleWriteReads> {
  const companyId = auth.companyId;
  const values: ReadParams = {
    company: companyId,
    finality: body.finality_code_erp,
    channel: body.channel_code_erp,
    sale: body.uuid,
    client: body.client_uuid,
    products: keyList(body.items.map((item) => item.product_uuid)),
    lists: keyList(body.items.flatMap((item) => (item.price_list_uuid ? [item.price_list_uuid] : []))),
    forms: keyList(body.payments.map((payment) => payment.form_payment_id)),
    conditions: keyList(body.payments.map((payment) => payment.condition_payment_id)),
    day: promotionDayOf(body, now),
  };
  let row: ReadRow | undefined;
  if ('tx' in from) {
    const result = (await from.tx.execute(
      sql`select ${readsExpression(values, true)} as reads`,
    )) as unknown as {
      rows: { reads: ReadRow }[];
    };
    row = result.rows[0]?.reads;
  } else {
    let prepared = preparedReadsByDatabase.get(from.db);
    if (!prepared) {
      prepared = preparedReads(from.db);
      preparedReadsByDatabase.set(from.db, prepared);
    }
    row = (await prepared.execute(values as unknown as Record<string, unknown>))[0]?.reads;
  }
  if (!row) throw new Error('leitura da venda sem resposta');

  const clientRow = row.client && {
    ...row.client,
    deleted_at: row.client.deleted_at === null ? null : new Date(row.client.deleted_at),
  };
  const sameCompany = clientRow?.company_id === companyId && clientRow.deleted_at === null;
  // A supervisor who sees every sale resends sales of other sellers, with their clients.
  const client =
    clientRow && (ownsClient(auth, clientRow) || (can(auth.profile, 'canViewAllSales') && sameCompany))
      ? clientRow
      : null;
  // Every company gets its config when registered; one without a row has the columns' defaults
  // (no price list allowed, no discount), as `ensureCompanyConfig` would store them.
  const config = {
    allowed_price_lists: row.config?.allowed_price_lists ?? [],
    max_discount_percent: (row.config?.max_discount_basis_points ?? 0) / 100,
    approval_discount_percent: (row.config?.approval_discount_basis_points ?? 0) / 100,
    // bigint as JSON is a number here: minimums are centavos far below 2^53.
    min_order_value:
      row.config?.min_order_value === null || row.config?.min_order_value === undefined
        ? null
        : Number(row.config.min_order_value),
    credit_policy: row.config?.credit_policy ?? 'warn',
    stock_policy: row.config?.stock_policy ?? 'warn',
  };
  // Promotions read a product's category and a list's code by the sale's own rows.
  const categoryByCode = new Map(row.products.map((product) => [product.code_erp, product.category]));
  const listCodeByUuid = new Map(row.price_lists.map((list) => [list.uuid, list.code_erp]));
  const promotions: PromotionReferences = {
    promotions: (row.promotions ?? []).map(({ percent_basis_points, ...promotion }) => ({
      ...promotion,
      percent: percent_basis_points === null ? null : percent_basis_points / 100,
      price_off: promotion.price_off === null ? null : Number(promotion.price_off),
      kit_price: promotion.kit_price === null ? null : Number(promotion.kit_price),
    })),
    policy: row.config?.promotion_policy ?? 'best',
    clientCode: clientRow?.code_erp ?? null,
    channelCode: body.channel_code_erp ?? null,
    categoryOf: (code) => categoryByCode.get(code) ?? null,
    priceListCodeOf: (uuid) => listCodeByUuid.get(uuid) ?? null,
  };
  const stocks = new Map<string, StockFigures>();
  for (const product of row.products)
    if (product.stock)
      stocks.set(product.uuid, {
        quantity: quantityFromDb(product.stock.quantity),
        reserved: quantityFromDb(row.reserved?.[product.uuid] ?? 0),
        counted_at: new Date(product.stock.counted_at).toISOString(),
      });
  return {
    stored: row.stored && {
      ...row.stored,
      deleted_at: row.stored.deleted_at === null ? null : new Date(row.stored.deleted_at),
    },
    references: {
      client: client
        ? {
            uuid: client.uuid,
            name: client.name,
            code_erp: client.code_erp,
            deliveryAddressUuids: client.addresses,
          }
        : null,
      products: new Map(
        row.products.map((product) => [
          product.uuid,
          { ...product, min_price: product.min_price === null ? null : Number(product.min_price) },
        ]),
      ),
      credit:
        client && client.open !== null
          ? {
              credit_limit: client.credit_limit === null ? null : Number(client.credit_limit),
              credit_blocked: client.credit_blocked,
              credit_blocked_reason: client.credit_blocked_reason,
              open: Number(client.open),
            }
          : null,
      stock: { byProduct: stocks, scope: 'company', now },
      priceLists: new Map(row.price_lists.map((list) => [list.uuid, list])),
      forms: new Map(row.forms.map((form) => [form.id, form])),
      conditions: new Map(row.conditions.map((condition) => [condition.id, condition])),
      finalities: new Map(row.finality ? [[row.finality.code_erp, row.finality]] : []),
      channels: new Map(row.channel ? [[row.channel.code_erp, row.channel]] : []),
      config,
      promotions,
      may: {
        editUnitPrice: can(auth.profile, 'canEditPriceUnit'),
        discount: can(auth.profile, 'canDescontItem'),
      },
      now,
    },
    categories: new Map(row.products.map((product) => [product.uuid, product.category])),
  };
}
