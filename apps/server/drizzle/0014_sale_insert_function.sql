-- POST sales' write of a new sale (apps/server/src/modules/sales/sales.repository.ts
-- `insertNewSale`) as one PL/pgSQL function, called as a statement of its own, outside any
-- explicit transaction: the statement's own transaction registers as a writer of the company,
-- takes the sale's record lock, writes and commits in one round trip, and each session plans the
-- inserts once. Sent as BEGIN, registration, one statement of data-modifying CTEs and COMMIT, the
-- same write took four round trips and PostgreSQL planned it anew on every sale (docs/bench.md).

-- A new sale with its items, its payments and its idempotency record. Each argument holds its
-- rows by column name (`jsonb_populate_record`): `in_sale` every column but the stamps the
-- version trigger sets, `in_items` every column, `in_payments` every column but the serial `id`,
-- `in_record` the idempotency row, whose `response.data.updated_at` is set here to the row's
-- (`Date#toISOString` of it: milliseconds, the fraction truncated, as the driver reads it).
-- First the write registers (rota_begin_sync_write, migration 0013: no company mutex, the
-- record lock on the sale's uuid as the body spells it); then, should a sale with that uuid be
-- there already (another write of it committed since the caller looked), it writes nothing and
-- answers NULL, and the caller takes the path of a stored sale. Otherwise it answers the sale's
-- version and `updated_at` (PostgreSQL's text).
CREATE OR REPLACE FUNCTION rota_insert_sale(in_sale jsonb, in_items jsonb, in_payments jsonb, in_record jsonb)
RETURNS json AS $$
DECLARE
  written sales%ROWTYPE;
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
  RETURN json_build_object('version', written.version::text, 'updated_at', written.updated_at::text);
END;
$$ LANGUAGE plpgsql;
