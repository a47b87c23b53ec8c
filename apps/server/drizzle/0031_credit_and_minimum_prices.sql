-- Credit and minimum prices (docs/domain.md "Credit", "Minimum prices"): the ERP's credit limit and
-- block of each client, each product's minimum unit price, the company's credit policy (warn, as
-- nothing was held before), and the index of a client's orders sent and not invoiced yet.
ALTER TABLE "company_configs" ADD COLUMN "credit_policy" text DEFAULT 'warn' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "min_price" bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_limit" bigint;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "credit_blocked_reason" text;--> statement-breakpoint
CREATE INDEX "sales_company_client_committed" ON "sales" USING btree ("company_id","client_uuid") WHERE status IN ('Finalizado', 'Integrado', 'Falha') AND deleted_at IS NULL;--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_credit_policy_valid" CHECK ("company_configs"."credit_policy" IN ('ignore', 'warn', 'approve'));