-- Bakery stages (docs/server.md "Bakery"): lines keep how much is done at each stage and who did
-- it, a stamp log records every move (undos included), and the ERP's delivery of a sale (date,
-- driver, turn) has its own table.
CREATE TABLE "bakery_stamps" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"uuid" uuid NOT NULL,
	"stage" text NOT NULL,
	"item_id" integer NOT NULL,
	"done_before" integer NOT NULL,
	"done" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seller_id" integer NOT NULL,
	"seller_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bakery_stamps_stage_valid" CHECK ("bakery_stamps"."stage" IN ('production', 'separation', 'delivery'))
);
--> statement-breakpoint
CREATE TABLE "sale_deliveries" (
	"sale_uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"delivery_date" date NOT NULL,
	"driver_id" integer,
	"delivery_order" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "sale_item_uuid" uuid;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "delivery_order" integer;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "produced" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "separated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "delivered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "production_by" text;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "separation_by" text;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "delivery_by" text;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "received_by" text;--> statement-breakpoint
-- Lines stored before (the demo seed's) had only timestamps: a stamped stage was the whole line.
UPDATE "bakery_items" SET
	"produced" = CASE WHEN "production_at" IS NULL THEN 0 ELSE "quantity" END,
	"separated" = CASE WHEN "separation_at" IS NULL THEN 0 ELSE "quantity" END,
	"delivered" = CASE WHEN "delivery_at" IS NULL THEN 0 ELSE "quantity" END;--> statement-breakpoint
-- Pair them with their sale's items by product, in order, so the unique key can be built; a line
-- with no item left keeps a null key.
WITH "lines" AS (
	SELECT "id", "sale_uuid", "code_erp_product",
		row_number() OVER (PARTITION BY "sale_uuid", "code_erp_product" ORDER BY "id") AS "n"
	FROM "bakery_items"
), "items" AS (
	SELECT "uuid", "sale_uuid", "code_erp_product",
		row_number() OVER (PARTITION BY "sale_uuid", "code_erp_product" ORDER BY "id", "uuid") AS "n"
	FROM "sale_items"
)
UPDATE "bakery_items" SET "sale_item_uuid" = "items"."uuid"
FROM "lines" JOIN "items" USING ("sale_uuid", "code_erp_product", "n")
WHERE "bakery_items"."id" = "lines"."id";--> statement-breakpoint
ALTER TABLE "bakery_stamps" ADD CONSTRAINT "bakery_stamps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_stamps" ADD CONSTRAINT "bakery_stamps_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_deliveries" ADD CONSTRAINT "sale_deliveries_sale_uuid_sales_uuid_fk" FOREIGN KEY ("sale_uuid") REFERENCES "public"."sales"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_deliveries" ADD CONSTRAINT "sale_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_deliveries" ADD CONSTRAINT "sale_deliveries_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bakery_stamps_company_uuid" ON "bakery_stamps" USING btree ("company_id","uuid");--> statement-breakpoint
CREATE INDEX "bakery_stamps_item" ON "bakery_stamps" USING btree ("company_id","item_id");--> statement-breakpoint
CREATE INDEX "bakery_items_sale" ON "bakery_items" USING btree ("sale_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "bakery_items_sale_item" ON "bakery_items" USING btree ("sale_item_uuid");--> statement-breakpoint
ALTER TABLE "bakery_items" ADD CONSTRAINT "bakery_items_done_valid" CHECK ("bakery_items"."produced" between 0 and "bakery_items"."quantity" and "bakery_items"."separated" between 0 and "bakery_items"."quantity" and "bakery_items"."delivered" between 0 and "bakery_items"."quantity");