-- Stock (docs/domain.md "Stock"): the ERP's stock of each product on its own synced table and
-- cursor (products' rows stay untouched by an hourly stock load), and the company's stock policy
-- (warn, as nothing was held before). Adds a table and a column with a default: no process needs
-- a restart with the others.
CREATE TABLE "product_stocks" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp_product" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_configs" ADD COLUMN "stock_policy" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_stocks_company_product" ON "product_stocks" USING btree ("company_id","code_erp_product");--> statement-breakpoint
CREATE INDEX "product_stocks_company_version" ON "product_stocks" USING btree ("company_id","version");--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_stock_policy_valid" CHECK ("company_configs"."stock_policy" IN ('ignore', 'warn', 'approve'));--> statement-breakpoint
CREATE TRIGGER "product_stocks_bump_version" BEFORE INSERT OR UPDATE ON "product_stocks" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
