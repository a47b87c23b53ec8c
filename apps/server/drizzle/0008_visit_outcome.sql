ALTER TABLE "client_visits" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_outcome_valid" CHECK ("client_visits"."outcome" IN ('sale', 'no_sale'));--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_reason_valid" CHECK ("client_visits"."reason" IN ('Cliente fechado', 'Responsável ausente', 'Estoque abastecido', 'Sem limite de crédito', 'Preço', 'Comprou de outro fornecedor', 'Outro'));--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_reason_with_no_sale" CHECK (("client_visits"."reason" IS NOT NULL) = ("client_visits"."outcome" IS NOT DISTINCT FROM 'no_sale'));