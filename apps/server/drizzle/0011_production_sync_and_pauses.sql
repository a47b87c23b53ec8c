CREATE TABLE "appointment_pauses" (
	"appointment_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"company_id" integer NOT NULL,
	"situation_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "appointment_pauses_appointment_uuid_position_pk" PRIMARY KEY("appointment_uuid","position"),
	CONSTRAINT "appointment_pauses_end_after_start" CHECK ("appointment_pauses"."finished_at" is null or "appointment_pauses"."finished_at" >= "appointment_pauses"."started_at")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "scrap_reason_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "seller_id" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "operators" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "quantity_scrap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "production_orders" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "situations" ADD COLUMN "inative" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "situations" ADD COLUMN "version" bigint DEFAULT nextval('row_version') NOT NULL;--> statement-breakpoint
ALTER TABLE "situations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "situations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_pauses" ADD CONSTRAINT "appointment_pauses_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_pauses" ADD CONSTRAINT "appointment_pauses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_pauses" ADD CONSTRAINT "appointment_pauses_situation_id_situations_id_fk" FOREIGN KEY ("situation_id") REFERENCES "public"."situations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_pauses_company_started" ON "appointment_pauses" USING btree ("company_id","started_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_scrap_reason_id_situations_id_fk" FOREIGN KEY ("scrap_reason_id") REFERENCES "public"."situations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_fk" FOREIGN KEY ("company_id","num_op") REFERENCES "public"."production_orders"("company_id","num_op") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_company_started" ON "appointments" USING btree ("company_id","started_at");--> statement-breakpoint
CREATE INDEX "appointments_company_version" ON "appointments" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_open_per_machine" ON "appointments" USING btree ("company_id","machine_id") WHERE "appointments"."finished_at" is null and "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "machines_company_code_erp" ON "machines" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "machines_company_version" ON "machines" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "operators_company_code_erp" ON "operators" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "operators_company_version" ON "operators" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "situations_company_code_erp" ON "situations" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "situations_company_version" ON "situations" USING btree ("company_id","version");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_quantities_valid" CHECK ("appointments"."quantity" >= 0 and "appointments"."quantity_scrap" >= 0);--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_end_after_start" CHECK ("appointments"."finished_at" is null or "appointments"."finished_at" >= "appointments"."started_at");--> statement-breakpoint
ALTER TABLE "situations" ADD CONSTRAINT "situations_kind_valid" CHECK ("situations"."kind" IN ('Produtiva', 'Parada', 'Refugo'));