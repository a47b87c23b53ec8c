CREATE TABLE "lookup_cache" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"body" jsonb,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lookup_cache_kind_key_pk" PRIMARY KEY("kind","key"),
	CONSTRAINT "lookup_cache_kind_valid" CHECK ("lookup_cache"."kind" IN ('cep', 'cnpj'))
);
--> statement-breakpoint
CREATE TABLE "lookup_quotas" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"lookups" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lookup_quotas" ADD CONSTRAINT "lookup_quotas_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lookup_cache_expires" ON "lookup_cache" USING btree ("expires_at");