import type { LookupSettings } from './config/lookup-settings.ts';
import type { Database } from './db/database.ts';
import type { EventBus } from './events/event-bus.ts';
import type { PhotoObjectStore } from './modules/clients/index.ts';

/** What every module needs, built once at start (or per test). */
export interface AppDeps {
  db: Database;
  /** The server's clock; tests move it to expire sessions or age a title. */
  clock: () => Date;
  events: EventBus;
  /** Validate every answer against the contract (tests); production trusts the types. */
  validateResponses: boolean;
  /** How long a session lives. */
  sessionTtlMs: number;
  /** The CEP and CNPJ services, their time-out and the CNPJ quota per company. */
  lookups: LookupSettings;
  /**
   * An S3-compatible bucket for visit photos (`PHOTO_S3_*`); absent, photos are kept in
   * PostgreSQL (docs/server.md "Visit photos").
   */
  photoStore?: PhotoObjectStore | null;
}
