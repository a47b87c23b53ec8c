ALTER TABLE "form_payments" ADD COLUMN "max_parcels" integer;--> statement-breakpoint
ALTER TABLE "form_payments" ADD COLUMN "max_days" integer;--> statement-breakpoint
ALTER TABLE "form_payments" ADD COLUMN "only_type_1" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "finality_code_erp" text;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "channel_code_erp" text;