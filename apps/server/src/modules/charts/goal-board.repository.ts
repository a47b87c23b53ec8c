import type { DateRange, GoalActuals } from '@rota/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { clients, products, sellers } from '../../db/schema/index.ts';
import { rowsOf } from './chart-sql.ts';
import { periodRows } from './sales-rollup.repository.ts';

/** A seller the goal board lists: live and active, with the ERP code its wallet is kept by. */
export interface BoardSeller {
  seller_id: number;
  name: string;
  code_erp_seller: string;
  actuals: GoalActuals;
}

interface ActualsRow {
  seller_id: number;
  name: string;
  code_erp: string;
  wallet: string | number;
  sales_value: string | number | null;
  clients: string | number | null;
  products: string | number | null;
  categories: string | number | null;
}

/**
 * Every seller's month as the goals count it (docs/manager.md "Metas"), in one statement over the
 * sales rollup (brought up to date by the caller): the `sale` rows' amounts, the `client` rows'
 * distinct keys (the sales without a client apart) and the `product` rows' distinct products and
 * their distinct categories, each summed per seller and key over the range first so a key whose
 * sales were all taken away does not count; beside them, each seller's active clients (the wallet).
 */
export async function sellerActuals(
  db: Executor,
  companyId: number,
  range: DateRange,
): Promise<BoardSeller[]> {
  const scope = { companyId, range, filters: {} };
  const rows = await rowsOf<ActualsRow>(
    db,
    sql`
    with per as (
      select 'sale' as kind, seller_id, key, sum(amount) as amount, sum(sales) as sales
        from (${periodRows(scope, 'sale')}) r group by seller_id, key
      union all
      select 'client', seller_id, key, sum(amount), sum(sales)
        from (${periodRows(scope, 'client')}) r group by seller_id, key
      union all
      select 'product', seller_id, key, sum(amount), sum(sales)
        from (${periodRows(scope, 'product')}) r group by seller_id, key
    ), kept as (
      select * from per where per.sales > 0
    ), categories as (
      -- Only product keys are uuids (the case casts nothing else), joined by the products' key.
      select k.seller_id, count(distinct p.category) as categories
        from kept k join ${products} p on p.uuid = (case when k.kind = 'product' then k.key::uuid end)
       where k.kind = 'product' and p.company_id = ${companyId}
       group by k.seller_id
    ), sold as (
      select k.seller_id,
             sum(k.amount) filter (where k.kind = 'sale') as sales_value,
             count(*) filter (where k.kind = 'client' and k.key <> '') as clients,
             count(*) filter (where k.kind = 'product') as products,
             max(c.categories) as categories
        from kept k left join categories c on c.seller_id = k.seller_id
       group by k.seller_id
    ), wallets as (
      select c.code_erp_seller, count(*) as wallet from ${clients} c
       where c.company_id = ${companyId} and c.deleted_at is null and c.inative = 0
       group by c.code_erp_seller
    )
    select s.id as seller_id, s.name, s.code_erp, coalesce(w.wallet, 0) as wallet,
           sold.sales_value, sold.clients, sold.products, sold.categories
      from ${sellers} s
      left join sold on sold.seller_id = s.id
      left join wallets w on w.code_erp_seller = s.code_erp
     where s.company_id = ${companyId} and s.deleted_at is null and s.inative = 0 and s.code_erp is not null
     order by s.name`,
  );
  return rows.map((row) => ({
    seller_id: row.seller_id,
    name: row.name,
    code_erp_seller: row.code_erp,
    actuals: {
      sales_value: Number(row.sales_value ?? 0),
      clients: Number(row.clients ?? 0),
      wallet: Number(row.wallet),
      products: Number(row.products ?? 0),
      categories: Number(row.categories ?? 0),
    },
  }));
}
