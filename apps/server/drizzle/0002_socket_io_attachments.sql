-- Table of @socket.io/postgres-adapter (DESIGN.md "Realtime"): events over NOTIFY's 8000-byte
-- limit travel through it between server processes; the adapter deletes rows older than 30 s.
-- Same DDL as the adapter's README. Created on PGlite too (unused there: one process, in-memory
-- adapter) so both databases keep one migration history.
CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id          bigserial UNIQUE,
  created_at  timestamptz DEFAULT NOW(),
  payload     bytea
);
