-- Promotions (docs/domain.md "Promotions"): the company's promotions on their own synced table
-- (with its version trigger), and the company's promotion policy (best wins until it says combine).
-- Adds a table and a column with a default: no process needs a restart with the others.
CREATE TABLE "promotions" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" text NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"percent_basis_points" integer,
	"price_off" bigint,
	"tiers" jsonb,
	"take" integer,
	"pay" integer,
	"kit_items" jsonb,
	"kit_price" bigint,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "promotions_kind_valid" CHECK ("promotions"."kind" IN ('percent', 'price_off', 'tiers', 'take_pay', 'kit'))
);
--> statement-breakpoint
ALTER TABLE "company_configs" ADD COLUMN "promotion_policy" text DEFAULT 'best' NOT NULL;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_company_code_erp" ON "promotions" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "promotions_company_version" ON "promotions" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "promotions_company_ends_on" ON "promotions" USING btree ("company_id","ends_on");--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_promotion_policy_valid" CHECK ("company_configs"."promotion_policy" IN ('best', 'combine'));--> statement-breakpoint
CREATE TRIGGER "promotions_bump_version" BEFORE INSERT OR UPDATE ON "promotions" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
