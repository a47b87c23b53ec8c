-- Lookup quotas per kind (CEP and CNPJ) and per seller (seller_id 0 is the whole company); the rows already counted are CNPJ lookups of a company.
ALTER TABLE "lookup_quotas" ADD COLUMN "kind" text DEFAULT 'cnpj' NOT NULL;--> statement-breakpoint
ALTER TABLE "lookup_quotas" ADD COLUMN "seller_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lookup_quotas" DROP CONSTRAINT "lookup_quotas_pkey";--> statement-breakpoint
ALTER TABLE "lookup_quotas" ADD CONSTRAINT "lookup_quotas_company_id_kind_seller_id_pk" PRIMARY KEY("company_id","kind","seller_id");--> statement-breakpoint
ALTER TABLE "lookup_quotas" ADD CONSTRAINT "lookup_quotas_kind_valid" CHECK ("lookup_quotas"."kind" IN ('cep', 'cnpj'));
