-- Visit photos (docs/server.md "Visit photos"): each photo in PostgreSQL (bytea), its parts apart
-- until the last one arrives. New tables only: no process needs a restart with the others.
CREATE TABLE "visit_photo_parts" (
	"photo_uuid" uuid NOT NULL,
	"offset" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "visit_photo_parts_photo_uuid_offset_pk" PRIMARY KEY("photo_uuid","offset")
);
--> statement-breakpoint
CREATE TABLE "visit_photos" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"visit_uuid" uuid NOT NULL,
	"size" integer NOT NULL,
	"content_type" text,
	"data" "bytea",
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "visit_photos_content_type_valid" CHECK ("visit_photos"."content_type" IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
ALTER TABLE "visit_photo_parts" ADD CONSTRAINT "visit_photo_parts_photo_uuid_visit_photos_uuid_fk" FOREIGN KEY ("photo_uuid") REFERENCES "public"."visit_photos"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_photos" ADD CONSTRAINT "visit_photos_visit_uuid_client_visits_uuid_fk" FOREIGN KEY ("visit_uuid") REFERENCES "public"."client_visits"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_photos_visit" ON "visit_photos" USING btree ("visit_uuid");