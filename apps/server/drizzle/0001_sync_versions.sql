-- Every insert or update of a synced row takes the next row version and the server's time.
-- A pull answers rows with a version above the client's cursor (DESIGN.md "Sync").
CREATE OR REPLACE FUNCTION rota_bump_version() RETURNS trigger AS $$
BEGIN
  NEW.version := nextval('row_version');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  synced text;
BEGIN
  FOREACH synced IN ARRAY ARRAY[
    'company_configs', 'profiles', 'teams', 'sellers', 'clients', 'delivery_addresses', 'products',
    'form_payments', 'condition_payments', 'price_lists', 'channels', 'finalities', 'desc_parameters',
    'volumes', 'sales', 'financial_titles', 'checks'
  ]
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION rota_bump_version()',
      synced || '_bump_version', synced
    );
  END LOOP;
END;
$$;
