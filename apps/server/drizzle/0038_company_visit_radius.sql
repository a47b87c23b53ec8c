-- How far from a client's coordinates a check-in counts as at the client, per company
-- (docs/domain.md "Visits in the field"): 300 m unless the company sets 50 m to 5 km. A column
-- with a default: no process needs a restart with the others.
ALTER TABLE "company_configs" ADD COLUMN "visit_radius_m" integer DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_configs" ADD CONSTRAINT "company_configs_visit_radius_m_valid" CHECK ("company_configs"."visit_radius_m" between 50 and 5000);