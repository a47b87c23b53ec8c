-- Before the index allowing one open appointment per machine (next migration): a database seeded
-- before it may hold several open on one machine. Each but the latest started is closed when the
-- next one on that machine started (never before its own start).
UPDATE "appointments" AS a
SET "finished_at" = greatest(a."started_at", (
  SELECT min(b."started_at") FROM "appointments" AS b
  WHERE b."company_id" = a."company_id" AND b."machine_id" = a."machine_id"
    AND b."finished_at" IS NULL AND b."started_at" > a."started_at"
))
WHERE a."finished_at" IS NULL AND EXISTS (
  SELECT 1 FROM "appointments" AS b
  WHERE b."company_id" = a."company_id" AND b."machine_id" = a."machine_id"
    AND b."finished_at" IS NULL AND b."started_at" > a."started_at"
);
