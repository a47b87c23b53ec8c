ALTER TABLE "clients" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "channel_code_erp" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text;--> statement-breakpoint
CREATE INDEX "clients_company_document" ON "clients" USING btree ("company_id","document");