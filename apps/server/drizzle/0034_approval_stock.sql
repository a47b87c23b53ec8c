-- Each product's stock as the server read it when a sale began to wait for a supervisor
-- (docs/domain.md "Stock"): nullable, so rota_insert_sale's records without it still insert and older
-- processes run.
ALTER TABLE "sales" ADD COLUMN "approval_stock" jsonb;