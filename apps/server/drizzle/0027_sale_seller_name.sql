-- The seller's name on the sale (who sold it, for Aprovações and the ERP). Not filled on older sales:
-- an UPDATE of every sale would record each sold one's day as stale for the rollup, and every sale
-- that can wait for approval (0026, the same release) is written with it.
ALTER TABLE "sales" ADD COLUMN "seller_name" text;