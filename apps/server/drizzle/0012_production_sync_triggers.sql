-- The production tables are synced now (DESIGN.md "Sync"): every insert or update takes the next
-- row version and the server's time, as the other synced tables do (migration 0001).
DO $$
DECLARE
  synced text;
BEGIN
  FOREACH synced IN ARRAY ARRAY['production_orders', 'machines', 'operators', 'situations', 'appointments']
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rota_bump_version()',
      synced || '_bump_version', synced
    );
  END LOOP;
END;
$$;
--> statement-breakpoint
-- An order's produced and scrapped quantities are the sums of its appointments.
UPDATE "production_orders" AS o
SET "quantity_produced" = sums."produced", "quantity_scrap" = sums."scrap"
FROM (
  SELECT "company_id", "num_op", sum("quantity")::integer AS "produced", sum("quantity_scrap")::integer AS "scrap"
  FROM "appointments" WHERE "deleted_at" IS NULL GROUP BY "company_id", "num_op"
) AS sums
WHERE o."company_id" = sums."company_id" AND o."num_op" = sums."num_op";
