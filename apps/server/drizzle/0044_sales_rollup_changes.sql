CREATE TABLE "sales_rollup_changes" (
	"company_id" integer NOT NULL,
	"sale_uuid" uuid NOT NULL,
	"version" bigint NOT NULL,
	"old_day" date,
	"figures" boolean NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sales_rollup_changes_company_version" ON "sales_rollup_changes" USING btree ("company_id","version");
--> statement-breakpoint
-- The sales rollup follows each changed sale instead of summing its days again (docs/server.md
-- "The sales rollup"). A new sale is recorded; a sale's update is recorded when the sale counted
-- before it or counts after it (sold statuses, not deleted) or its day, seller, client or total
-- changed, with the day it counted in before (null when it did not) and whether its figures
-- changed; a status move between two sold statuses is recorded and changes nothing. As before,
-- only for a company that has a rollup. Migration 0021's trigger, which recorded the whole day of
-- every change, goes.
DROP TRIGGER "sales_rollup_stale_day" ON "sales";
--> statement-breakpoint
DROP FUNCTION rota_sales_rollup_stale_day();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rota_sales_rollup_change() RETURNS trigger AS $$
DECLARE
  old_counted boolean := OLD.status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND OLD.deleted_at IS NULL;
  new_counted boolean := NEW.status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND NEW.deleted_at IS NULL;
  figures boolean := (OLD.competence_at, OLD.received_at, OLD.seller_id, OLD.client_uuid, OLD.client, OLD.total)
    IS DISTINCT FROM (NEW.competence_at, NEW.received_at, NEW.seller_id, NEW.client_uuid, NEW.client, NEW.total);
BEGIN
  IF (old_counted OR new_counted OR figures)
     AND EXISTS (SELECT 1 FROM sales_rollup_state WHERE company_id = OLD.company_id) THEN
    INSERT INTO sales_rollup_changes (company_id, sale_uuid, version, old_day, figures)
    VALUES (OLD.company_id, OLD.uuid, NEW.version,
            CASE WHEN old_counted THEN coalesce(OLD.competence_at, (OLD.received_at at time zone 'America/Sao_Paulo')::date) END,
            figures);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sales_rollup_change" AFTER UPDATE ON "sales" FOR EACH ROW
  EXECUTE FUNCTION rota_sales_rollup_change();
--> statement-breakpoint
-- A new sale: it did not count before (its record has no day).
CREATE OR REPLACE FUNCTION rota_sales_rollup_insert() RETURNS trigger AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM sales_rollup_state WHERE company_id = NEW.company_id) THEN
    INSERT INTO sales_rollup_changes (company_id, sale_uuid, version, old_day, figures)
    VALUES (NEW.company_id, NEW.uuid, NEW.version, NULL, false);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sales_rollup_insert" AFTER INSERT ON "sales" FOR EACH ROW
  EXECUTE FUNCTION rota_sales_rollup_insert();
--> statement-breakpoint
-- A sale's item or payment lines deleted or changed (a resend replaces them): its figures may
-- differ. The change takes a version of its own, so it is ordered after the sale's update in the
-- same transaction whichever statement ran first, and says where the sale counted when it ran.
-- Inserted lines are not recorded: a new sale's are its first, and a stored sale's lines are only
-- replaced (deleted, then inserted) — docs/server.md "The sales rollup".
CREATE OR REPLACE FUNCTION rota_sales_rollup_record_lines(changed uuid[]) RETURNS void AS $$
  INSERT INTO sales_rollup_changes (company_id, sale_uuid, version, old_day, figures)
  SELECT s.company_id, s.uuid, nextval('row_version'),
         CASE WHEN s.status IN ('Finalizado', 'Integrado', 'Processado', 'Falha') AND s.deleted_at IS NULL
              THEN coalesce(s.competence_at, (s.received_at at time zone 'America/Sao_Paulo')::date) END,
         true
  FROM sales s
  WHERE s.uuid = ANY(changed)
    AND EXISTS (SELECT 1 FROM sales_rollup_state r WHERE r.company_id = s.company_id);
$$ LANGUAGE sql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rota_sales_rollup_lines_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM rota_sales_rollup_record_lines(ARRAY(SELECT DISTINCT sale_uuid FROM old_lines));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Row by row for updates: PostgreSQL gives no transition table to a trigger with a column list,
-- and without one the stock triggers' updates of sale_items.reserving (migration 0043) would
-- record every status move as a change of lines.
CREATE OR REPLACE FUNCTION rota_sales_rollup_line_updated() RETURNS trigger AS $$
BEGIN
  PERFORM rota_sales_rollup_record_lines(ARRAY[OLD.sale_uuid, NEW.sale_uuid]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sale_items_rollup_deleted" AFTER DELETE ON "sale_items"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION rota_sales_rollup_lines_deleted();
--> statement-breakpoint
CREATE TRIGGER "sale_items_rollup_updated" AFTER UPDATE OF sale_uuid, product_uuid, description, quantity, unit_price, discount ON "sale_items"
  FOR EACH ROW EXECUTE FUNCTION rota_sales_rollup_line_updated();
--> statement-breakpoint
CREATE TRIGGER "sale_payments_rollup_deleted" AFTER DELETE ON "sale_payments"
  REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION rota_sales_rollup_lines_deleted();
--> statement-breakpoint
CREATE TRIGGER "sale_payments_rollup_updated" AFTER UPDATE OF sale_uuid, form_payment_id, condition_payment_id, form_payment, condition_payment, price ON "sale_payments"
  FOR EACH ROW EXECUTE FUNCTION rota_sales_rollup_line_updated();
--> statement-breakpoint
-- A refresh now adds to and takes from existing rollup rows (an update of a few thousand rows
-- after an ERP's batch) instead of deleting and writing whole days: room left on each page lets
-- those updates stay on their page without touching the primary key (HOT updates).
ALTER TABLE "sales_rollup" SET (fillfactor = 70);
--> statement-breakpoint
ALTER TABLE "sales_rollup_months" SET (fillfactor = 70);
