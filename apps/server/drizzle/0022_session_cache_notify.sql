-- Every server process keeps the sessions it looked up in memory (src/http/auth/session-cache.ts,
-- docs/server.md "Auth and tenants"). The lookup reads `sessions`, `sellers` and `profiles`; any
-- change to a row of them that could alter or end a cached session (an update, a delete, a
-- truncate) tells every process on the channel `rota_session_changes`, and each drops its whole
-- cache. An insert cannot alter a cached session (a new row is a new token, seller or profile),
-- so it says nothing and logins stay quiet. One notification per statement (and PostgreSQL folds
-- repeats in one transaction into one): a batch of 5,000 sellers from the ERP sends one, not
-- 5,000. It is delivered at the commit, never for a rolled-back write; the payload is empty.
CREATE OR REPLACE FUNCTION rota_notify_session_change()
RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rota_session_changes', '');
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION rota_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER sellers_notify_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON sellers
  FOR EACH STATEMENT EXECUTE FUNCTION rota_notify_session_change();
--> statement-breakpoint
CREATE TRIGGER profiles_notify_session_change
  AFTER UPDATE OR DELETE OR TRUNCATE ON profiles
  FOR EACH STATEMENT EXECUTE FUNCTION rota_notify_session_change();
