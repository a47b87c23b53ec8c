-- Order minimums (docs/domain.md "Order minimums"): the company's minimum order and each payment
-- condition's, in centavos, set by the ERP. Null: no minimum, as every row had before.
ALTER TABLE "company_configs" ADD COLUMN "min_order_value" bigint;--> statement-breakpoint
ALTER TABLE "condition_payments" ADD COLUMN "min_order_value" bigint;