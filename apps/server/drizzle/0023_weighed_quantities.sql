-- Weighed and measured goods (issue 22 §3; docs/domain.md "Quantities"): every stored quantity
-- takes up to 3 decimals (2.5 kg), as numeric(12, 3) — numeric(14, 3) for the rollup's sums — so
-- PostgreSQL keeps them and their sums exact. The integers stored before convert as they are (3
-- becomes 3.000); the bakery lines' check (produced, separated, delivered between 0 and quantity)
-- holds across the change and keeps holding with decimals; the stamps' history (done_before, done)
-- follows. `rota_insert_sale` (0014, 0019) writes its rows with jsonb_populate_record(set), which
-- reads a JSON 2.5 into numeric, and needs no change; the charts' line value (`itemLineValue`) and the rollup's sums are the server's SQL, changed
-- with it. A product may carry the ERP's own count of decimals (`quantity_decimals`, 0 to 3; null:
-- what its unit says).
ALTER TABLE "measurements" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "appointments" ALTER COLUMN "quantity_scrap" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_items" ALTER COLUMN "produced" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_items" ALTER COLUMN "separated" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_items" ALTER COLUMN "delivered" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_stamps" ALTER COLUMN "done_before" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "bakery_stamps" ALTER COLUMN "done" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "production_orders" ALTER COLUMN "quantity_planned" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "production_orders" ALTER COLUMN "quantity_produced" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "production_orders" ALTER COLUMN "quantity_scrap" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "sale_items" ALTER COLUMN "quantity" SET DATA TYPE numeric(12, 3);--> statement-breakpoint
ALTER TABLE "sales_rollup" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "sales_rollup_months" ALTER COLUMN "quantity" SET DATA TYPE numeric(14, 3);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "quantity_decimals" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_decimals_valid" CHECK ("products"."quantity_decimals" between 0 and 3);