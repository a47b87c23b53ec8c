-- The manager's charts over a large company (docs/server.md "Manager charts"). Numbered 0020:
-- 0019 is the sale write path's (another branch); nothing here touches `rota_insert_sale`.
--
-- 1. `sales_company_sale_day` covers what a chart reads of a sale (uuid, total, client uuid, the two
--    columns of the sale-day expression, which PostgreSQL needs before it answers from an
--    expression index alone, and the client snapshot, the clients chart's label) and leaves deleted
--    sales out, so a period is an index-only scan.
DROP INDEX "sales_company_sale_day";--> statement-breakpoint
CREATE INDEX "sales_company_sale_day" ON "sales" USING btree ("company_id",coalesce("competence_at", ("received_at" at time zone 'America/Sao_Paulo')::date),"seller_id","uuid","total","client_uuid","competence_at","received_at","client") WHERE status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND deleted_at IS NULL;--> statement-breakpoint
-- 2. Statistics of the sale day. The planner ignores a partial index's expression statistics, so
--    without these it guessed 0.5 % of the sales for any period (5,000 of 1,000,000 for a month as
--    for a year) and joined payments and items one sale at a time through their `sale_uuid` index;
--    with them it knows a year is most of the table and hash-joins.
CREATE STATISTICS IF NOT EXISTS "sales_sale_day" ON (coalesce("competence_at", ("received_at" at time zone 'America/Sao_Paulo')::date)) FROM "sales";--> statement-breakpoint
ANALYZE "sales";
