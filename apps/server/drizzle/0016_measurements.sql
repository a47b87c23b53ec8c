-- Measurements (docs/measurements.md): loads recorded per driver on the devices, synced like the
-- other device writes. Drivers become synced too and get the ERP's code that keys its bulk upsert.
CREATE TABLE "measurements" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"date" date NOT NULL,
	"driver_id" integer NOT NULL,
	"plate" text NOT NULL,
	"material" text NOT NULL,
	"volume_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"notes" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "measurements_quantity_valid" CHECK ("measurements"."quantity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "code_erp" text;--> statement-breakpoint
-- Drivers stored before the ERP coded them take their id as code until the ERP sends its own.
UPDATE "drivers" SET "code_erp" = "id"::text WHERE "code_erp" IS NULL;--> statement-breakpoint
ALTER TABLE "drivers" ALTER COLUMN "code_erp" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_volume_id_volumes_id_fk" FOREIGN KEY ("volume_id") REFERENCES "public"."volumes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_company_seller_version" ON "measurements" USING btree ("company_id","seller_id","version");--> statement-breakpoint
CREATE INDEX "measurements_company_version" ON "measurements" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "measurements_company_date" ON "measurements" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_company_code_erp" ON "drivers" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "drivers_company_version" ON "drivers" USING btree ("company_id","version");--> statement-breakpoint
-- Both are synced tables now (DESIGN.md "Sync"): every insert or update takes the next row
-- version and the server's time, inside companyWrite (migrations 0001, 0013).
CREATE TRIGGER "drivers_bump_version" BEFORE INSERT OR UPDATE ON "drivers" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();--> statement-breakpoint
CREATE TRIGGER "measurements_bump_version" BEFORE INSERT OR UPDATE ON "measurements" FOR EACH ROW EXECUTE FUNCTION rota_bump_version();
