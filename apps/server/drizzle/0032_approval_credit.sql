-- The client's credit as the server read it when a sale began to wait for a supervisor (docs/domain.md
-- "Credit"): nullable, so rota_insert_sale's records without it still insert and older processes run.
ALTER TABLE "sales" ADD COLUMN "approval_credit" jsonb;