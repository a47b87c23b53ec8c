-- Goals (docs/domain.md "Goals"): each seller's monthly goals on their own synced table (with its
-- version trigger), and the company's working calendar (weekdays worked, own days off) the goals are
-- split over. Adds a table and columns with defaults: no process needs a restart with the others.
CREATE TABLE "seller_goals" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp_seller" text NOT NULL,
	"month" text NOT NULL,
	"sales_value" bigint,
	"positivation" integer,
	"mix" integer,
	"mix_basis" text DEFAULT 'products' NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "seller_goals_mix_basis_valid" CHECK ("seller_goals"."mix_basis" IN ('products', 'categories'))
);
--> statement-breakpoint
ALTER TABLE "company_configs" ADD COLUMN "working_weekdays" jsonb DEFAULT '[1,2,3,4,5]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_configs" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "seller_goals" ADD CONSTRAINT "seller_goals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_goals_company_seller_month" ON "seller_goals" USING btree ("company_id","code_erp_seller","month");--> statement-breakpoint
CREATE INDEX "seller_goals_company_version" ON "seller_goals" USING btree ("company_id","version");--> statement-breakpoint
CREATE TRIGGER "seller_goals_bump_version" BEFORE INSERT OR UPDATE ON "seller_goals" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
