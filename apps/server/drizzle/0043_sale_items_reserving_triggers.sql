-- sale_items.reserving: true while the line's sale holds stock for the ERP (status Finalizado or
-- Falha, STOCK_RESERVING_STATUSES in @rota/domain, and not deleted). Kept here, never by the code:
-- a line takes its sale's state when written, and a sale passes its new state to its lines when its
-- status or its deletion changes it. The stock rule then sums a product's reserving lines through
-- sale_items_reserving_product instead of walking every waiting sale of the company.
-- The sale is read by its key alone and its state tested here: with the status in the WHERE, the
-- planner may prefer a partial index on those statuses (sales_company_client_committed) and walk
-- all of it, which cost 4.7 ms a line on a table that had grown faster than its statistics.
CREATE OR REPLACE FUNCTION rota_sale_item_reserving() RETURNS trigger AS $$
DECLARE
  sale_status text;
  sale_deleted timestamptz;
BEGIN
  SELECT s.status, s.deleted_at INTO sale_status, sale_deleted FROM sales s WHERE s.uuid = NEW.sale_uuid;
  NEW.reserving := coalesce(sale_status IN ('Finalizado', 'Falha') AND sale_deleted IS NULL, false);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sale_items_reserving" BEFORE INSERT OR UPDATE OF sale_uuid ON "sale_items"
  FOR EACH ROW EXECUTE FUNCTION rota_sale_item_reserving();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rota_sale_reserving_changed() RETURNS trigger AS $$
BEGIN
  UPDATE sale_items
  SET reserving = (NEW.status IN ('Finalizado', 'Falha') AND NEW.deleted_at IS NULL)
  WHERE sale_uuid = NEW.uuid;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER "sales_reserving" AFTER UPDATE OF status, deleted_at ON "sales" FOR EACH ROW
  WHEN ((OLD.status IN ('Finalizado', 'Falha') AND OLD.deleted_at IS NULL)
    IS DISTINCT FROM (NEW.status IN ('Finalizado', 'Falha') AND NEW.deleted_at IS NULL))
  EXECUTE FUNCTION rota_sale_reserving_changed();
--> statement-breakpoint
UPDATE sale_items i SET reserving = true
FROM sales s
WHERE s.uuid = i.sale_uuid AND s.status IN ('Finalizado', 'Falha') AND s.deleted_at IS NULL;
