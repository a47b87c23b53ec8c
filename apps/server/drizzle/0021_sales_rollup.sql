-- The manager charts read a rollup of the sold sales instead of every sale, payment and item line
-- of the period (docs/server.md "Manager charts", "The sales rollup"); the covering sale-day index of
-- 0020 goes back to its narrow form of 0018, which only the rollup's refresh and the filtered charts
-- read now, and which every new sale writes.
CREATE TABLE "sales_rollup" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"seller_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"amount" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sales_rollup_company_id_kind_day_seller_id_key_pk" PRIMARY KEY("company_id","kind","day","seller_id","key")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_months" (
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"month" date NOT NULL,
	"seller_id" integer NOT NULL,
	"key" text NOT NULL,
	"label" text,
	"amount" bigint NOT NULL,
	"quantity" bigint NOT NULL,
	"sales" integer NOT NULL,
	CONSTRAINT "sales_rollup_months_company_id_kind_month_seller_id_key_pk" PRIMARY KEY("company_id","kind","month","seller_id","key")
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_stale_days" (
	"company_id" integer NOT NULL,
	"day" date NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_rollup_state" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "sales_company_sale_day";--> statement-breakpoint
ALTER TABLE "sales_rollup" ADD CONSTRAINT "sales_rollup_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_months" ADD CONSTRAINT "sales_rollup_months_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_rollup_state" ADD CONSTRAINT "sales_rollup_state_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_rollup_stale_days_company_version" ON "sales_rollup_stale_days" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "sales_company_sale_day" ON "sales" USING btree ("company_id",coalesce("competence_at", ("received_at" at time zone 'America/Sao_Paulo')::date),"seller_id") WHERE status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND deleted_at IS NULL;--> statement-breakpoint
-- The sales rollup (docs/server.md "Manager charts", "The sales rollup"). A changed sale's new row
-- version says which day it is in now; the day it was summed in is lost with the old row, so every
-- update of a sold sale records that day here, with the version the update took — once the company
-- has a rollup (its first refresh commits the state row before it takes the horizon it builds to),
-- so a company whose managers never look keeps no such rows. The new sale's write
-- (`rota_insert_sale`) is an insert and pays nothing.
CREATE OR REPLACE FUNCTION rota_sales_rollup_stale_day() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sales_rollup_state WHERE company_id = OLD.company_id) THEN
    INSERT INTO sales_rollup_stale_days (company_id, day, version)
    VALUES (OLD.company_id, coalesce(OLD.competence_at, (OLD.received_at at time zone 'America/Sao_Paulo')::date), NEW.version);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sales_rollup_stale_day" AFTER UPDATE ON "sales" FOR EACH ROW
  WHEN (OLD.status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND OLD.deleted_at IS NULL)
  EXECUTE FUNCTION rota_sales_rollup_stale_day();
