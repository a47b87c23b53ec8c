import { CREDIT_COMMITTED_STATUSES } from '@rota/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/database.ts';
import { DEMO_PRICE_LISTS } from './demo-catalogue.ts';

/** Headroom over what an approved client owes: R$ 3.000,00, rounded up to the R$ 1.000,00. */
const HEADROOM_CENTS = 300_000;
/** The near-limit client of each seller: R$ 200,00 left, less than an ordinary order. */
const NEAR_LIMIT_LEFT_CENTS = 20_000;
/**
 * One product in ten has a minimum price: 94% of its lowest price on a current list, to the
 * centavo — 6% off the Tabela Atacado is still fine, more waits (5% is what the seller e2e gives).
 */
const MINIMUM_PRICE_SHARE = 10;
export const DEMO_MIN_PRICE_PERCENT = 94;
/** The lists still offered (the winter promotion expired and is never offered). */
export const DEMO_CURRENT_LISTS = DEMO_PRICE_LISTS.filter((list) => list.validDays >= 0).map(
  (list) => list.code_erp,
);
export const DEMO_BLOCKED_REASON = 'Títulos vencidos há mais de 30 dias';

const committed = sql.raw(CREDIT_COMMITTED_STATUSES.map((status) => `'${status}'`).join(', '));

/** What a client owes now: open titles and orders sent and not invoiced (domain `creditOpen`). */
const openOf = (client: string) => sql`(
  coalesce((select sum(greatest(t.amount - t.amount_paid, 0)) from financial_titles t
    where t.company_id = ${sql.raw(client)}.company_id and t.code_erp_client = ${sql.raw(client)}.code_erp
      and t.status in ('Aberto', 'Parcial')), 0)
  + coalesce((select sum(s.total) from sales s where s.company_id = ${sql.raw(client)}.company_id
      and s.client_uuid = ${sql.raw(client)}.uuid and s.status in (${committed})), 0))`;

/**
 * The ERP's credit in the demo (docs/demo.md "See the credit rules"), set once the titles and
 * sales exist: every approved client has a limit with room for ordinary orders; on each seller's
 * wallet, among the clients visited on demand (none is on a day's route, which the e2e walks),
 * the first by code is blocked and the second is R$ 200,00 from its limit. One product in ten has
 * a minimum price a little under its lowest current list price.
 */
export async function seedDemoCredit(tx: Transaction, companyId: number): Promise<void> {
  await tx.execute(sql`update clients c set credit_limit =
      ceil((${openOf('c')} + ${HEADROOM_CENTS}) / 100000.0)::bigint * 100000
    where c.company_id = ${companyId} and c.status = 'Aprovado'`);
  await tx.execute(sql`with picked as (
      select uuid, row_number() over (partition by code_erp_seller order by code_erp) as n from clients
      where company_id = ${companyId} and status = 'Aprovado' and inative = 0 and visiting_day is null
    )
    update clients c set
      credit_blocked = (p.n = 1),
      credit_blocked_reason = case when p.n = 1 then ${DEMO_BLOCKED_REASON} end,
      credit_limit = case when p.n = 2 then ${openOf('c')} + ${NEAR_LIMIT_LEFT_CENTS} else c.credit_limit end
    from picked p where c.uuid = p.uuid and p.n <= 2`);
  await tx.execute(sql`update products p set min_price =
      floor(least(p.price, coalesce((select min(l.price) from price_lists l
        where l.company_id = p.company_id and l.code_erp_product = p.code_erp
          and l.code_erp in (${sql.join(
            DEMO_CURRENT_LISTS.map((code) => sql`${code}`),
            sql`, `,
          )})), p.price))
        * ${DEMO_MIN_PRICE_PERCENT} / 10000.0)::bigint * 100
    where p.company_id = ${companyId} and p.id % ${MINIMUM_PRICE_SHARE} = 0`);
}
