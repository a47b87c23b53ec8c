-- The mix gap's lookback per company (docs/domain.md "Mix gap"): 90 days unless the company sets
-- a week up to two years. A column with a default: no process needs a restart with the others.
ALTER TABLE "company_configs" ADD COLUMN "mix_gap_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_mix_gap_days_valid" CHECK ("company_configs"."mix_gap_days" between 7 and 730);