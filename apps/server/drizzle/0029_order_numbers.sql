-- Order numbers (docs/domain.md "Order numbers"): each device row gets a series of its own in its
-- company, the devices already known numbered in the order they were first seen; each sale keeps the
-- number its device gave it (null on the sales from before).
ALTER TABLE "devices" ADD COLUMN "order_series" integer;--> statement-breakpoint
UPDATE "devices" SET "order_series" = numbered.series
  FROM (SELECT "id", row_number() OVER (PARTITION BY "company_id" ORDER BY "id") AS series FROM "devices") AS numbered
  WHERE numbered."id" = "devices"."id";--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "order_series" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_company_order_series" ON "devices" USING btree ("company_id","order_series");--> statement-breakpoint
CREATE INDEX "sales_company_number" ON "sales" USING btree ("company_id","number");
