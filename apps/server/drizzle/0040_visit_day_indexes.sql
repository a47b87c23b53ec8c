-- The day's visits of a company's sellers by when each started (`GET visits/day`, docs/domain.md
-- "The day's route"), and a client's latest visit before a day (a Quinzenal client's due date).
CREATE INDEX "client_visits_company_seller_started" ON "client_visits" USING btree ("company_id","seller_id",coalesce("check_in_at", "visited_at"));--> statement-breakpoint
CREATE INDEX "client_visits_client_started" ON "client_visits" USING btree ("client_uuid",coalesce("check_in_at", "visited_at"));
