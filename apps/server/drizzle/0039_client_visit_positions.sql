-- Where the phone was when a visit started and ended (docs/domain.md "Visits in the field"):
-- the position and its accuracy, or the problem that left none; the distance to the client at
-- check-in, the visit's minutes, the flags for the supervisor and the seller's word on a
-- check-in out of the client's radius. Nullable columns and an empty flags default: visits
-- recorded before stay as they were, and no process needs a restart with the others.
ALTER TABLE "client_visits" ADD COLUMN "check_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_in_lat" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_in_long" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_in_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_in_problem" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_out_lat" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_out_long" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_out_accuracy_m" double precision;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "check_out_problem" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "distance_m" integer;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "minutes" integer;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "client_visits" ADD COLUMN "radius_reason" text;--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_check_in_problem_valid" CHECK ("client_visits"."check_in_problem" IN ('denied', 'unavailable', 'timeout'));--> statement-breakpoint
ALTER TABLE "client_visits" ADD CONSTRAINT "client_visits_check_out_problem_valid" CHECK ("client_visits"."check_out_problem" IN ('denied', 'unavailable', 'timeout'));