-- rota_insert_sale (migration 0014) also writes the new sale's bakery lines, in the same
-- statement and so the same transaction. Before, a new Finalizado sale of a bakery took a second
-- transaction right after the function committed (BEGIN, the sale's status locked again, its
-- items read with their categories, the lines inserted, COMMIT): four to five more round trips
-- per sale, and as many Drizzle queries, on POST sales' hot path (docs/bench.md, runs of
-- 2026-11-24 evening). Written in the sale's own transaction, no ERP move can come between the
-- sale and its lines, so the status needs no second look.
--
-- `in_bakery` holds the lines by column name as `bakery_items` spells them (every column but the
-- serial `id` and the stage counters, which keep their defaults), built by the server
-- (`bakeryLinesOf`) from the categories the sale's check read; `[]` when the sale makes none. A
-- new sale has no ERP delivery yet (`sale_deliveries` refers to the sale), so the lines carry the
-- default day. The answer adds `bakery`: the lines inserted, `{ id, delivery_date }` each, for
-- the `bakery.changed` event.
DROP FUNCTION IF EXISTS rota_insert_sale(jsonb, jsonb, jsonb, jsonb);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rota_insert_sale(in_sale jsonb, in_items jsonb, in_payments jsonb, in_record jsonb,
    in_bakery jsonb)
RETURNS json AS $$
DECLARE
  written sales%ROWTYPE;
  lines json;
BEGIN
  PERFORM rota_begin_sync_write((in_sale ->> 'company_id')::integer, false, in_sale ->> 'uuid');
  IF EXISTS (SELECT 1 FROM sales s WHERE s.uuid = (in_sale ->> 'uuid')::uuid) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sales SELECT * FROM jsonb_populate_record(NULL::sales, in_sale) RETURNING * INTO written;
  INSERT INTO sale_items SELECT * FROM jsonb_populate_recordset(NULL::sale_items, in_items);
  INSERT INTO sale_payments (sale_uuid, position, form_payment, condition_payment, form_payment_id,
      condition_payment_id, price)
    SELECT p.sale_uuid, p.position, p.form_payment, p.condition_payment, p.form_payment_id,
      p.condition_payment_id, p.price
    FROM jsonb_populate_recordset(NULL::sale_payments, in_payments) p;
  INSERT INTO idempotency_keys
    SELECT * FROM jsonb_populate_record(NULL::idempotency_keys, jsonb_set(in_record, '{response,data,updated_at}',
      to_jsonb(to_char(written.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))));
  WITH inserted AS (
    INSERT INTO bakery_items (company_id, sale_uuid, sale_item_uuid, delivery_date, client_name, code_erp_client,
        code_erp_product, description, category, unit, quantity, driver_name, delivery_order)
      SELECT b.company_id, b.sale_uuid, b.sale_item_uuid, b.delivery_date, b.client_name, b.code_erp_client,
        b.code_erp_product, b.description, b.category, b.unit, b.quantity, b.driver_name, b.delivery_order
      FROM jsonb_populate_recordset(NULL::bakery_items, in_bakery) b
    ON CONFLICT (sale_item_uuid) DO NOTHING
    RETURNING id, delivery_date
  )
  SELECT coalesce(json_agg(json_build_object('id', id, 'delivery_date', delivery_date::text) ORDER BY id), '[]'::json)
    INTO lines FROM inserted;
  RETURN json_build_object('version', written.version::text, 'updated_at', written.updated_at::text,
    'bakery', lines);
END;
$$ LANGUAGE plpgsql;
