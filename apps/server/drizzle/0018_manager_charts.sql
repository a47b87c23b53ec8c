-- The manager area (docs/manager.md, docs/server.md "Manager charts"): the ERP's payables, purchases,
-- DRE lines and saved charts; indexes for the charts over sales (by sale day) and receivables.
CREATE TABLE "dre_lines" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"class" text NOT NULL,
	"account_code" text NOT NULL,
	"account_description" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "dre_lines_class_valid" CHECK ("dre_lines"."class" IN ('Receita bruta', 'Deduções da receita', 'Custo das mercadorias vendidas', 'Despesas operacionais', 'Despesas administrativas', 'Receitas financeiras', 'Despesas financeiras', 'Impostos sobre o lucro'))
);
--> statement-breakpoint
CREATE TABLE "payable_titles" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"supplier_code_erp" text NOT NULL,
	"supplier_name" text NOT NULL,
	"document_number" text NOT NULL,
	"installment" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"payment_date" date,
	"status" text NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payable_titles_status_valid" CHECK ("payable_titles"."status" IN ('Aberto', 'Parcial', 'Pago', 'Cancelado'))
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"supplier_code_erp" text NOT NULL,
	"supplier_name" text NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_charts" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"base" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dre_lines" ADD CONSTRAINT "dre_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payable_titles" ADD CONSTRAINT "payable_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_charts" ADD CONSTRAINT "saved_charts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dre_lines_company_code_erp" ON "dre_lines" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "dre_lines_company_year" ON "dre_lines" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE UNIQUE INDEX "payable_titles_company_code_erp" ON "payable_titles" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "payable_titles_company_due" ON "payable_titles" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "payable_titles_company_payment" ON "payable_titles" USING btree ("company_id","payment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_company_code_erp" ON "purchases" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "purchases_company_date" ON "purchases" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_charts_company_hash" ON "saved_charts" USING btree ("company_id","hash");--> statement-breakpoint
CREATE INDEX "financial_titles_company_due" ON "financial_titles" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "financial_titles_company_payment" ON "financial_titles" USING btree ("company_id","payment_date");--> statement-breakpoint
CREATE INDEX "sales_company_sale_day" ON "sales" USING btree ("company_id",coalesce("competence_at", ("received_at" at time zone 'America/Sao_Paulo')::date),"seller_id") WHERE status IN ('Finalizado', 'Integrado', 'Processado', 'Falha');--> statement-breakpoint
-- The ERP's tables of the manager area are synced tables (DESIGN.md "Sync"): every insert or update
-- takes the next row version inside companyWrite (migrations 0001, 0013), which is also what
-- invalidates the manager's chart cache (docs/server.md "Manager charts").
CREATE TRIGGER "payable_titles_bump_version" BEFORE INSERT OR UPDATE ON "payable_titles" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();--> statement-breakpoint
CREATE TRIGGER "purchases_bump_version" BEFORE INSERT OR UPDATE ON "purchases" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();--> statement-breakpoint
CREATE TRIGGER "dre_lines_bump_version" BEFORE INSERT OR UPDATE ON "dre_lines" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();--> statement-breakpoint
CREATE TRIGGER "saved_charts_bump_version" BEFORE INSERT OR UPDATE ON "saved_charts" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
