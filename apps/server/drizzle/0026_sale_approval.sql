-- Sale approval (docs/domain.md "Approval"): the company's approval limit beside the seller's, and
-- on each sale where it stands with a supervisor, why, and every decision (jsonb on the row: every
-- sale answer carries them and `rota_insert_sale` inserts one populated `sales` record). Sales
-- stored before read as never needing approval (null, no reasons, no decisions).
ALTER TABLE "company_configs" ADD COLUMN "approval_discount_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "approval_status" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "approval_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "approval_decisions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_approval_status_valid" CHECK ("sales"."approval_status" IN ('Aguardando', 'Aprovado', 'Reprovado'));