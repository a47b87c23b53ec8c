-- Writes of one company no longer wait for each other to keep row versions in commit order
-- (docs/server.md "Sync"). Instead every write to synced tables registers as a writer of its
-- company, and a pull reads only up to a horizon below which every writer has finished.

-- Opens a write to synced tables of `company` (called first in the transaction by companyWrite).
-- With `serialized`, waits for the company's mutex (advisory lock 7001, company), for writes whose
-- rule spans records (a CNPJ unique in the company). With `record`, waits for the other writes of
-- that record (advisory lock 7003, hashtext(record)): two resends of one sale do not race. Both
-- are held until the transaction ends. Then it registers the transaction as a writer of the
-- company: an advisory lock of its own, key (company << 32) | backend pid (the one-bigint form,
-- objsubid 1 in pg_locks), which nobody takes exclusively, so it never waits; it is taken before
-- any row version and released at the commit, after the commit became visible. Last, the
-- transaction is marked as a writer of the company, which rota_bump_version checks.
CREATE OR REPLACE FUNCTION rota_begin_sync_write(company integer, serialized boolean, record text)
RETURNS void AS $$
BEGIN
  IF serialized THEN
    PERFORM pg_advisory_xact_lock(7001, company);
  END IF;
  IF record IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(7003, hashtext(record));
  END IF;
  PERFORM pg_advisory_xact_lock((company::bigint << 32) | pg_backend_pid());
  PERFORM set_config('rota.sync_company', company::text, true);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- Every insert or update of a synced row takes the next row version and the server's time, inside
-- a registered write of the row's company: a write that did not register could commit a version
-- below a pull's horizon after that pull read past it, so it is refused instead.
CREATE OR REPLACE FUNCTION rota_bump_version() RETURNS trigger AS $$
BEGIN
  IF current_setting('rota.sync_company', true) IS DISTINCT FROM NEW.company_id::text THEN
    RAISE EXCEPTION 'escrita em % da empresa % fora de companyWrite', TG_TABLE_NAME, NEW.company_id
      USING HINT = 'docs/server.md "Sync": toda escrita em tabela sincronizada roda em companyWrite';
  END IF;
  NEW.version := nextval('row_version');
  NEW.updated_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint

-- The highest row version a pull of `company` may answer: every row at or below it is final
-- (committed, or rolled back and gone). First the last version handed out; then each writer of
-- the company registered at that moment (a writer registers before it takes a version, so any
-- version at or below the horizon belongs to a writer listed here or already finished) is waited
-- for: its lock is taken shared and let go at once, which returns when that writer has committed
-- or rolled back. The pull holds nothing while it waits, so it can take part in no deadlock, and
-- writers never wait for pulls. `wait_ms` bounds the whole wait (lock_timeout, SQLSTATE 55P03).
CREATE OR REPLACE FUNCTION rota_sync_horizon(company integer, wait_ms integer) RETURNS bigint AS $$
DECLARE
  horizon bigint := coalesce(pg_sequence_last_value('row_version'), 0);
  previous_timeout text := current_setting('lock_timeout');
  writer bigint;
BEGIN
  PERFORM set_config('lock_timeout', wait_ms::text, true);
  FOR writer IN
    SELECT (held.classid::bigint << 32) | held.objid::bigint
    FROM pg_locks held
    WHERE held.locktype = 'advisory' AND held.objsubid = 1 AND held.classid = company::oid
      AND held.granted AND held.pid <> pg_backend_pid()
  LOOP
    PERFORM pg_advisory_lock_shared(writer);
    PERFORM pg_advisory_unlock_shared(writer);
  END LOOP;
  PERFORM set_config('lock_timeout', previous_timeout, true);
  RETURN horizon;
END;
$$ LANGUAGE plpgsql;
