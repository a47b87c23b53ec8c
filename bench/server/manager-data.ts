import pg from 'pg';

/**
 * Runs `work` in one transaction on a connection of its own that says whose rows it writes: synced
 * tables refuse a write outside the company's write (docs/server.md "Sync"), and nothing pulls
 * while the bench writes. Then `after` on the same connection, outside the transaction.
 */
async function asCompanyWriter(
  databaseUrl: string,
  companyId: number,
  work: (client: pg.Client) => Promise<void>,
  after: (client: pg.Client) => Promise<void> = async () => undefined,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`select set_config('rota.sync_company', $1, true)`, [String(companyId)]);
    await work(client);
    await client.query('commit');
    await after(client);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Fills the demo company with `count` sales spread over the last 365 days (São Paulo), for the
 * manager's charts: every seller and client of the company, two items and one payment line each,
 * written in the order they happened (a day's sales side by side in the table, as a live table
 * has them, and each sale's lines together),
 * statuses mixed as a real year has them (about 1 in 20 cancelled, 1 in 50 Falha, the rest
 * Finalizado, Integrado or Processado; 1 in 10 with a competence date). Written by SQL set
 * operations (`generate_series`), straight into the tables: the bench measures the reads, and a
 * million sales through `POST sales` would take the better part of an hour.
 */
export async function insertYearOfSales(
  databaseUrl: string,
  companyId: number,
  count: number,
): Promise<void> {
  await asCompanyWriter(
    databaseUrl,
    companyId,
    async (client) => {
      await client.query(
        `create temp table bench_sellers on commit drop as
         select row_number() over (order by id) - 1 as n, id from sellers where company_id = $1`,
        [companyId],
      );
      await client.query(
        `create temp table bench_clients on commit drop as
         select row_number() over (order by id) - 1 as n, uuid, name, code_erp
         from clients where company_id = $1`,
        [companyId],
      );
      await client.query(
        `create temp table bench_products on commit drop as
         select row_number() over (order by id) - 1 as n, uuid, code_erp, description, unit, price
         from products where company_id = $1 and inative = 0`,
        [companyId],
      );
      await client.query(
        `create temp table bench_pay on commit drop as
         select row_number() over (order by f.id, c.id) - 1 as n,
                f.id as form_id, c.id as condition_id,
                jsonb_build_object('id', f.id, 'description', f.description, 'code_erp', f.code_erp) as form,
                jsonb_build_object('id', c.id, 'description', c.description, 'code_erp', c.code_erp) as condition
         from form_payments f
         join condition_payments c on c.company_id = f.company_id
         where f.company_id = $1 and f.inative = 0 and c.inative = 0`,
        [companyId],
      );
      await client.query(
        `create temp table bench_sales on commit drop as
         select g,
                gen_random_uuid() as uuid,
                now() - ($1::int - g) * interval '365 days' / $1::int as at,
                case when g % 20 = 0 then 'Cancelado' when g % 50 = 1 then 'Falha'
                     else (array['Finalizado','Integrado','Processado'])[1 + g % 3] end as status
         from generate_series(1, $1::int) g`,
        [count],
      );
      await client.query(
        `insert into sales (uuid, company_id, seller_id, client_uuid, client, status, created_at,
                          received_at, competence_at, total, type)
       select s.uuid, $1, se.id, c.uuid,
              jsonb_build_object('uuid', c.uuid, 'name', c.name, 'code_erp', c.code_erp),
              s.status, s.at, s.at,
              case when s.g % 10 = 0 then (s.at at time zone 'America/Sao_Paulo')::date - 1 end,
              ((p1.price * (1 + s.g % 7) + 50) / 100) + ((p2.price * (1 + s.g % 3) + 50) / 100), 'app'
       from bench_sales s
       join bench_sellers se on se.n = s.g % (select count(*) from bench_sellers)
       join bench_clients c on c.n = (s.g * 7) % (select count(*) from bench_clients)
       join bench_products p1 on p1.n = (s.g * 13) % (select count(*) from bench_products)
       join bench_products p2 on p2.n = (s.g * 29 + 5) % (select count(*) from bench_products)
       order by s.g`,
        [companyId],
      );
      await client.query(
        `insert into sale_items (uuid, sale_uuid, id, product_uuid, code_erp_product, description, unit,
                               quantity, unit_price, discount)
       select gen_random_uuid(), s.uuid, line.id, p.uuid, p.code_erp, p.description, p.unit,
              case line.id when 1 then 1 + s.g % 7 else 1 + s.g % 3 end, p.price, 0
       from bench_sales s
       cross join (values (1), (2)) as line(id)
       join bench_products p
         on p.n = case line.id when 1 then (s.g * 13) else (s.g * 29 + 5) end % (select count(*) from bench_products)
       order by s.g, line.id`,
      );
      await client.query(
        `insert into sale_payments (sale_uuid, position, form_payment, condition_payment, form_payment_id,
                                  condition_payment_id, price)
       select s.uuid, 0, pay.form, pay.condition, pay.form_id, pay.condition_id, sa.total
       from bench_sales s
       join sales sa on sa.uuid = s.uuid
       join bench_pay pay on pay.n = (s.g * 3) % (select count(*) from bench_pay)
       order by s.g`,
      );
    },
    async (client) => {
      // Vacuumed and analysed as autovacuum leaves a table some time after a bulk load (the test
      // server runs with autovacuum off): the statistics and visibility map a live table has.
      await client.query('vacuum analyze sales');
      await client.query('vacuum analyze sale_items');
      await client.query('vacuum analyze sale_payments');
    },
  );
}

/** What the ERP does to a batch of recent sales between two looks at the charts. */
export type ErpBatch = 'move' | 'cancel';

const ERP_BATCHES: Record<ErpBatch, { set: string; from: string }> = {
  // One status on (Finalizado → Integrado → Processado): sold before and after, no figure changes.
  move: {
    set: `status = case status when 'Finalizado' then 'Integrado' else 'Processado' end`,
    from: `'Finalizado', 'Integrado'`,
  },
  // Each cancelled sale leaves the charts: the rollup takes its sale, client, payment and item figures away.
  cancel: {
    set: `status = 'Cancelado', reason_canceled = 'Cancelada pelo ERP (bench)'`,
    from: `'Finalizado', 'Integrado', 'Processado'`,
  },
};

/** The ERP's `batch` on `count` sold sales of the last `days` days, one transaction. */
export async function erpBatch(
  databaseUrl: string,
  companyId: number,
  batch: ErpBatch,
  count: number,
  days: number,
): Promise<void> {
  const { set, from } = ERP_BATCHES[batch];
  await asCompanyWriter(databaseUrl, companyId, async (client) => {
    await client.query(
      `update sales set ${set}
        where uuid in (
          select uuid from sales
           where company_id = $1 and status in (${from}) and deleted_at is null
             and received_at > now() - $3::int * interval '1 day'
           limit $2)`,
      [companyId, count, days],
    );
  });
}
