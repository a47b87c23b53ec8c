CREATE SEQUENCE "public"."row_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"cnpj" varchar(14) NOT NULL,
	"trade_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_cnpj_unique" UNIQUE("cnpj")
);
--> statement-breakpoint
CREATE TABLE "company_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cart_sort_field" text DEFAULT 'id' NOT NULL,
	"allowed_price_lists" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_discount_basis_points" integer DEFAULT 0 NOT NULL,
	"allows_pre_sale" smallint DEFAULT 0 NOT NULL,
	"sync_interval_s" integer DEFAULT 300 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "company_configs_company_id_unique" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "integration_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text,
	"description" text NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"code_erp" text,
	"profile_id" integer NOT NULL,
	"team_uuid" uuid,
	"token_hash" varchar(64),
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sellers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text,
	"name" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code_erp" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "condition_payments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"description" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL,
	"parcels" integer NOT NULL,
	"type" integer NOT NULL,
	"itens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "condition_payments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "desc_parameters" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"field" text NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "finalities" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code_erp" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "finalities_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "form_payments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code_erp" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL,
	"hierarchies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "form_payments_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code_erp" text NOT NULL,
	"code_erp_product" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"vigence_date" date,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "products" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"code_erp" text NOT NULL,
	"unit" text NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"category" text,
	"barcode" text,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "volumes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"field" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_visits" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"client_uuid" uuid NOT NULL,
	"seller_id" integer NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"id" serial NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"fantasy_name" text,
	"document" varchar(14) NOT NULL,
	"state_registration" text,
	"email" text,
	"phone" text,
	"code_erp" text,
	"code_erp_seller" text,
	"inative" smallint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'Pendente' NOT NULL,
	"reproved_at" timestamp with time zone,
	"visiting_day" text,
	"last_visit" timestamp with time zone,
	"cep" varchar(8),
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city_iso" varchar(7),
	"state" varchar(2),
	"lat" text,
	"long" text,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "clients_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "delivery_addresses" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"client_uuid" uuid NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"cep" varchar(8),
	"street" text,
	"number" text,
	"complement" text,
	"district" text,
	"city_iso" varchar(7),
	"state" varchar(2),
	"lat" text,
	"long" text,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "checks" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"code_erp_client" text NOT NULL,
	"bank" text NOT NULL,
	"agency" text NOT NULL,
	"account" text NOT NULL,
	"number" text NOT NULL,
	"issuer_name" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"issue_date" date NOT NULL,
	"good_for" date NOT NULL,
	"status" text NOT NULL,
	"return_reason" text,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "financial_titles" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"code_erp_client" text NOT NULL,
	"document_number" text NOT NULL,
	"installment" text DEFAULT '' NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"payment_date" date,
	"form_payment_description" text,
	"status" text NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"num_op" text NOT NULL,
	"machine_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"situation_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"quantity" integer DEFAULT 0 NOT NULL,
	"quantity_scrap" integer DEFAULT 0 NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "bakery_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sale_uuid" uuid NOT NULL,
	"delivery_date" date NOT NULL,
	"client_name" text NOT NULL,
	"code_erp_client" text,
	"code_erp_product" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"driver_name" text,
	"production_at" timestamp with time zone,
	"separation_at" timestamp with time zone,
	"delivery_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"description" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"name" text NOT NULL,
	"inative" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"num_op" text NOT NULL,
	"code_erp_product" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity_planned" integer NOT NULL,
	"quantity_produced" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"start_date" date,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "situations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code_erp" text NOT NULL,
	"description" text NOT NULL,
	"kind" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"company_id" integer NOT NULL,
	"call_name" text NOT NULL,
	"key" uuid NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_company_id_call_name_key_pk" PRIMARY KEY("company_id","call_name","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"sale_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_items" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"sale_uuid" uuid NOT NULL,
	"id" integer NOT NULL,
	"product_uuid" uuid NOT NULL,
	"code_erp_product" text NOT NULL,
	"description" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"price_list_uuid" uuid
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_uuid" uuid NOT NULL,
	"position" integer NOT NULL,
	"form_payment" jsonb NOT NULL,
	"condition_payment" jsonb NOT NULL,
	"form_payment_id" integer NOT NULL,
	"condition_payment_id" integer NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"client_uuid" uuid,
	"client" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_erp" text DEFAULT '' NOT NULL,
	"competence_at" date,
	"pre_sale" boolean DEFAULT false NOT NULL,
	"reason_canceled" text,
	"type" text DEFAULT 'app' NOT NULL,
	"delivery_address" uuid,
	"notes" text,
	"failure_message" text,
	"total" bigint DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT nextval('row_version') NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sellers" ADD CONSTRAINT "sellers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_payments" ADD CONSTRAINT "condition_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "desc_parameters" ADD CONSTRAINT "desc_parameters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finalities" ADD CONSTRAINT "finalities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_payments" ADD CONSTRAINT "form_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volumes" ADD CONSTRAINT "volumes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_client_uuid_clients_uuid_fk" FOREIGN KEY ("client_uuid") REFERENCES "public"."clients"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_addresses" ADD CONSTRAINT "delivery_addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financial_titles" ADD CONSTRAINT "financial_titles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_situation_id_situations_id_fk" FOREIGN KEY ("situation_id") REFERENCES "public"."situations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD CONSTRAINT "bakery_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bakery_items" ADD CONSTRAINT "bakery_items_sale_uuid_sales_uuid_fk" FOREIGN KEY ("sale_uuid") REFERENCES "public"."sales"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operators" ADD CONSTRAINT "operators_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_orders" ADD CONSTRAINT "production_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "situations" ADD CONSTRAINT "situations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_uuid_sales_uuid_fk" FOREIGN KEY ("sale_uuid") REFERENCES "public"."sales"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_uuid_sales_uuid_fk" FOREIGN KEY ("sale_uuid") REFERENCES "public"."sales"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "devices_seller_device" ON "devices" USING btree ("seller_id","device_id");--> statement-breakpoint
