-- Pix on the order (docs/domain.md "Pix on the order"): the company's Pix key and the city its codes
-- name. Both null until the company sets them, and then no order shows a Pix code.
ALTER TABLE "company_configs" ADD COLUMN "pix_key" text;--> statement-breakpoint
ALTER TABLE "company_configs" ADD COLUMN "pix_merchant_city" text;