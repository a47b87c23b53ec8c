-- Short deliveries (docs/bakery.md "Short deliveries"): a line handed with less than ordered keeps
-- why (short_reason, short_note) on the line and in its stamp's log; bakery_delivery_changes is the
-- ERP's cursor over the lines whose delivery changed (GET /integration/v1/bakery/deliveries/changed).
CREATE TABLE "bakery_delivery_changes" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "short_reason" text;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD COLUMN "short_note" text;--> statement-breakpoint
ALTER TABLE "bakery_stamps" ADD COLUMN "short_reason" text;--> statement-breakpoint
ALTER TABLE "bakery_stamps" ADD COLUMN "short_note" text;--> statement-breakpoint
ALTER TABLE "bakery_delivery_changes" ADD CONSTRAINT "bakery_delivery_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bakery_delivery_changes_company_version" ON "bakery_delivery_changes" USING btree ("company_id","version");--> statement-breakpoint
ALTER TABLE "bakery_items" ADD CONSTRAINT "bakery_items_short_reason_valid" CHECK ("bakery_items"."short_reason" IN ('faltou', 'avariado', 'recusado', 'outro'));--> statement-breakpoint
ALTER TABLE "bakery_stamps" ADD CONSTRAINT "bakery_stamps_short_reason_valid" CHECK ("bakery_stamps"."short_reason" IN ('faltou', 'avariado', 'recusado', 'outro'));--> statement-breakpoint
CREATE TRIGGER "bakery_delivery_changes_bump_version" BEFORE INSERT OR UPDATE ON "bakery_delivery_changes" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