CREATE INDEX "login_failures_lookup" ON "login_failures" USING btree ("scope","key","failed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_company_code_erp" ON "profiles" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_company_code_erp" ON "sellers" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "sessions_seller" ON "sessions" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_company_code_erp" ON "teams" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_company_code_erp" ON "channels" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "condition_payments_company_code_erp" ON "condition_payments" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "desc_parameters_company_field" ON "desc_parameters" USING btree ("company_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "finalities_company_code_erp" ON "finalities" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "form_payments_company_code_erp" ON "form_payments" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_company_list_product" ON "price_lists" USING btree ("company_id","code_erp","code_erp_product");--> statement-breakpoint
CREATE INDEX "price_lists_company_version" ON "price_lists" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_code_erp" ON "products" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "products_company_version" ON "products" USING btree ("company_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "volumes_company_field" ON "volumes" USING btree ("company_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_code_erp" ON "clients" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "clients_company_version" ON "clients" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "clients_company_seller" ON "clients" USING btree ("company_id","code_erp_seller");--> statement-breakpoint
CREATE INDEX "delivery_addresses_client" ON "delivery_addresses" USING btree ("client_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "checks_company_code_erp" ON "checks" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "checks_client" ON "checks" USING btree ("company_id","code_erp_client");--> statement-breakpoint
CREATE UNIQUE INDEX "financial_titles_company_code_erp" ON "financial_titles" USING btree ("company_id","code_erp");--> statement-breakpoint
CREATE INDEX "financial_titles_client" ON "financial_titles" USING btree ("company_id","code_erp_client");--> statement-breakpoint
CREATE INDEX "appointments_op" ON "appointments" USING btree ("company_id","num_op");--> statement-breakpoint
CREATE INDEX "bakery_items_day" ON "bakery_items" USING btree ("company_id","delivery_date");--> statement-breakpoint
CREATE UNIQUE INDEX "production_orders_company_num" ON "production_orders" USING btree ("company_id","num_op");--> statement-breakpoint
CREATE INDEX "notifications_unread" ON "notifications" USING btree ("company_id","seller_id","read_at");--> statement-breakpoint
CREATE INDEX "sale_items_sale" ON "sale_items" USING btree ("sale_uuid");--> statement-breakpoint
CREATE INDEX "sale_payments_sale" ON "sale_payments" USING btree ("sale_uuid");--> statement-breakpoint
CREATE INDEX "sales_company_version" ON "sales" USING btree ("company_id","version");--> statement-breakpoint
CREATE INDEX "sales_company_status" ON "sales" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "sales_company_seller" ON "sales" USING btree ("company_id","seller_id");